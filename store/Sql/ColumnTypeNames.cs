using Bench.Store.Schema;

namespace Bench.Store.Sql;

/// <summary>A database's name for every <see cref="ColumnType"/>: one constructor argument each, so a dialect cannot leave a kind out.</summary>
/// <param name="Key">An indexable identifier.</param>
/// <param name="Text">Text of any length.</param>
/// <param name="Whole32">A 32-bit whole number.</param>
/// <param name="Whole64">A 64-bit whole number.</param>
/// <param name="Real">A double.</param>
/// <param name="Boolean">True or false.</param>
/// <param name="Timestamp">A UTC time to the microsecond.</param>
/// <param name="Document">A JSON document.</param>
public sealed record ColumnTypeNames(string Key, string Text, string Whole32, string Whole64, string Real, string Boolean, string Timestamp, string Document)
{
    /// <summary>The name of <paramref name="type"/>.</summary>
    public string Of(ColumnType type) => type switch
    {
        ColumnType.Key => Key,
        ColumnType.Text => Text,
        ColumnType.Whole32 => Whole32,
        ColumnType.Whole64 => Whole64,
        ColumnType.Real => Real,
        ColumnType.Boolean => Boolean,
        ColumnType.Timestamp => Timestamp,
        ColumnType.Document => Document,
        _ => throw new ArgumentOutOfRangeException(nameof(type), type, "not a column type"),
    };
}
