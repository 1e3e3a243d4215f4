using System.Globalization;
using Bench.Results;
using Bench.Results.Comparison;
using Bench.Results.Statistics;

namespace Bench.Plots.Report;

/// <summary>The report's tables as rows of text, shared by the HTML and Markdown writers.</summary>
public static class ReportTables
{
    /// <summary>Columns of the environment table.</summary>
    public static IReadOnlyList<string> EnvironmentHeader { get; } =
        ["run", "target", "host", "volume", "file system", "allocation unit", "rotational", "model", "SQL Server", "IFI as verified", "baseline write / read MB/s"];

    /// <summary>Columns of the summary table.</summary>
    public static IReadOnlyList<string> SummaryHeader { get; } = ["case", "n", "median ms", "95% CI ms", "MB/s", "transfer MB/s", "IFI off/on"];

    /// <summary>Columns of the comparison table.</summary>
    public static IReadOnlyList<string> ComparisonHeader { get; } = ["case", "runs", "median ms", "ratio", "95% CI", "p", "verdict", "note"];

    /// <summary>Columns of the estimates table.</summary>
    public static IReadOnlyList<string> EstimateHeader { get; } = ["run", "scenario", "IFI", "size", "estimate", "95% CI", "fixed cost", "rate MB/s", "fitted on"];

    /// <summary>A run's environment row.</summary>
    public static IReadOnlyList<string> Environment(RunSummary run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var m = run.Manifest;
        return
        [
            run.Label, m.Target, $"{m.Host.Os}, {m.Host.Cpu ?? "?"}, {m.Host.Cores} cores", $"{m.Volume.Path} on {m.Volume.Device}",
            m.Volume.FileSystem ?? "?", m.Volume.AllocationUnitBytes is { } unit ? string.Create(CultureInfo.InvariantCulture, $"{unit} B") : "?",
            m.Volume.Rotational switch { true => "yes", false => "no", _ => "?" }, m.Volume.Model ?? "?", m.SqlServer ?? "-", m.IfiState,
            m.Baseline is { } b ? string.Create(CultureInfo.InvariantCulture, $"{b.WriteMbS:0} / {b.ReadMbS:0}") : "-",
        ];
    }

    /// <summary>A summary row.</summary>
    public static IReadOnlyList<string> Summary(SummaryRow s)
    {
        ArgumentNullException.ThrowIfNull(s);
        return
        [
            s.CaseId.ToString(), N(s.N), F(s.MedianMs), s.Ci95LowerMs is { } lo && double.IsFinite(lo) ? $"{F(lo)} .. {F(s.Ci95UpperMs)}" : "-",
            F(s.ThroughputMbSMedian), F(s.TransferMbSMedian), s.IfiOffOnRatio is { } r ? F(r) + "x" : "-",
        ];
    }

    /// <summary>A comparison row.</summary>
    public static IReadOnlyList<string> Comparison(ComparisonRow c)
    {
        ArgumentNullException.ThrowIfNull(c);
        return
        [
            c.CaseId.ToString(), $"{c.Baseline} ({N(c.NBaseline)}) vs {c.Label} ({N(c.N)})", $"{F(c.MedianBaselineMs)} vs {F(c.MedianMs)}", F(c.Ratio),
            c.RatioCiLower is { } lo ? $"{F(lo)} .. {F(c.RatioCiUpper)}" : "-", F(c.PValue), c.Verdict.Replace('_', ' '), c.Note ?? string.Empty,
        ];
    }

    /// <summary>An estimate row.</summary>
    public static IReadOnlyList<string> Estimate(Estimate e)
    {
        ArgumentNullException.ThrowIfNull(e);
        return
        [
            e.Run, e.Scenario, e.Ifi ? "on" : "off", Findings.Size(e.SizeBytes), Findings.Time(e.Ms), $"{Findings.Time(e.LowerMs)} .. {Findings.Time(e.UpperMs)}",
            Findings.Time(Math.Max(0, e.FixedMs)), F(e.RateMbS), e.Points,
        ];
    }

    private static string N(int n) => n.ToString(CultureInfo.InvariantCulture);

    private static string F(double? value) => value is { } v && double.IsFinite(v)
        ? v.ToString(Math.Abs(v) >= 100 ? "0" : Math.Abs(v) >= 1 ? "0.##" : "0.####", CultureInfo.InvariantCulture)
        : "-";
}
