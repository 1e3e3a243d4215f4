using System.Data.Common;

namespace Bench.Store.Tests;

public sealed class RunStoreTests
{
    [Theory]
    [InlineData("Server=db1;Database=bench;Integrated Security=true", true)]
    [InlineData("Data Source=tcp:db1,1433;Initial Catalog=bench;User ID=bench;Password=x", true)]
    [InlineData("  address = db1 ; database = bench ", true)]
    [InlineData("results.duckdb", false)]
    [InlineData("stores/team=a/results.duckdb", false)]
    [InlineData("C:\\stores\\results.duckdb", false)]
    public void A_target_with_a_server_key_is_a_connection_string_and_anything_else_a_file(string target, bool server) =>
        Assert.Equal(server, RunStore.IsConnectionString(target));

    [Theory]
    [InlineData("Host=localhost;Databse=bench", "it is not a SQL Server connection string (not repeated here): keyword 'host' is not one the SQL Server client takes")]
    [InlineData("Database=bench;User Id=sa;Password=x", "it is a connection string (not repeated here) that names no server (Server=, Data Source= or Address=)")]
    [InlineData("postgres://bench:secret@db1/bench", "it is a URL (postgres://..., the rest not repeated here), which is not a store bench takes")]
    [InlineData("results", "'results' is not a DuckDB file's path: its name does not end in .duckdb and no such file exists")]
    [InlineData("", "it is empty")]
    [InlineData("  ", "it holds only blanks")]
    public void A_target_that_is_neither_a_duckdb_file_nor_a_connection_string_naming_a_server_is_a_problem(string target, string problem) =>
        Assert.Equal(problem, RunStore.Problem(target));

    [Theory]
    [InlineData("results.duckdb")]
    [InlineData("stores/team=a/Results.DuckDB")]
    [InlineData("Server=db1;Database=bench")]
    public void A_duckdb_file_or_a_connection_string_has_no_problem(string target) => Assert.Null(RunStore.Problem(target));

    [Fact]
    public void A_connection_string_is_described_by_server_database_and_user_only()
    {
        var description = RunStore.Describe("Server=db1,1433;Database=bench_fleet;User ID=publisher;Password=Sup3r-S3cret;TrustServerCertificate=True");

        Assert.Equal("SQL Server store db1,1433, database bench_fleet, user publisher", description);
    }

    [Fact]
    public void Only_a_database_failure_of_a_SQL_Server_store_means_unavailable_and_a_wrong_argument_does_not()
    {
        const string server = "Server=db1;Database=bench";
        var refused = new StoreException("cannot connect", new RefusedException());

        Assert.True(RunStore.IsUnavailable(refused, server));
        Assert.False(RunStore.IsUnavailable(refused, "results.duckdb"));
        Assert.False(RunStore.IsUnavailable(new StoreException("the connection string names no database"), server));
        Assert.False(RunStore.IsUnavailable(new IOException("cannot connect", new RefusedException()), server));
    }

    private sealed class RefusedException : DbException;
}
