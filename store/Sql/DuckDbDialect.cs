using Bench.Store.Schema;

namespace Bench.Store.Sql;

/// <summary>
/// DuckDB: VARCHAR for text, INTEGER/BIGINT/DOUBLE/BOOLEAN, TIMESTAMP (no time zone, microseconds; the store's
/// values are UTC), JSON for the manifest; parameters <c>$name</c>; "IF NOT EXISTS" forms. Only the runs key is
/// indexed (see <see cref="StoreTable.ClusteredBy"/>).
/// </summary>
public sealed class DuckDbDialect()
    : SqlDialect(new ColumnTypeNames("VARCHAR", "VARCHAR", "INTEGER", "BIGINT", "DOUBLE", "BOOLEAN", "TIMESTAMP", "JSON"), '"', '"', "$", string.Empty)
{
    /// <summary>The one instance.</summary>
    public static DuckDbDialect Instance { get; } = new();

    /// <inheritdoc/>
    public override string CreateSchema() => $"CREATE SCHEMA IF NOT EXISTS {Quote(StoreSchema.Name)}";

    /// <inheritdoc/>
    public override string CreateTable(StoreTable table)
    {
        ArgumentNullException.ThrowIfNull(table);
        var key = table.PrimaryKey.Count > 0 ? $", PRIMARY KEY ({string.Join(", ", table.PrimaryKey.Select(Quote))})" : string.Empty;
        return $"CREATE TABLE IF NOT EXISTS {Name(table)} ({ColumnDefinitions(table)}{key})";
    }

    /// <inheritdoc/>
    public override string AddColumn(StoreTable table, StoreColumn column)
    {
        ArgumentNullException.ThrowIfNull(column);
        return $"ALTER TABLE {Name(table)} ADD COLUMN IF NOT EXISTS {Quote(column.Name)} {TypeName(column.Type)}";
    }

    /// <inheritdoc/>
    public override IReadOnlyList<string> CreateIndexes(StoreTable table) => [];

    /// <inheritdoc/>
    /// <remarks>A DuckDB file has one writing process at a time (DuckDB locks the file).</remarks>
    public override string? LockSchema() => null;

    /// <inheritdoc/>
    /// <remarks>DuckDB has one writer per database file and checks the key at commit: a plain count.</remarks>
    public override string CountRunForUpdate() => CountRun(StoreSchema.Runs);
}
