namespace Bench.Plots;

/// <summary>
/// Short labels for case ids ("create/size=1GB/files=1/.../ifi=off"): only the parts that differ between the cases
/// shown together, so a chart of four restores reads "stripes=9 buffer_count=64" rather than the whole id.
/// </summary>
public static class CaseLabels
{
    /// <summary>A label per id; <paramref name="without"/> names parts left out everywhere (e.g. ifi when bars show it).</summary>
    public static IReadOnlyDictionary<string, string> Distinguish(IEnumerable<string> caseIds, params string[] without)
    {
        ArgumentNullException.ThrowIfNull(caseIds);
        var ids = caseIds.Distinct().ToList();
        var parts = ids.ToDictionary(id => id, id => id.Split('/'));
        var keys = parts.Values.SelectMany(p => p.Skip(1)).Select(Key).Distinct().ToList();
        var varying = keys
            .Where(k => !without.Contains(k))
            .Where(k => parts.Values.Select(p => p.Skip(1).FirstOrDefault(s => Key(s) == k)).Distinct().Count() > 1)
            .ToHashSet();
        var scenarios = parts.Values.Select(p => p[0]).Distinct().Count() > 1;
        return parts.ToDictionary(
            kv => kv.Key,
            kv =>
            {
                var shown = kv.Value.Skip(1).Where(s => varying.Contains(Key(s))).ToList();
                if (scenarios || shown.Count == 0)
                {
                    shown.Insert(0, kv.Value[0]);
                }

                return string.Join(' ', shown);
            });
    }

    /// <summary>The id without its ifi part: IFI-on and IFI-off twins share it.</summary>
    public static string WithoutIfi(string caseId) =>
        string.Join('/', (caseId ?? string.Empty).Split('/').Where(s => Key(s) != "ifi"));

    private static string Key(string part) => part.Split('=')[0];
}
