using System.Globalization;

namespace Bench.Scenarios.Parameters;

/// <summary>One parameter of a scenario: its name in a matrix, its kind, range and default.</summary>
/// <param name="Name">Name in a matrix file (snake_case).</param>
/// <param name="Kind">Size, count or switch.</param>
/// <param name="Defaults">Values used when a matrix entry gives none (several run as a sweep).</param>
/// <param name="Min">Smallest allowed value (bytes for sizes).</param>
/// <param name="Max">Largest allowed value.</param>
/// <param name="Description">What it means, for --help and the explain view.</param>
/// <param name="MultipleOf">Sizes must be a multiple of this (1 for any).</param>
public sealed record ParameterSpec(
    string Name, ParameterKind Kind, IReadOnlyList<string> Defaults, long Min, long Max, string Description, long MultipleOf = 1)
{
    /// <summary>The word that asks for the default behaviour (read as 0).</summary>
    public const string DefaultWord = "default";

    /// <summary>Sizes of files are whole 64 KB extents, as SQL Server allocates them.</summary>
    public const long Extent = 64 * 1024;

    /// <summary>Largest size accepted for a file.</summary>
    public const long MaxFileBytes = 64L << 40;

    /// <summary>Sizes must be a power of two (BLOCKSIZE).</summary>
    public bool PowerOfTwo { get; init; }

    /// <summary>
    /// When set, the value may also be <c>default</c> (read as 0), meaning what this text says; for example
    /// "SQL Server's estimate: stripes x 4 + data files".
    /// </summary>
    public string? DefaultMeaning { get; init; }

    /// <summary>A limit rather than a variable of the experiment: checked, but not part of the case id.</summary>
    public bool IsLimit { get; init; }

    /// <summary>
    /// How a report says one value of it, from its canonical text (e.g. <c>4</c> -> "4 backup files"); null: the
    /// default form of <see cref="Speak"/> ("growth 256 MB", "doublings 24").
    /// </summary>
    public Func<string, string>? Spoken { get; init; }

    /// <summary>What a chart axis or table column calls it (e.g. BUFFERCOUNT, "backup files"); null: its name with spaces.</summary>
    public string? Title { get; init; }

    /// <summary><see cref="Title"/>, or the name with spaces.</summary>
    public string Called => Title ?? Name.Replace('_', ' ');

    /// <summary>A file size in whole extents from 1 MB up to <see cref="MaxFileBytes"/>.</summary>
    public static ParameterSpec FileSize(string name, string defaultValue, string description) =>
        new(name, ParameterKind.Size, [defaultValue], 1L << 20, MaxFileBytes, description, Extent);

    /// <summary>What values are allowed, in words.</summary>
    public string Allowed => Kind switch
    {
        ParameterKind.Switch => "on or off",
        ParameterKind.Size when PowerOfTwo => $"a power of two from {ByteSize.Format(Min)} to {ByteSize.Format(Max)}" + DefaultText,
        ParameterKind.Size => $"a size from {ByteSize.Format(Min)} to {ByteSize.Format(Max)}"
            + (MultipleOf > 1 ? $", a multiple of {ByteSize.Format(MultipleOf)}" : string.Empty)
            + " (units B, KB, MB, GB, TB; 1GB = 1024MB)" + DefaultText,
        _ => string.Create(CultureInfo.InvariantCulture, $"a whole number from {Min} to {Max}") + DefaultText,
    };

    private string DefaultText => DefaultMeaning is null ? string.Empty : $", or {DefaultWord} ({DefaultMeaning})";

    /// <summary>Checks <paramref name="text"/>; on success gives its value (bytes, count, or 1/0 for on/off).</summary>
    public bool TryRead(string text, out long value)
    {
        ArgumentNullException.ThrowIfNull(text);
        value = 0;
        if (DefaultMeaning is not null && text.Trim().Equals(DefaultWord, StringComparison.OrdinalIgnoreCase))
        {
            return true;
        }

        var ok = Kind switch
        {
            ParameterKind.Switch => TrySwitch(text, out value),
            ParameterKind.Size => TrySize(text, out value),
            _ => long.TryParse(text.Trim(), NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out value),
        };
        return ok && value >= Min && value <= Max && value % MultipleOf == 0 && (!PowerOfTwo || long.IsPow2(value));
    }

    /// <summary>
    /// A value as a report says it, from its canonical text: <see cref="Spoken"/> when the parameter has its own words,
    /// else its name and the value (sizes in binary units, "default" as is): "growth 256 MB", "log size 1 MB".
    /// </summary>
    public string Speak(string text)
    {
        ArgumentNullException.ThrowIfNull(text);
        if (Spoken is not null)
        {
            return Spoken(text);
        }

        var value = Kind == ParameterKind.Size && ByteSize.TryParse(text, out var size) ? ByteSize.Spoken(size.Bytes) : text;
        return Name == "size" ? value : $"{Name.Replace('_', ' ')} {value}";
    }

    /// <summary>Words for a count: "1 backup file", "4 backup files".</summary>
    public static Func<string, string> Counted(string noun) => text => text == "1" ? $"1 {noun}" : $"{text} {noun}s";

    /// <summary>Words for a SQL Server option: "BUFFERCOUNT 64", "MAXTRANSFERSIZE 1 MB", "BLOCKSIZE default".</summary>
    public static Func<string, string> Option(string option) =>
        text => $"{option} {(ByteSize.TryParse(text, out var size) && !long.TryParse(text, out _) ? ByteSize.Spoken(size.Bytes) : text)}";

    /// <summary>The canonical text of a value (used in case ids).</summary>
    public string Format(long value) => Kind switch
    {
        _ when value == 0 && DefaultMeaning is not null => DefaultWord,
        ParameterKind.Switch => value != 0 ? "on" : "off",
        ParameterKind.Size => ByteSize.Format(value),
        _ => value.ToString(CultureInfo.InvariantCulture),
    };

    private static bool TrySize(string text, out long value)
    {
        var ok = ByteSize.TryParse(text, out var size);
        value = size.Bytes;
        return ok;
    }

    private static bool TrySwitch(string text, out long value)
    {
        value = text.Trim().ToUpperInvariant() switch
        {
            "ON" or "TRUE" or "1" => 1,
            "OFF" or "FALSE" or "0" => 0,
            _ => -1,
        };
        return value >= 0;
    }
}
