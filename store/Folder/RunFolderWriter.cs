using Bench.Results;
using Bench.Results.Csv;
using Bench.Results.Manifest;
using Bench.Results.Samples;

namespace Bench.Store.Folder;

/// <summary>
/// Writes a stored run back as a run folder (manifest.json verbatim, results.csv, stalls.csv, summary.csv, samples.csv),
/// so everything that reads run folders (the report, compare) reads a store's runs the same way.
/// </summary>
public static class RunFolderWriter
{
    /// <summary>Writes <paramref name="run"/>, its samples read from <paramref name="store"/>, into <paramref name="parent"/>/run id; returns the folder.</summary>
    public static string Write(IRunStore store, StoredRun run, string parent)
    {
        ArgumentNullException.ThrowIfNull(store);
        ArgumentNullException.ThrowIfNull(run);
        var directory = Path.Combine(parent, run.RunId);
        Directory.CreateDirectory(directory);
        File.WriteAllText(Path.Combine(directory, ManifestFile.FileName), run.ManifestJson);
        Table(Path.Combine(directory, RunFiles.Results), run.Rows);
        Table(Path.Combine(directory, RunFiles.Stalls), run.Stalls);
        Table(Path.Combine(directory, RunFiles.Summary), run.Summary);
        using var samples = new SamplesWriter(Path.Combine(directory, RunFiles.Samples), run.RunId);
        foreach (var sample in store.ReadSamples(run.RunId))
        {
            samples.Write(sample.CaseId.ToString(), sample.Repetition ?? 1, sample.TimeUtc, sample.Counter, sample.Value);
        }

        return directory;
    }

    private static void Table<T>(string path, IReadOnlyList<T> rows)
    {
        using var writer = new CsvTableWriter<T>(path);
        writer.AppendAll(rows);
    }
}
