namespace Bench.Store.Schema;

/// <summary>One column of a store table. Every column but a table's key accepts NULL (an empty CSV cell).</summary>
/// <param name="Name">Its name: the CSV column's snake_case name.</param>
/// <param name="Type">What it holds.</param>
public sealed record StoreColumn(string Name, ColumnType Type);
