using Bench.Results;
using Bench.Results.Csv;
using Bench.Results.Manifest;
using Bench.Results.Statistics;

namespace Bench.Store.Folder;

/// <summary>
/// What a run folder holds, read with the results module's own readers (so a folder an older harness wrote reads with
/// its newer columns empty). Samples stay on disk: only their file is named, a store loads them itself.
/// </summary>
/// <param name="Directory">The folder, absolute.</param>
/// <param name="Manifest">manifest.json.</param>
/// <param name="ManifestJson">manifest.json's text, verbatim.</param>
/// <param name="Rows">results.csv (none when missing).</param>
/// <param name="Stalls">stalls.csv (none when missing).</param>
/// <param name="Summary">summary.csv (none when missing).</param>
/// <param name="Samples">samples.csv, or null when the run has none.</param>
public sealed record StoredRunFolder(
    string Directory,
    RunManifest Manifest,
    string ManifestJson,
    IReadOnlyList<ResultRow> Rows,
    IReadOnlyList<GrowthStallRow> Stalls,
    IReadOnlyList<SummaryRow> Summary,
    SamplesFile? Samples)
{
    /// <summary>The run id (the manifest's).</summary>
    public string RunId => Manifest.RunId;

    /// <summary>Reads a run folder.</summary>
    /// <exception cref="IOException">It is not a run folder, or a file cannot be read; the message names the file.</exception>
    /// <exception cref="InvalidDataException">A row belongs to another run; the message names the file and row.</exception>
    public static StoredRunFolder Read(string directory)
    {
        ArgumentNullException.ThrowIfNull(directory);
        var full = Path.GetFullPath(directory);
        var manifestPath = Path.Combine(full, ManifestFile.FileName);
        if (!File.Exists(manifestPath))
        {
            throw new IOException($"{full} is not a run folder: it has no {ManifestFile.FileName}");
        }

        var json = File.ReadAllText(manifestPath);
        var manifest = ManifestFile.Parse(json, manifestPath);
        if (string.IsNullOrWhiteSpace(manifest.RunId))
        {
            throw new InvalidDataException($"{manifestPath}: run_id is empty");
        }

        var rows = Csv<ResultRow>(full, RunFiles.Results);
        var stray = rows.Select((r, i) => (Row: r, Line: i + 2)).FirstOrDefault(r => r.Row.RunId != manifest.RunId);
        if (stray.Row is not null)
        {
            throw new InvalidDataException(
                $"{Path.Combine(full, RunFiles.Results)} line {stray.Line}: run_id '{stray.Row.RunId}' is not the manifest's '{manifest.RunId}'");
        }

        return new StoredRunFolder(
            full,
            manifest,
            json,
            rows,
            Csv<GrowthStallRow>(full, RunFiles.Stalls),
            Csv<SummaryRow>(full, RunFiles.Summary),
            SamplesFile.Open(Path.Combine(full, RunFiles.Samples)));
    }

    private static IReadOnlyList<T> Csv<T>(string directory, string file)
    {
        var path = Path.Combine(directory, file);
        try
        {
            return CsvTableReader.ReadAll<T>(path);
        }
        catch (CsvRowException e)
        {
            // "results.csv line 3, column ...": said after the file's whole path, its name not twice.
            throw new InvalidDataException($"{path}: {(e.Message.StartsWith(file + " ", StringComparison.Ordinal) ? e.Message[(file.Length + 1)..] : e.Message)}", e);
        }
        catch (Exception e) when (e is CsvHelper.CsvHelperException or FormatException)
        {
            throw new InvalidDataException($"{path}: {e.Message}", e);
        }
    }
}
