namespace Bench.Store.Schema;

/// <summary>
/// What a column holds. Each SQL dialect names its own type for each kind (<see cref="Sql.SqlDialect.TypeName"/>), so
/// the tables are described once for every store.
/// </summary>
public enum ColumnType
{
    /// <summary>An identifier (run id, host, case id, counter name): at most 256 characters, so it can be indexed.</summary>
    Key,

    /// <summary>Free text of any length (an error message, a note).</summary>
    Text,

    /// <summary>A 32-bit whole number (counts, repetitions, request sizes).</summary>
    Whole32,

    /// <summary>A 64-bit whole number (bytes).</summary>
    Whole64,

    /// <summary>A double-precision number (milliseconds, MB/s, per cent).</summary>
    Real,

    /// <summary>True or false (IFI on or off).</summary>
    Boolean,

    /// <summary>A point in time, always UTC, to the microsecond.</summary>
    Timestamp,

    /// <summary>A JSON document (the manifest, verbatim).</summary>
    Document,
}
