using System.Globalization;

namespace Bench.Harness.SqlServer;

/// <summary>
/// Reads a number of a line SQL Server printed (pages, a buffer count, a Msg number, a DBCC PAGE offset), refusing one
/// too large for the field with <see cref="TraceValueException"/>: the line, the field, the value and what is allowed.
/// </summary>
internal static class TraceNumber
{
    /// <summary>A whole number that fits a long (pages, buffer sizes).</summary>
    public static long Long(int line, string field, ReadOnlySpan<char> digits) =>
        long.TryParse(digits, NumberStyles.None, CultureInfo.InvariantCulture, out var value)
            ? value
            : throw Refused(line, field, digits, string.Create(CultureInfo.InvariantCulture, $"a whole number from 0 to {long.MaxValue}"));

    /// <summary>A whole number that fits an int (Msg numbers, DBCC PAGE slots, lengths and offsets).</summary>
    public static int Int(int line, string field, ReadOnlySpan<char> digits) =>
        int.TryParse(digits, NumberStyles.None, CultureInfo.InvariantCulture, out var value)
            ? value
            : throw Refused(line, field, digits, string.Create(CultureInfo.InvariantCulture, $"a whole number from 0 to {int.MaxValue}"));

    /// <summary>
    /// A hexadecimal number that fits an int (a DBCC PAGE offset): read unsigned, so 80000000 to FFFFFFFF are refused
    /// rather than taken as negative.
    /// </summary>
    public static int Hex(int line, string field, ReadOnlySpan<char> digits) =>
        uint.TryParse(digits, NumberStyles.AllowHexSpecifier, CultureInfo.InvariantCulture, out var value) && value <= int.MaxValue
            ? (int)value
            : throw Refused(line, field, digits, "a hexadecimal number from 0 to 7FFFFFFF");

    /// <summary>
    /// A hexadecimal number that fits a long (a DBCC PAGE memory address): read unsigned, so 8000000000000000 to
    /// FFFFFFFFFFFFFFFF are refused rather than taken as negative.
    /// </summary>
    public static long LongHex(int line, string field, ReadOnlySpan<char> digits) =>
        ulong.TryParse(digits, NumberStyles.AllowHexSpecifier, CultureInfo.InvariantCulture, out var value) && value <= long.MaxValue
            ? (long)value
            : throw Refused(line, field, digits, "a hexadecimal number from 0 to 7FFFFFFFFFFFFFFF");

    /// <summary>A finite decimal number (seconds, MB/sec, ms).</summary>
    public static double Real(int line, string field, string text) =>
        double.TryParse(text, NumberStyles.AllowDecimalPoint, CultureInfo.InvariantCulture, out var value) && double.IsFinite(value)
            ? value
            : throw Refused(line, field, text, string.Create(CultureInfo.InvariantCulture, $"a decimal number up to {double.MaxValue:E3}"));

    private static TraceValueException Refused(int line, string field, ReadOnlySpan<char> value, string allowed) =>
        new(line, field, value.ToString(), allowed);
}
