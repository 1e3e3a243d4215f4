using Bench.Results.Manifest;

namespace Bench.Plots.Report;

/// <summary>
/// A baseline measured on a cold volume: every probe the run took later, before its groups of transfers (manifest
/// limit_probes), wrote faster than the baseline did, their median by <see cref="Margin"/> or more. The forecast and the
/// study's efficiency are built on the baseline, so both are then too slow, and the run's first cases may have met the
/// same cold volume (c1 L9: a RAM volume's baseline wrote 1,318 MB/s, its probes 1,454 to 3,289; the forecast said 9 min
/// 08 s for a run of 1 min 58 s).
/// </summary>
public static class ColdBaseline
{
    /// <summary>How much faster than the baseline the probes' median must write: 1.25x, past what a shared volume's probes scatter by between groups.</summary>
    public const double Margin = 1.25;

    /// <summary>The probes' write rates (MB/s) when the baseline looks cold (each later probe faster, their median by <see cref="Margin"/>); null otherwise.</summary>
    public static (double Baseline, double Slowest, double Median, double Fastest)? Of(RunManifest manifest)
    {
        ArgumentNullException.ThrowIfNull(manifest);
        if (manifest.Baseline is not { WriteMbS: > 0 } baseline)
        {
            return null;
        }

        var probes = manifest.LimitProbes.Where(p => p.AtUtc >= manifest.StartedUtc).Select(p => p.Rates.WriteMbS).Where(v => v > 0).Order().ToList();
        if (probes.Count < 2 || probes[0] <= baseline.WriteMbS)
        {
            return null;
        }

        var median = Figures.Ratios.Median(probes);
        return median >= Margin * baseline.WriteMbS ? (baseline.WriteMbS, probes[0], median, probes[^1]) : null;
    }

    /// <summary>
    /// "the baseline looks cold: it wrote 1,318 MB/s, below every later probe (1,454 to 3,289 MB/s, median 2,400), so the
    /// forecast and the efficiency built on it are too slow, and the first cases may have met a cold volume"; null when it does not.
    /// </summary>
    public static string? Sentence(RunManifest manifest) => Of(manifest) is { } c
        ? string.Create(CultureInfo.InvariantCulture, $"the baseline looks cold: it wrote {c.Baseline:#,0} MB/s, below every later probe ({c.Slowest:#,0} to {c.Fastest:#,0} MB/s, median {c.Median:#,0}), so the forecast and the efficiency built on it are too slow, and the first cases may have met a cold volume")
        : null;
}
