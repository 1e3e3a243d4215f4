using Bench.Store.Schema;

namespace Bench.Store.Sql;

/// <summary>
/// SQL Server: nvarchar(256) for identifiers (indexable), nvarchar(max) for text and the manifest, int/bigint/float/bit,
/// datetime2(6) for UTC times (microseconds, as DuckDB); parameters <c>@name</c>; "IF ... IS NULL" forms, since
/// SQL Server has no CREATE ... IF NOT EXISTS. Row tables get a clustered index on their run and position.
/// </summary>
public sealed class SqlServerDialect()
    : SqlDialect(new ColumnTypeNames("nvarchar(256)", "nvarchar(max)", "int", "bigint", "float", "bit", "datetime2(6)", "nvarchar(max)"), '[', ']', "@", "@")
{
    /// <summary>The one instance.</summary>
    public static SqlServerDialect Instance { get; } = new();

    /// <inheritdoc/>
    public override string CreateSchema() =>
        $"IF SCHEMA_ID(N'{StoreSchema.Name}') IS NULL EXEC(N'CREATE SCHEMA {Quote(StoreSchema.Name)}')";

    /// <inheritdoc/>
    public override string CreateTable(StoreTable table)
    {
        ArgumentNullException.ThrowIfNull(table);
        var key = table.PrimaryKey.Count > 0
            ? $", CONSTRAINT {Quote("PK_" + table.Name)} PRIMARY KEY CLUSTERED ({string.Join(", ", table.PrimaryKey.Select(Quote))})"
            : string.Empty;
        return $"IF OBJECT_ID(N'{Name(table)}', N'U') IS NULL CREATE TABLE {Name(table)} ({ColumnDefinitions(table)}{key})";
    }

    /// <inheritdoc/>
    public override string AddColumn(StoreTable table, StoreColumn column)
    {
        ArgumentNullException.ThrowIfNull(column);
        return $"IF COL_LENGTH(N'{Name(table)}', N'{column.Name}') IS NULL ALTER TABLE {Name(table)} ADD {Quote(column.Name)} {TypeName(column.Type)} NULL";
    }

    /// <inheritdoc/>
    public override IReadOnlyList<string> CreateIndexes(StoreTable table)
    {
        ArgumentNullException.ThrowIfNull(table);
        if (table.ClusteredBy.Count == 0 || table.PrimaryKey.Count > 0)
        {
            return [];
        }

        var index = "CX_" + table.Name;
        return
        [
            $"IF NOT EXISTS (SELECT 1 FROM sys.indexes WHERE object_id = OBJECT_ID(N'{Name(table)}') AND name = N'{index}') "
            + $"CREATE CLUSTERED INDEX {Quote(index)} ON {Name(table)} ({string.Join(", ", table.ClusteredBy.Select(Quote))})",
        ];
    }

    /// <inheritdoc/>
    /// <remarks>An application lock held to the end of the transaction: two first publishes never both create a table.</remarks>
    public override string? LockSchema() =>
        $"EXEC sp_getapplock @Resource = N'{StoreSchema.Name}.schema', @LockMode = N'Exclusive', @LockOwner = N'Transaction', @LockTimeout = 60000";

    /// <inheritdoc/>
    /// <remarks>UPDLOCK + HOLDLOCK take a key-range lock on the run id: a second publisher of it waits, then sees it.</remarks>
    public override string CountRunForUpdate() =>
        $"SELECT count(*) FROM {Name(StoreSchema.Runs)} WITH (UPDLOCK, HOLDLOCK) WHERE {Quote(StoreSchema.RunId)} = {Parameter(StoreSchema.RunId)}";
}
