using System.Globalization;
using Bench.Harness.Volume;
using Bench.Results.Cases;
using Bench.Results.Manifest;

namespace Bench.Harness.Runner;

/// <summary>
/// A run's wall time predicted before its first case, from the volume's measured rates and what each case and fixture
/// asks of the volume (<see cref="Bench.Scenarios.CaseWork"/>): every run of the schedule still to do, each group's
/// fixture made (its removal overlapping the next one's making where both exist), the files deleted, the harness's own
/// time per case, and the report.
/// </summary>
/// <param name="CasesSeconds">The cases' own work, every repetition.</param>
/// <param name="FixturesSeconds">Making the fixtures.</param>
/// <param name="DeletionSeconds">Deleting the cases' files and the fixtures, where nothing overlaps it.</param>
/// <param name="HarnessSeconds">The harness's own time around cases (<see cref="PerCaseSeconds"/> each).</param>
/// <param name="ReportingSeconds">Summary, manifest, charts and report.</param>
/// <param name="MeasuredSeconds">What the run has already spent measuring the volume (baseline, probe).</param>
/// <param name="Rates">The rates it rests on.</param>
public sealed record RunForecast(
    double CasesSeconds, double FixturesSeconds, double DeletionSeconds, double HarnessSeconds, double ReportingSeconds, double MeasuredSeconds, VolumeRates Rates)
{
    /// <summary>The harness's own time around one case: opening files, counters and memory readings, the row written.</summary>
    public const double PerCaseSeconds = 0.02;

    /// <summary>Writing the report: a fixed part (summary, manifest, the page) and a part per case (its charts and rows).</summary>
    public const double ReportSeconds = 2;

    /// <summary>The report's part per case.</summary>
    public const double ReportSecondsPerCase = 0.05;

    /// <summary>What the short probe does, in words.</summary>
    public static string ProbeWords => string.Create(
        CultureInfo.InvariantCulture, $"about {(RateProbe.Bytes + (2 * RateProbe.BandwidthBytes)) >> 20} MB written and read with direct I/O");

    /// <summary>Seconds a baseline (or limit probe) with a file of <paramref name="bytes"/> takes at <paramref name="rates"/>: the file written, then read.</summary>
    public static double BaselineSeconds(long bytes, VolumeRates rates)
    {
        ArgumentNullException.ThrowIfNull(rates);
        return (bytes / 1e6 / Math.Max(1, rates.WriteMbS)) + (bytes / 1e6 / Math.Max(1, rates.ReadMbS));
    }

    /// <summary>Measuring the volume again before each group of transfers (<see cref="LimitProbes"/>).</summary>
    public double ProbesSeconds { get; init; }

    /// <summary>The whole run's wall time.</summary>
    public double TotalSeconds => CasesSeconds + FixturesSeconds + DeletionSeconds + HarnessSeconds + ReportingSeconds + MeasuredSeconds + ProbesSeconds;

    /// <summary>
    /// Seconds the limit probes of <paramref name="plan"/>'s groups of transfers take at <paramref name="rates"/>: one
    /// before each group and one more for every <see cref="LimitProbes.MaxAge"/> of its cases' forecast time, at most one
    /// between two of its cases (the runner measures again only there); each writes
    /// and reads its file (no larger than <paramref name="largest"/>), and with <paramref name="readWhileWriting"/> reads it
    /// again while writing a copy; groups whose runs are all in <paramref name="finished"/> are not probed.
    /// </summary>
    public static double LimitProbeSeconds(RunPlan plan, VolumeRates rates, long largest, bool readWhileWriting, IReadOnlySet<Trial>? finished = null)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(rates);
        var passes = readWhileWriting ? 2 : 1;
        return plan.Groups
            .Select(g => g.Runs.Where(r => finished?.Contains(new Trial(r.Case.Id, r.Repetition)) != true).ToList())
            .Where(runs => runs.Count > 0 && LimitProbes.Before(runs))
            .Sum(runs => (1 + Math.Min(runs.Count - 1, Math.Floor(runs.Sum(r => rates.Seconds(r.Case.Work)) / LimitProbes.MaxAge.TotalSeconds)))
                * passes * BaselineSeconds(Math.Min(largest, LimitProbes.Bytes(runs)), rates));
    }

    /// <summary>
    /// The forecast of <paramref name="plan"/>'s runs not in <paramref name="finished"/>, with <paramref name="rates"/>;
    /// <paramref name="measuredSeconds"/> already spent measuring the volume.
    /// </summary>
    public static RunForecast Of(RunPlan plan, VolumeRates rates, double measuredSeconds, IReadOnlySet<Trial>? finished = null)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(rates);
        double cases = 0, fixtures = 0, deletion = 0;
        var runs = 0;
        var ran = plan.Groups
            .Select(g => (Group: g, Runs: g.Runs.Where(r => finished?.Contains(new Trial(r.Case.Id, r.Repetition)) != true).ToList()))
            .ToList();
        for (var i = 0; i < ran.Count; i++)
        {
            var (group, todo) = ran[i];
            if (todo.Count == 0)
            {
                continue;
            }

            runs += todo.Count;
            cases += todo.Sum(r => rates.Seconds(r.Case.Work));
            deletion += todo.Sum(r => rates.DeleteSeconds(r.Case.Work));
            if (group.Fixture is { } fixture)
            {
                fixtures += rates.Seconds(fixture.Work);
                var removal = rates.DeleteSeconds(fixture.Work);
                var next = i + 1 < ran.Count && ran[i + 1].Runs.Count > 0 ? ran[i + 1].Group.Fixture : null;
                deletion += next is null ? removal : Math.Max(0, removal - rates.Seconds(next.Work));
            }
        }

        return new RunForecast(cases, fixtures, deletion, runs * PerCaseSeconds, ReportSeconds + (plan.Cases.Count * ReportSecondsPerCase), measuredSeconds, rates);
    }

    /// <summary>The forecast in words: the total, its parts, and what it rests on.</summary>
    public string Describe() => string.Create(
        CultureInfo.InvariantCulture,
        $"about {Duration(TotalSeconds)} (cases {Duration(CasesSeconds)}, fixtures {Duration(FixturesSeconds)}, deletion {Duration(DeletionSeconds)}, "
        + $"{(ProbesSeconds > 0 ? $"limit probes {Duration(ProbesSeconds)}, " : string.Empty)}report {Duration(ReportingSeconds)})");

    /// <summary>The rates in words.</summary>
    public string DescribeRates() => string.Create(
        CultureInfo.InvariantCulture,
        $"from {Rates.Source}: write {Rates.WriteMbS:0} MB/s, read {Rates.ReadMbS:0} MB/s, a 1 MB request alone +{Rates.WriteLatencyMs:0.0} ms written / +{Rates.ReadLatencyMs:0.0} ms read, "
        + $"4 KB requests {Rates.SmallRequestsPerSecond:#,0}/s, flush {Rates.FlushMs:0.0} ms, deletion {Rates.DeleteMsPerGb:0} ms/GB, codec {Rates.CompressMbS:0} / {Rates.DecompressMbS:0} MB/s per core x {Rates.Cores}");

    /// <summary>
    /// The warning a forecast carries when other processes took at least <see cref="CpuInfo.SharedFromPct"/> of the
    /// machine's CPU time (<paramref name="othersBusyPct"/>) while the volume was measured for it: its rates are then
    /// likely off (a probe at 16 MB/s with dd at 115 a minute later; a run forecast at 48 min took 16, a matrix forecast
    /// at 7 h was a 16-minute run), so the total is too; null when they took less or it was not measured.
    /// <paramref name="run"/>: said before a run (whose eta learns from its rows), else by `bench matrix`.
    /// </summary>
    public static string? LoadCaution(double? othersBusyPct, bool run = true) =>
        othersBusyPct is { } others && others >= CpuInfo.SharedFromPct
            ? string.Create(CultureInfo.InvariantCulture, $"LIKELY FAR OFF: other processes kept the CPUs {others:0}% busy while the volume was measured, so its rates and this forecast may be several times off (seen: a forecast 3x to 26x too long). ")
                + (run ? "The progress line's eta learns from the rows as they finish: trust it after a few rows of each kind." : "Forecast again when the machine is quieter, or trust a run's eta after a few rows.")
            : null;

    /// <summary>A duration for people: 2 h 05 min, 9 min 40 s, 12.3 s.</summary>
    public static string Duration(double seconds) => seconds switch
    {
        >= 3600 => string.Create(CultureInfo.InvariantCulture, $"{(int)(seconds / 3600)} h {(int)(seconds % 3600 / 60):00} min"),
        >= 60 => string.Create(CultureInfo.InvariantCulture, $"{(int)(seconds / 60)} min {(int)(seconds % 60):00} s"),
        _ => string.Create(CultureInfo.InvariantCulture, $"{seconds:0.0} s"),
    };
}
