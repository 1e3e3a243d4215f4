using Bench.Results.Manifest;
using Bench.Results.Samples;
using Bench.Results.Statistics;

namespace Bench.Results;

/// <summary>
/// One run as every output is made from it: its manifest, its rows, its growth stalls and its per-case summaries. The
/// session holds it in memory when the run ends; <see cref="RunSummaryReader"/> reads a run folder into the same record.
/// The counter time series stay in samples.csv and are streamed on demand (<see cref="Series"/>).
/// </summary>
/// <param name="Directory">The run folder.</param>
/// <param name="Manifest">manifest.json.</param>
/// <param name="Rows">results.csv.</param>
/// <param name="Stalls">stalls.csv.</param>
/// <param name="Summary">summary.csv: one row per case.</param>
public sealed record RunSummary(
    string Directory, RunManifest Manifest, IReadOnlyList<ResultRow> Rows, IReadOnlyList<GrowthStallRow> Stalls, IReadOnlyList<SummaryRow> Summary)
{
    /// <summary>The run's label, as the manifest gives it.</summary>
    public string Label => Manifest.Label;

    /// <summary>The summary of a run's rows (the one place it is computed), with its stalls.</summary>
    public static RunSummary Of(string directory, RunManifest manifest, IReadOnlyList<ResultRow> rows, IReadOnlyList<GrowthStallRow> stalls) =>
        new(directory, manifest, rows, stalls, Summarizer.Summarize(rows));

    /// <summary>
    /// The time series of <paramref name="counters"/> during <paramref name="repetition"/> of <paramref name="caseIds"/> (UTC
    /// times as sampled), read from the run's samples.csv.
    /// </summary>
    public IReadOnlyDictionary<Cases.CaseId, Dictionary<string, List<(DateTime Time, double Value)>>> Series(
        int repetition, IReadOnlySet<Cases.CaseId> caseIds, IReadOnlySet<string> counters) =>
        SamplesReader.Read(Path.Combine(Directory, RunFiles.Samples), repetition, caseIds, counters);
}
