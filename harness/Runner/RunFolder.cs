using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Csv;
using Bench.Results.Manifest;
using Bench.Results.Samples;

namespace Bench.Harness.Runner;

/// <summary>
/// One run's folder: manifest.json, results.csv (a flushed row per finished case), stalls.csv, samples.csv (the
/// counter time series, streamed); summary.csv and the rest are written from the run's summary at its end.
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
        samples = new Lazy<SamplesWriter>(() => new SamplesWriter(Path.Combine(directory, RunFiles.Samples), Path.GetFileName(directory)));
    }

    /// <summary>The folder.</summary>
    public string Directory { get; }

    /// <summary>The case and repetition of every row already in results.csv (a resumed run skips them).</summary>
    public IReadOnlySet<Trial> Finished { get; private init; } = new HashSet<Trial>();

    /// <summary>
    /// How many whole rows the results.csv of the run in <paramref name="directory"/> holds after its header, without
    /// opening the folder (a row torn by a kill, which <see cref="Resume"/> cuts, has no line end and does not count).
    /// </summary>
    public static int RecordedRows(string directory)
    {
        var results = Path.Combine(directory, RunFiles.Results);
        return File.Exists(results) ? Math.Max(0, File.ReadAllText(results).Count(c => c == '\n') - 1) : 0;
    }

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

    /// <summary>
    /// Opens an interrupted run's folder to finish it: a row torn by a kill is cut off each CSV file, and the growth
    /// stalls and samples of the case that was running (it has no row) are dropped, since it runs again.
    /// </summary>
    public static RunFolder Resume(string directory)
    {
        var full = Path.GetFullPath(directory);
        foreach (var file in new[] { RunFiles.Results, RunFiles.Stalls, RunFiles.Samples })
        {
            CutTornLine(Path.Combine(full, file));
        }

        var results = Path.Combine(full, RunFiles.Results);
        var rows = File.Exists(results) ? CsvTableReader.ReadAll<ResultRow>(results) : [];

        // The summary is written when a session ends; an interrupted run's is out of date.
        File.Delete(Path.Combine(full, RunFiles.Summary));
        var finished = rows.Select(r => new Trial(r.CaseId, r.Repetition)).ToHashSet();
        KeepFinished(Path.Combine(full, RunFiles.Stalls), finished);
        KeepFinished(Path.Combine(full, RunFiles.Samples), finished);
        return new RunFolder(full) { Finished = finished };
    }

    /// <summary>
    /// Why the results.csv of the run in <paramref name="directory"/> cannot be resumed, read as <see cref="Resume"/>
    /// would read it (a torn last line, which a kill leaves and the resume cuts, aside): the damaged line, its column and
    /// what is wrong (<see cref="CsvRowException"/>); null when it reads, or there is none. Reads only.
    /// </summary>
    public static string? Damaged(string directory)
    {
        var path = Path.Combine(directory, RunFiles.Results);
        if (!File.Exists(path))
        {
            return null;
        }

        string text;
        using (var reader = CsvTableReader.OpenText(path))
        {
            text = reader.ReadToEnd();
        }

        try
        {
            CsvTableReader.Read<ResultRow>(new StringReader(text[..(text.LastIndexOf('\n') + 1)]), RunFiles.Results);
            return null;
        }
        catch (CsvRowException e)
        {
            return e.Message;
        }
    }

    /// <summary>Every row in results.csv now.</summary>
    public IReadOnlyList<ResultRow> Rows() => CsvTableReader.ReadAll<ResultRow>(Path.Combine(Directory, RunFiles.Results));

    /// <summary>Writes (or rewrites) manifest.json.</summary>
    public void Write(RunManifest manifest) => ManifestFile.Write(Directory, manifest);

    /// <summary>Rewrites manifest.json while the run goes on: null, or why it could not (a full volume, a reader holding the file on Windows).</summary>
    public string? TryWrite(RunManifest manifest)
    {
        try
        {
            Write(manifest);
            return null;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return e.Message;
        }
    }

    /// <summary>Appends a finished case's row and its growth stalls, flushed.</summary>
    public void Append(ResultRow row, IEnumerable<GrowthStallRow> growthStalls)
    {
        stalls.AppendAll(growthStalls);
        results.Append(row);
    }

    /// <summary>Every growth stall in stalls.csv now.</summary>
    public IReadOnlyList<GrowthStallRow> Stalls() => CsvTableReader.ReadAll<GrowthStallRow>(Path.Combine(Directory, RunFiles.Stalls));

    private static void CutTornLine(string path)
    {
        if (!File.Exists(path))
        {
            return;
        }

        using var stream = new FileStream(path, FileMode.Open, FileAccess.ReadWrite);
        var length = stream.Length;
        var last = new byte[1];
        var end = length;
        while (end > 0)
        {
            stream.Position = end - 1;
            stream.ReadExactly(last);
            if (last[0] == (byte)'\n')
            {
                break;
            }

            end--;
        }

        if (end < length)
        {
            stream.SetLength(end);
        }
    }

    /// <summary>Rewrites a CSV whose first two columns are case_id and repetition, keeping the header and the finished cases' lines.</summary>
    private static void KeepFinished(string path, HashSet<Trial> finished)
    {
        if (!File.Exists(path))
        {
            return;
        }

        var kept = path + ".resume";
        var dropped = 0;
        using (var reader = new StreamReader(path))
        using (var writer = new StreamWriter(kept, append: false, CsvFormat.Configuration.Encoding))
        {
            if (reader.ReadLine() is { } header)
            {
                writer.Write(header);
                writer.Write('\n');
            }

            while (reader.ReadLine() is { } line)
            {
                var fields = line.Split(',', 3);
                if (fields.Length >= 2 && int.TryParse(fields[1], System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var repetition)
                    && CaseId.TryParse(Unquote(fields[0]), out var caseId) && finished.Contains(new Trial(caseId, repetition)))
                {
                    writer.Write(line);
                    writer.Write('\n');
                }
                else
                {
                    dropped++;
                }
            }
        }

        if (dropped == 0)
        {
            File.Delete(kept);
            return;
        }

        File.Move(kept, path, overwrite: true);
    }

    private static string Unquote(string field) => field.Length >= 2 && field[0] == '"' ? field[1..^1].Replace("\"\"", "\"", StringComparison.Ordinal) : field;

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
