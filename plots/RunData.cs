using System.Globalization;
using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Csv;
using Bench.Results.Manifest;
using Bench.Results.Statistics;

namespace Bench.Plots;

/// <summary>One run folder read back: its manifest, rows, growth stalls and summary. Samples are streamed on demand.</summary>
public sealed record RunData(string Directory, RunManifest Manifest, IReadOnlyList<ResultRow> Rows, IReadOnlyList<GrowthStallRow> Stalls, IReadOnlyList<SummaryRow> Summary)
{
    /// <summary>The run's label, as the manifest gives it.</summary>
    public string Label => Manifest.Label;

    /// <summary>Reads a run folder; throws <see cref="IOException"/> naming what is missing.</summary>
    public static RunData Load(string directory)
    {
        ArgumentNullException.ThrowIfNull(directory);
        if (!File.Exists(Path.Combine(directory, "manifest.json")))
        {
            throw new IOException($"{directory} is not a run folder: it has no manifest.json");
        }

        var manifest = ManifestFile.Read(directory);
        var results = Path.Combine(directory, RunFiles.Results);
        var rows = File.Exists(results) ? CsvTableReader.ReadAll<ResultRow>(results) : [];
        if (rows.Any(r => r.CaseId is null || r.Scenario is null))
        {
            throw new IOException($"{results} has rows without case_id or scenario: it is not a results.csv bench wrote");
        }

        var stalls = Path.Combine(directory, RunFiles.Stalls);
        return new RunData(
            Path.GetFullPath(directory), manifest, rows, File.Exists(stalls) ? CsvTableReader.ReadAll<GrowthStallRow>(stalls) : [], Summarizer.Summarize(rows));
    }

    /// <summary>
    /// The time series of <paramref name="counters"/> for the first repetition of <paramref name="caseIds"/>, in
    /// seconds from each case's first sample. samples.csv is read line by line; only what is asked for is kept.
    /// </summary>
    public IReadOnlyDictionary<CaseId, Dictionary<string, List<(double Seconds, double Value)>>> Series(IReadOnlySet<CaseId> caseIds, IReadOnlySet<string> counters)
    {
        ArgumentNullException.ThrowIfNull(caseIds);
        ArgumentNullException.ThrowIfNull(counters);
        var series = new Dictionary<CaseId, Dictionary<string, List<(double, double)>>>();
        var wanted = caseIds.ToDictionary(c => c.ToString(), StringComparer.Ordinal);
        var path = Path.Combine(Directory, RunFiles.Samples);
        if (!File.Exists(path) || caseIds.Count == 0)
        {
            return series;
        }

        var starts = new Dictionary<CaseId, DateTime>();
        using var reader = new StreamReader(path);
        reader.ReadLine();
        while (reader.ReadLine() is { } line)
        {
            var fields = line.Split(',');
            if (fields.Length != 5 || fields[1] != "1" || !wanted.TryGetValue(fields[0], out var caseId) || !counters.Contains(fields[3]))
            {
                continue;
            }

            var time = DateTime.Parse(fields[2], CultureInfo.InvariantCulture, DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal);
            if (!starts.TryGetValue(caseId, out var start))
            {
                starts[caseId] = start = time;
            }

            if (!series.TryGetValue(caseId, out var byCounter))
            {
                series[caseId] = byCounter = [];
            }

            if (!byCounter.TryGetValue(fields[3], out var points))
            {
                byCounter[fields[3]] = points = [];
            }

            points.Add(((time - start).TotalSeconds, double.Parse(fields[4], CultureInfo.InvariantCulture)));
        }

        return series;
    }
}
