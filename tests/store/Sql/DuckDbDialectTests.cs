using Bench.Store.Sql;
using DuckDB.NET.Data;

namespace Bench.Store.Tests.Sql;

/// <summary>Every statement the DuckDB dialect writes runs on an in-memory DuckDB.</summary>
public sealed class DuckDbDialectTests : IDisposable
{
    private static readonly DuckDbDialect Dialect = DuckDbDialect.Instance;
    private readonly DuckDBConnection connection = new("Data Source=:memory:");

    public DuckDbDialectTests() => connection.Open();

    public void Dispose() => connection.Dispose();

    [Fact]
    public void The_schema_is_created_twice_without_error_and_has_every_column()
    {
        for (var i = 0; i < 2; i++)
        {
            Execute(Dialect.CreateSchema());
            foreach (var table in StoreSchema.Tables)
            {
                Execute(Dialect.CreateTable(table));
                Execute(Dialect.AddColumn(table, table.Columns[^1]));
            }
        }

        foreach (var table in StoreSchema.Tables)
        {
            using var command = connection.CreateCommand();
            command.CommandText = $"SELECT count(*) FROM information_schema.columns WHERE table_schema = 'bench' AND table_name = '{table.Name}'";
            Assert.Equal((long)table.Columns.Count, Convert.ToInt64(command.ExecuteScalar(), System.Globalization.CultureInfo.InvariantCulture));
        }
    }

    [Fact]
    public void A_column_the_stored_table_lacks_is_selected_as_empty()
    {
        Execute(Dialect.CreateSchema());
        Execute(Dialect.CreateTable(StoreSchema.Runs));
        Execute(Dialect.CreateTable(StoreSchema.Stalls));
        Execute("ALTER TABLE bench.stalls DROP COLUMN stall_ms");
        Execute("INSERT INTO bench.runs (run_id) VALUES ('r')");
        Execute("INSERT INTO bench.stalls (run_id, ordinal) VALUES ('r', 1)");
        var existing = StoreSchema.Stalls.Columns.Select(c => c.Name).Where(n => n != "stall_ms").ToList();

        using var command = connection.CreateCommand();
        command.CommandText = Dialect.SelectRows(StoreSchema.Stalls, existing, "1 = 1", [StoreSchema.RunId]);
        using var reader = command.ExecuteReader();

        Assert.True(reader.Read());
        Assert.True(reader.IsDBNull(reader.GetOrdinal("stall_ms")));
        Assert.Equal(StoreSchema.Stalls.Columns.Count, reader.FieldCount);
    }

    [Fact]
    public void The_run_key_refuses_a_second_row_of_one_run()
    {
        Execute(Dialect.CreateSchema());
        Execute(Dialect.CreateTable(StoreSchema.Runs));
        Execute("INSERT INTO bench.runs (run_id) VALUES ('r')");

        Assert.ThrowsAny<DuckDBException>(() => Execute("INSERT INTO bench.runs (run_id) VALUES ('r')"));
    }

    private void Execute(string sql)
    {
        using var command = connection.CreateCommand();
        command.CommandText = sql;
        command.ExecuteNonQuery();
    }
}
