using Bench.Plots.Figures;
using Bench.Results.Cases;
using Bench.Results.Manifest;

namespace Bench.Plots.Report;

/// <summary>
/// Hosts side by side: each run is a column named by its host (never added to another), per headline case (for each
/// scenario, the case all runs have that takes longest), the IFI off/on ratio of each scenario that compares its
/// twins, and the median transfer MB/s of each scenario that moves data; and sentences holding the slowest host
/// against the fastest.
/// </summary>
public static class FleetView
{
    /// <summary>The fleet section of <paramref name="runs"/>; null for fewer than two runs.</summary>
    public static FleetSection? Of(IReadOnlyList<RunSummary> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        if (runs.Count < 2)
        {
            return null;
        }

        var columns = Columns(runs);
        var hosts = runs.Select((r, i) =>
        {
            var fleet = FleetInfo.Of(r.Manifest);
            return (IReadOnlyList<string>)[columns[i], fleet.Host, r.Manifest.RunId, fleet.Fleet ?? string.Empty, fleet.MachineId, fleet.VolumeId,
                r.Manifest.StartedUtc.ToString("yyyy-MM-dd HH:mm:ss", CultureInfo.InvariantCulture)];
        }).ToList();

        var charts = new List<IChart>();
        var footer = Footers.Of(runs);
        var findings = new List<string>();
        var headline = Headline(runs);
        var caseRows = new List<IReadOnlyList<string>>();
        if (headline.Count > 0)
        {
            // Each case described as the report's tables describe it ("BACKUP DATABASE: 1 backup file, compressed"), a host
            // without it marked "no data", as fleet-transfer marks a scenario a host did not run.
            var titles = ReportTables.Titles(headline);
            var medians = headline.ToDictionary(id => id, id => runs.Select(r => r.Summary.FirstOrDefault(s => s.CaseId.Equals(id) && s.MedianMs is not null)).ToList());
            var groups = headline.Select(id => new BarGroup(
                titles[id],
                medians[id].Select((row, i) => (Column: columns[i], Row: row)).Where(x => x.Row is not null)
                    .Select(x => new Bar(x.Column, x.Row!.MedianMs!.Value, Finite(x.Row.Ci95LowerMs), Finite(x.Row.Ci95UpperMs)))
                    .ToList(),
                Missing(columns, medians[id].Select(row => row?.MedianMs).ToList()))).ToList();
            charts.Add(new BarChart("fleet-cases", "fleet: headline cases per host (median, 95% CI)", "case", new ValueAxis("elapsed time", "ms"), groups, footer) { Legend = true });
            foreach (var id in headline)
            {
                caseRows.Add([titles[id], .. medians[id].Select(row => row is null ? "-" : Findings.Time(row.MedianMs!.Value))]);
                var known = medians[id].Select((row, i) => (Row: row, Column: columns[i])).Where(x => x.Row is not null).ToList();
                var slow = known.MaxBy(x => x.Row!.MedianMs!.Value);
                var fast = known.MinBy(x => x.Row!.MedianMs!.Value);
                if (known.Count > 1 && slow.Column != fast.Column)
                {
                    var (slowMs, fastMs) = (slow.Row!.MedianMs!.Value, fast.Row!.MedianMs!.Value);
                    findings.Add($"{titles[id]}: {slow.Column} takes {Ratios.Text(slowMs / fastMs)} as long as {fast.Column} ({Findings.Time(slowMs)} against {Findings.Time(fastMs)}).");
                }
            }
        }

        var ifi = ScenarioCatalog.Infos.Where(s => s.ComparesIfi)
            .Select(s => (s.Name, Values: runs.Select(r => Median(r.Summary.Where(x => x.Scenario == s.Name && x.CaseId.Ifi == false).Select(x => x.IfiOffOnRatio))).ToList()))
            .Where(s => s.Values.Any(v => v is not null))
            .ToList();
        if (ifi.Count > 0)
        {
            // Ratios that span tenfold (a create's hundreds beside a restore's 1.4) on a log axis, as the IFI charts draw them.
            var ratios = ifi.SelectMany(s => s.Values).OfType<double>().Where(v => v > 0).ToList();
            var log = ratios.Count > 0 && ratios.Max() / ratios.Min() >= 10;
            charts.Add(new BarChart(
                "fleet-ifi", "fleet: IFI off/on time ratio per host (median over the IFI pairs)", "scenario",
                new ValueAxis("IFI off/on time ratio", null, log ? AxisScale.Log10 : AxisScale.Linear),
                ifi.Select(s => new BarGroup(s.Name, Bars(columns, s.Values), Missing(columns, s.Values))).ToList(), footer)
            {
                Legend = true,
                Subtitle = Subtitle.LogScale(log) is { Length: > 0 } scale ? scale : null,
            });
        }

        var moving = ScenarioCatalog.Infos.Where(s => s.IsTransfer)
            .Select(s => (Info: s, Values: runs.Select(r => Median(r.Summary.Where(x => x.Scenario == s.Name).Select(x => x.TransferMbSMedian))).ToList()))
            .Where(s => s.Values.Any(v => v is not null))
            .ToList();
        if (moving.Count > 0)
        {
            charts.Add(new BarChart(
                "fleet-transfer", "fleet: transfer MB/s per host (median over the scenario's cases)", "scenario", new ValueAxis("transfer", "MB/s"),
                moving.Select(s => new BarGroup(s.Info.Name, Bars(columns, s.Values), Missing(columns, s.Values))).ToList(), footer) { Legend = true });
            foreach (var (info, values) in moving)
            {
                var known = values.Select((v, i) => (Value: v, Column: columns[i])).Where(v => v.Value is not null).ToList();
                var slow = known.MinBy(v => v.Value!.Value);
                var fast = known.MaxBy(v => v.Value!.Value);
                if (known.Count > 1 && slow.Column != fast.Column)
                {
                    findings.Add(string.Create(CultureInfo.InvariantCulture,
                        $"{slow.Column} {Doing(info)} at {100 * slow.Value!.Value / fast.Value!.Value:0}% of {fast.Column}'s speed ({slow.Value:#,0} against {fast.Value:#,0} MB/s, medians of the transfer phase)."));
                }
            }
        }

        return new FleetSection(hosts, caseRows, ["case", .. columns], charts, findings);
    }

    /// <summary>The column name of each run: its host, or host/label, or host/run id where that is still not unique.</summary>
    public static IReadOnlyList<string> Columns(IReadOnlyList<RunSummary> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        var hosts = runs.Select(r => FleetInfo.Of(r.Manifest).Host).ToList();
        var withLabel = runs.Select((r, i) => hosts.Count(h => h == hosts[i]) == 1 ? hosts[i] : $"{hosts[i]}/{r.Label}").ToList();
        return runs.Select((r, i) => withLabel.Count(h => h == withLabel[i]) == 1 ? withLabel[i] : $"{hosts[i]}/{r.Manifest.RunId}").ToList();
    }

    /// <summary>
    /// For each scenario, of the cases with an ok median in the most runs (every run's, unless a run lacks the scenario or
    /// its cases), the one that takes longest in any of them.
    /// </summary>
    private static List<CaseId> Headline(IReadOnlyList<RunSummary> runs)
    {
        var measured = runs.SelectMany(r => r.Summary.Where(s => s.MedianMs is not null).Select(s => (s.CaseId, s.MedianMs!.Value))).ToList();
        return ScenarioCatalog.Infos
            .Select(s => measured.Where(m => m.CaseId.Scenario == s.Name)
                .GroupBy(m => m.CaseId)
                .OrderByDescending(g => g.Count())
                .ThenByDescending(g => g.Max(m => m.Value))
                .Select(g => g.Key)
                .FirstOrDefault())
            .OfType<CaseId>()
            .ToList();
    }

    private static string Doing(ScenarioInfo info) => info.Activity is { } activity ? activity : $"running {info.Name}";

    private static List<Bar> Bars(IReadOnlyList<string> columns, IReadOnlyList<double?> values) =>
        values.Select((v, i) => (v, i)).Where(x => x.v is not null).Select(x => new Bar(columns[x.i], x.v!.Value)).ToList();

    /// <summary>The note over a group some hosts have no value in: "no data: sql-03" (a host that did not run the scenario); null when all have one.</summary>
    private static string? Missing(IReadOnlyList<string> columns, List<double?> values)
    {
        var missing = columns.Where((_, i) => values[i] is null).ToList();
        return missing.Count == 0 ? null : $"no data: {string.Join(", ", missing)}";
    }

    private static double? Median(IEnumerable<double?> values)
    {
        var known = values.OfType<double>().Where(double.IsFinite).ToList();
        return known.Count == 0 ? null : SampleSummary.Of(known).Median;
    }

    private static double? Finite(double? value) => value is { } v && double.IsFinite(v) ? v : null;
}
