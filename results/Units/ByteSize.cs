using System.Globalization;

namespace Bench.Results.Units;

/// <summary>
/// A size in bytes, as people write it: <c>4MB</c>, <c>1GB</c>, <c>512KB</c>, or a plain number of bytes.
/// Units are binary, as in SQL Server's <c>SIZE = 10GB</c> (1 GB = 1024 MB).
/// </summary>
/// <param name="Bytes">The size in bytes.</param>
public readonly record struct ByteSize(long Bytes)
{
    private static readonly (string Suffix, long Factor)[] Units =
    [
        ("TB", 1L << 40), ("TIB", 1L << 40),
        ("GB", 1L << 30), ("GIB", 1L << 30),
        ("MB", 1L << 20), ("MIB", 1L << 20),
        ("KB", 1L << 10), ("KIB", 1L << 10),
        ("B", 1),
    ];

    /// <summary>Parses <paramref name="text"/>; false when it is not a whole number with an optional unit.</summary>
    public static bool TryParse(string? text, out ByteSize size)
    {
        size = default;
        var value = text?.Trim().ToUpperInvariant();
        if (string.IsNullOrEmpty(value))
        {
            return false;
        }

        long factor = 1;
        foreach (var (suffix, unitFactor) in Units)
        {
            if (value.EndsWith(suffix, StringComparison.Ordinal))
            {
                factor = unitFactor;
                value = value[..^suffix.Length].TrimEnd();
                break;
            }
        }

        if (!long.TryParse(value, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out var number))
        {
            return false;
        }

        try
        {
            size = new ByteSize(checked(number * factor));
            return true;
        }
        catch (OverflowException)
        {
            return false;
        }
    }

    /// <summary>
    /// What a refused size most likely meant, as a refusal's problem ends it: "sizes are whole numbers with a unit: did you
    /// mean 10GB?" for 10G or 10g (a unit letter without its B), "... did you mean 1536MB?" for 1.5GB (a fraction, in
    /// the largest unit that holds it whole); null when <paramref name="text"/> parses, or nothing near it does (a fraction
    /// too large for a size is checked before it is multiplied, so it gets no hint rather than an overflow).
    /// </summary>
    public static string? Hint(string? text)
    {
        var value = text?.Trim().ToUpperInvariant();
        if (string.IsNullOrEmpty(value) || TryParse(value, out _))
        {
            return null;
        }

        // 10G, 10M: the unit's letter alone.
        var meant = value.Length > 1 && "TGMK".Contains(value[^1], StringComparison.Ordinal) && TryParse(value + "B", out var lettered) ? Format(lettered.Bytes) : null;
        foreach (var (suffix, factor) in Units)
        {
            if (meant is null && suffix.Length == 2 && value.EndsWith(suffix, StringComparison.Ordinal)
                && decimal.TryParse(value[..^suffix.Length].TrimEnd(), NumberStyles.AllowDecimalPoint, CultureInfo.InvariantCulture, out var number)
                && number > 0 && number <= long.MaxValue / (decimal)factor && number * factor is var bytes && bytes == decimal.Truncate(bytes))
            {
                meant = Format((long)bytes);
            }
        }

        return meant is null ? null : $"sizes are whole numbers with a unit: did you mean {meant}?";
    }

    /// <summary>The shortest exact form: <c>1GB</c>, <c>1536MB</c>, <c>4KB</c>, <c>100B</c>.</summary>
    public static string Format(long bytes)
    {
        foreach (var (suffix, factor) in Units)
        {
            if (suffix.Length == 2 && bytes != 0 && bytes % factor == 0)
            {
                return string.Create(CultureInfo.InvariantCulture, $"{bytes / factor}{suffix}");
            }
        }

        return string.Create(CultureInfo.InvariantCulture, $"{bytes}B");
    }

    /// <summary>A rounded form for messages: <c>3.2 GiB</c>.</summary>
    public static string Human(long bytes)
    {
        string[] names = ["B", "KiB", "MiB", "GiB", "TiB"];
        double value = bytes;
        var unit = 0;
        while (Math.Abs(value) >= 1024 && unit < names.Length - 1)
        {
            value /= 1024;
            unit++;
        }

        return string.Create(CultureInfo.InvariantCulture, $"{value:0.#} {names[unit]}");
    }

    /// <summary>A size as a report says it, in binary units: <c>64 KB</c>, <c>512 MB</c>, <c>1 GB</c>, <c>1.5 TB</c>.</summary>
    public static string Spoken(long bytes) => bytes switch
    {
        >= 1L << 40 => (bytes / (double)(1L << 40)).ToString("0.##", CultureInfo.InvariantCulture) + " TB",
        >= 1L << 30 => (bytes / (double)(1L << 30)).ToString("0.##", CultureInfo.InvariantCulture) + " GB",
        >= 1L << 20 => (bytes / (double)(1L << 20)).ToString("0.##", CultureInfo.InvariantCulture) + " MB",
        >= 1L << 10 => (bytes / 1024.0).ToString("0.##", CultureInfo.InvariantCulture) + " KB",
        _ => bytes.ToString(CultureInfo.InvariantCulture) + " B",
    };

    /// <summary>The shortest exact form (<see cref="Format"/>).</summary>
    public override string ToString() => Format(Bytes);
}
