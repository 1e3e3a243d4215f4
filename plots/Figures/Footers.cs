namespace Bench.Plots.Figures;

/// <summary>The footer every chart of a run carries, so a chart pasted on its own still names its run, machine, volume and date.</summary>
internal static class Footers
{
    /// <summary>"run ssd · host vm (/mnt/ssd, ext4) · 2026-11-23 11:06 UTC · profile quick".</summary>
    public static ChartFooter Of(RunSummary run) => new(run.Label, Host(run), run.Manifest.StartedUtc, run.Manifest.MatrixSource);

    /// <summary>The footer of a chart over several runs: their labels, hosts, and the latest start.</summary>
    public static ChartFooter Of(IReadOnlyList<RunSummary> runs) => new(
        string.Join(" vs ", runs.Select(r => r.Label)),
        string.Join("; ", runs.Select(Host).Distinct(StringComparer.Ordinal)),
        runs.Max(r => r.Manifest.StartedUtc),
        string.Join(", ", runs.Select(r => r.Manifest.MatrixSource).Distinct(StringComparer.Ordinal)));

    private static string Host(RunSummary run)
    {
        var volume = run.Manifest.Volume;
        var where = string.Join(", ", new[] { volume.Path, volume.FileSystem }.Where(s => !string.IsNullOrWhiteSpace(s)));
        return where.Length == 0 ? run.Manifest.Host.MachineName : $"{run.Manifest.Host.MachineName} ({where})";
    }
}
