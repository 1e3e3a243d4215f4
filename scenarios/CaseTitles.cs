namespace Bench.Scenarios;

/// <summary>
/// Short titles for a set of case ids: the scenario, the parameters whose values differ between its cases, and
/// ifi. <c>create/size=1GB/files=1/log_size=1MB/write_size=4MB/ifi=off</c> becomes <c>create size=1GB ifi=off</c>
/// when only size and ifi vary.
/// </summary>
public static class CaseTitles
{
    /// <summary>Title of each id.</summary>
    public static IReadOnlyDictionary<string, string> Shorten(IEnumerable<string> caseIds)
    {
        ArgumentNullException.ThrowIfNull(caseIds);
        var parsed = caseIds.Distinct().Select(id => (Id: id, Parts: id.Split('/'))).ToList();
        var titles = new Dictionary<string, string>();
        foreach (var scenario in parsed.GroupBy(p => p.Parts[0]))
        {
            var varying = scenario
                .SelectMany(p => p.Parts.Skip(1))
                .GroupBy(pair => pair.Split('=')[0])
                .Where(values => values.Key == "ifi" || values.Distinct().Count() > 1)
                .Select(values => values.Key)
                .ToHashSet();
            foreach (var (id, parts) in scenario)
            {
                var shown = parts.Skip(1).Where(pair => varying.Contains(pair.Split('=')[0]));
                titles[id] = string.Join(' ', parts.Take(1).Concat(shown));
            }
        }

        return titles;
    }
}
