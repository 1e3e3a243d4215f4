namespace Bench.Store.Schema;

/// <summary>One table of the store: its columns in order, its key, and how its rows are grouped on disk.</summary>
/// <param name="Name">Table name (inside the store's schema, <see cref="StoreSchema.Name"/>).</param>
/// <param name="Columns">Every column, in the order a new table gets them.</param>
/// <param name="PrimaryKey">Columns of the primary key (empty: none).</param>
/// <param name="ClusteredBy">
/// Columns a server keeps the rows ordered by (SQL Server: a clustered index), so one run's rows sit together.
/// DuckDB keeps rows in insertion order with min/max zone maps per row group, which does the same for rows published
/// run by run, so it builds no index for them (an index would slow every append).
/// </param>
public sealed record StoreTable(string Name, IReadOnlyList<StoreColumn> Columns, IReadOnlyList<string> PrimaryKey, IReadOnlyList<string> ClusteredBy)
{
    /// <summary>The column named <paramref name="name"/>; throws naming the table when it has none.</summary>
    public StoreColumn Column(string name) =>
        Columns.FirstOrDefault(c => c.Name == name) ?? throw new ArgumentException($"table {Name} has no column {name}", nameof(name));
}
