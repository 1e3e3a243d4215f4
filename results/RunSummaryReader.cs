using Bench.Results.Csv;
using Bench.Results.Manifest;
using Bench.Results.Statistics;

namespace Bench.Results;

/// <summary>
/// Reads a run folder into a <see cref="RunSummary"/>: manifest.json, results.csv, stalls.csv, and the run's own
/// summary.csv. A folder without a summary that matches its rows (a run killed before its end, or resumed and killed
/// again) has it computed from the rows instead, here and nowhere else. Folders of earlier versions read too: columns
/// added since read as empty. A tune's warm-up runs (<see cref="TuneInfo.WarmUpRows"/>, or in a tune written before its manifest named them, the
/// first rows of its start that its own summary.csv left out) are left out, as its own report leaves them.
/// </summary>
public static class RunSummaryReader
{
    /// <summary>Reads <paramref name="directory"/>; throws <see cref="IOException"/> naming what is missing.</summary>
    public static RunSummary Load(string directory)
    {
        ArgumentNullException.ThrowIfNull(directory);
        if (!File.Exists(Path.Combine(directory, ManifestFile.FileName)))
        {
            throw new IOException(ManifestFile.Unreadable(directory) ?? $"{directory} is not a run folder: it has no manifest.json");
        }

        var manifest = ManifestFile.Read(directory);
        var results = Path.Combine(directory, RunFiles.Results);
        var rows = CsvTableReader.ReadAll<ResultRow>(results);
        if (rows.Any(r => r.CaseId is null || r.Scenario is null))
        {
            throw new IOException($"{results} has rows without case_id or scenario: it is not a results.csv bench wrote");
        }

        // A tune's warm-up runs (its first rows) are in no figure: its own summary and report leave them out, and so does this.
        var summary = CsvTableReader.ReadAll<SummaryRow>(Path.Combine(directory, RunFiles.Summary));
        rows = rows.Skip(manifest.Tune?.WarmUpRows ?? OlderTuneWarmUps(manifest, rows, summary)).ToList();
        var stalls = CsvTableReader.ReadAll<GrowthStallRow>(Path.Combine(directory, RunFiles.Stalls));
        var full = Path.GetFullPath(directory);
        return Matches(summary, rows) ? new RunSummary(full, manifest, rows, stalls, summary) : RunSummary.Of(full, manifest, rows, stalls);
    }

    /// <summary>
    /// The warm-up rows of a tune written before its manifest named them (<see cref="RunManifest.Tune"/> null): its own
    /// summary.csv left them out, so the first rows, up to 3 and all of one case, that the summary does not count, when it
    /// then counts every other row of each case; none when no such count fits (a tune of a version before the warm-up, or
    /// one whose summary.csv was lost or never written), and none unless it finished: a cancelled tune's summary.csv counted
    /// every row then, so rows a resumed and killed run added after it could pass for warm-ups).
    /// </summary>
    private static int OlderTuneWarmUps(RunManifest manifest, IReadOnlyList<ResultRow> rows, IReadOnlyList<SummaryRow> summary)
    {
        if (!manifest.MatrixSource.StartsWith("bench tune ", StringComparison.Ordinal) || manifest.Status != "complete" || summary.Count == 0)
        {
            return 0;
        }

        var warmUps = rows.Count - summary.Sum(s => s.N + s.NotOk + s.IfiLeftOut);
        var measured = rows.Skip(warmUps).ToList();
        return warmUps is >= 1 and <= 3
            && rows.Take(warmUps).Select(r => r.CaseId).Distinct().Count() == 1
            && Matches(summary, measured)
            && summary.All(s => s.N + s.NotOk + s.IfiLeftOut == measured.Count(r => r.CaseId.Equals(s.CaseId)))
            ? warmUps : 0;
    }

    /// <summary>Whether <paramref name="summary"/> is the summary of <paramref name="rows"/>: the same cases, each with all its rows.</summary>
    private static bool Matches(IReadOnlyList<SummaryRow> summary, IReadOnlyList<ResultRow> rows) =>
        summary.Count > 0
        && summary.Sum(s => s.N + s.NotOk + s.IfiLeftOut) == rows.Count
        && summary.Select(s => s.CaseId).ToHashSet().SetEquals(rows.Select(r => r.CaseId));
}
