using Bench.Results;
using Bench.Results.Csv;
using Bench.Results.Manifest;
using Bench.Results.Samples;
using Bench.Results.Statistics;

namespace Bench.Harness.Runner;

/// <summary>
/// One run's folder: manifest.json, results.csv (a flushed row per finished case), stalls.csv, samples.csv (the
/// counter time series, streamed) and summary.csv.
/// </summary>
public sealed class RunFolder : IDisposable
{
    private readonly CsvTableWriter<ResultRow> results;
    private readonly CsvTableWriter<GrowthStallRow> stalls;
    private readonly Lazy<SamplesWriter> samples;

    private RunFolder(string directory)
    {
        Directory = directory;
        results = new CsvTableWriter<ResultRow>(Path.Combine(directory, RunFiles.Results));
        stalls = new CsvTableWriter<GrowthStallRow>(Path.Combine(directory, RunFiles.Stalls));
        samples = new Lazy<SamplesWriter>(() => new SamplesWriter(Path.Combine(directory, RunFiles.Samples)));
    }

    /// <summary>The folder.</summary>
    public string Directory { get; }

    /// <summary>Creates &lt;out&gt;/&lt;run id&gt;/.</summary>
    public static RunFolder Create(string outDirectory, string runId)
    {
        var directory = Path.Combine(Path.GetFullPath(outDirectory), runId);
        if (System.IO.Directory.Exists(directory))
        {
            throw new IOException($"{directory} already exists");
        }

        System.IO.Directory.CreateDirectory(directory);
        return new RunFolder(directory);
    }

    /// <summary>samples.csv, created when first asked for (a run without sampling leaves none).</summary>
    public SamplesWriter Samples => samples.Value;

    /// <summary>Writes (or rewrites) manifest.json.</summary>
    public void Write(RunManifest manifest) => ManifestFile.Write(Directory, manifest);

    /// <summary>Appends a finished case's row and its growth stalls, flushed.</summary>
    public void Append(ResultRow row, IEnumerable<GrowthStallRow> growthStalls)
    {
        stalls.AppendAll(growthStalls);
        results.Append(row);
    }

    /// <summary>Writes summary.csv from every row of the run.</summary>
    public IReadOnlyList<SummaryRow> WriteSummary(IEnumerable<ResultRow> rows)
    {
        var summary = Summarizer.Summarize(rows);
        var path = Path.Combine(Directory, RunFiles.Summary);
        File.Delete(path);
        using var writer = new CsvTableWriter<SummaryRow>(path);
        writer.AppendAll(summary);
        return summary;
    }

    /// <inheritdoc/>
    public void Dispose()
    {
        results.Dispose();
        stalls.Dispose();
        if (samples.IsValueCreated)
        {
            samples.Value.Dispose();
        }
    }
}
