using System.Text.RegularExpressions;
using Bench.Results.Units;

namespace Bench.Harness.Runner;

/// <summary>A fixture's key as the progress lines say it: its sizes in the units case ids use (size=256MB, not size=268435456).</summary>
public static partial class FixtureWords
{
    /// <summary><paramref name="key"/> (<c>backup/size=268435456/files=1/...</c>) with each size in units: <c>backup/size=256MB/files=1/...</c>.</summary>
    public static string Of(string key)
    {
        ArgumentNullException.ThrowIfNull(key);
        return Size().Replace(key, m => m.Groups[1].Value + ByteSize.Format(long.Parse(m.Groups[2].Value, System.Globalization.CultureInfo.InvariantCulture)));
    }

    [GeneratedRegex(@"(\bsize=)(\d{1,18})(?=/|$)")]
    private static partial Regex Size();
}
