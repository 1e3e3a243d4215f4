using Bench.Store.Tests.Sql;

namespace Bench.Store.Tests.SqlServer;

/// <summary>
/// The store contract on SQL Server (SqlBulkCopy, one transaction per run). Runs where BENCH_SQLSERVER is set or a
/// Docker engine answers; elsewhere every test reports itself skipped with the reason.
/// </summary>
public sealed class SqlServerRunStoreTests(SqlServerFixture server) : StoreContract, IClassFixture<SqlServerFixture>
{
    protected override IRunStore OpenStore()
    {
        Assert.SkipWhen(server.ConnectionString is null, server.Reason);
        return RunStore.OpenForPublish(server.ConnectionString!);
    }
}
