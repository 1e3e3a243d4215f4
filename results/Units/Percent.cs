using System.Globalization;

namespace Bench.Results.Units;

/// <summary>A share as tables give it: whole percent ("53%"), or "-" when there is none.</summary>
public static class Percent
{
    /// <summary><paramref name="percent"/> (already in percent) rounded to a whole one, e.g. 52.55 as "53%"; "-" for null.</summary>
    public static string Whole(double? percent) =>
        percent is { } p ? p.ToString("0", CultureInfo.InvariantCulture) + "%" : "-";
}
