using Bench.Results.Cases;
using Bench.Results.Manifest;

namespace Bench.Plots.Report;

/// <summary>
/// The runs of a fleet report: those of one matrix (the matrix most runs ran; on a tie, the first run's), the others
/// named and left out with the reason, since their cases cannot be set side by side.
/// </summary>
public static class FleetRuns
{
    /// <summary>The runs kept, and one sentence per run left out.</summary>
    public static (IReadOnlyList<RunSummary> Kept, IReadOnlyList<string> LeftOut) OfOneMatrix(IReadOnlyList<RunSummary> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        if (runs.Count == 0)
        {
            return (runs, []);
        }

        var hashes = runs.Select(r => FleetInfo.Of(r.Manifest).MatrixHash).ToList();
        var chosen = hashes
            .GroupBy(h => h)
            .OrderByDescending(g => g.Count())
            .ThenBy(g => hashes.IndexOf(g.Key))
            .First().Key;
        var reference = runs[hashes.IndexOf(chosen)].Manifest;
        var kept = runs.Where((_, i) => hashes[i] == chosen).ToList();
        var leftOut = runs
            .Where((_, i) => hashes[i] != chosen)
            .Select(r => $"left out: run {r.Manifest.RunId} (host {FleetInfo.Of(r.Manifest).Host}) ran another matrix ({Describe(r.Manifest)}, hash {FleetInfo.Of(r.Manifest).MatrixHash[..12]}) than the {kept.Count} run(s) reported ({Describe(reference)}, hash {chosen[..12]}): its cases cannot be set beside theirs")
            .ToList();
        return (kept, leftOut);
    }

    private static string Describe(RunManifest manifest) =>
        $"{manifest.MatrixSource}, {CaseCounts.Describe(manifest.Repetitions, manifest.Cases.Select(c => c.Repetitions).ToList())}";
}
