using Bench.Results.Manifest;

namespace Bench.Plots.Report;

/// <summary>
/// The limits a scenario's transfers are held against in one run: the volume's (<see cref="Limit"/>) and, when backups
/// shared the data volume, what it copies reading and writing at once (<see cref="SharedLimit"/>), each the median of the
/// probes before the scenario's groups or else the run's baseline. The sweep charts draw these lines and the report's
/// tables and sentences give shares of them, so both read them here: a chart's change cannot move a finding.
/// </summary>
internal static class RunLimits
{
    /// <summary>
    /// The bandwidth the scenario's transfer is held against (MB/s): the median of what the volume did just before its
    /// groups (limit_mb_s), or, for a run without those measurements, its baseline; null when the run has neither.
    /// </summary>
    /// <remarks>
    /// When the scenario's transfers read and write the one volume at once (<see cref="AtCopyRate"/>), the limit is what
    /// the volume copies reading and writing at once (<see cref="SharedLimit"/>), as tune.md and summary.csv's limit_pct
    /// hold it: its write or read alone (<see cref="Alone"/>) is a speed no such transfer can reach.
    /// </remarks>
    public static double? Limit(RunSummary run, ScenarioInfo scenario) => AtCopyRate(run, scenario) ? SharedLimit(run, scenario) : Alone(run, scenario);

    /// <summary>The volume's rate in the scenario's direction alone (write for a restore, read for a backup), whether or not its backups share it.</summary>
    public static double? Alone(RunSummary run, ScenarioInfo scenario)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        return Measured(run, scenario, r => scenario.TransferLimit.RateIn(r)) ?? scenario.TransferLimit.RateIn(run.Manifest.Baseline);
    }

    /// <summary>
    /// Whether the scenario's transfers are held against the copy rate: its backups shared the data volume (a scenario with
    /// <see cref="ScenarioInfo.SharedVolume"/>), the run measured that rate and it is below the direction's alone; not a
    /// backup with compressed cases, which writes less than it reads (its ceiling lies between the copy and the read).
    /// </summary>
    public static bool AtCopyRate(RunSummary run, ScenarioInfo scenario)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        return scenario.SharedVolume is not null && BackupsShared(run) && SharedLimit(run, scenario) is { } copy && Alone(run, scenario) is { } alone && copy < alone
            && !(scenario.TransferLimit == TransferLimit.Read && run.Summary.Any(s => s.Scenario == scenario.Name && s.Parameters.Compression == true));
    }

    /// <summary>Whether the run's backups were on the data volume (or where they were is not recorded).</summary>
    public static bool BackupsShared(RunSummary run)
    {
        ArgumentNullException.ThrowIfNull(run);
        return run.Manifest.BackupVolume is null || run.Manifest.BackupVolume.MountPoint == run.Manifest.Volume.MountPoint;
    }

    /// <summary>
    /// What the volume copies reading and writing at once (MB/s), the limit of a transfer whose backups share the data
    /// volume; null when the run did not measure it (backups elsewhere, or no baseline) or the scenario moves no data.
    /// </summary>
    public static double? SharedLimit(RunSummary run, ScenarioInfo scenario)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        return !scenario.IsTransfer ? null : Measured(run, scenario, r => r.ReadWriteMbS) ?? run.Manifest.Baseline?.ReadWriteMbS;
    }

    /// <summary>
    /// The limit one case is held against: the one measured before its groups (<paramref name="measured"/>, its rows'
    /// median) when the run measured the volume before its groups of transfers, else the run's <paramref name="limit"/>.
    /// </summary>
    public static double Own(RunSummary run, double? measured, double limit)
    {
        ArgumentNullException.ThrowIfNull(run);
        return run.Manifest.LimitProbes.Count > 0 && measured is > 0 ? measured.Value : limit;
    }

    /// <summary>
    /// The median of the distinct probes taken before the scenario's groups (manifest limit_probes), each counted once
    /// whatever the number of cases held against it, in the rate <paramref name="rate"/> picks; null when the run did not
    /// measure the volume before its groups of transfers (an older run, or every probe failed) or none preceded the
    /// scenario's rows.
    /// </summary>
    /// <remarks>
    /// A plain median of the probes, as the chart's label says ("median of the probes before each group"), which a reader
    /// checks against the console's "limit now:" lines: not an estimate over the cases' own limit medians, which counts a
    /// probe as often as cases met it and lands on a figure no probe measured (504 for probes of 482, 504 and 992 MB/s was
    /// once drawn as 637). A row met the last probe taken at or before its start.
    /// </remarks>
    public static double? Measured(RunSummary run, ScenarioInfo scenario, Func<VolumeBaseline, double?> rate)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        ArgumentNullException.ThrowIfNull(rate);
        var values = Probes(run, scenario).Select(p => rate(p.Rates)).OfType<double>().Where(v => v > 0).ToList();
        return values.Count == 0 ? null : Math.Round(Figures.Ratios.Median(values), 1);
    }

    /// <summary>The probes the scenario's rows met: for each row, the last probe taken at or before its start; each once, in the order taken.</summary>
    public static IReadOnlyList<LimitProbe> Probes(RunSummary run, ScenarioInfo scenario)
    {
        ArgumentNullException.ThrowIfNull(run);
        ArgumentNullException.ThrowIfNull(scenario);
        var probes = run.Manifest.LimitProbes.OrderBy(p => p.AtUtc).ToList();
        if (probes.Count == 0)
        {
            return [];
        }

        return run.Rows.Where(r => r.Scenario == scenario.Name)
            .Select(r => probes.LastOrDefault(p => p.AtUtc <= r.StartedUtc))
            .OfType<LimitProbe>()
            .Distinct()
            .OrderBy(p => p.AtUtc)
            .ToList();
    }
}
