using System.Globalization;
using Bench.Results.Csv;

namespace Bench.Results.Samples;

/// <summary>
/// Streams samples.csv: "case_id,repetition,time,counter,value,run_id", one line per counter per sample, in the run's CSV
/// dialect. Lines are formatted into one reused buffer (no string per value) and reach the operating system at
/// every <see cref="Flush"/>; nothing is held beyond the stream's buffer, however long the run.
/// </summary>
public sealed class SamplesWriter : IDisposable
{
    /// <summary>The header line.</summary>
    public const string Header = "case_id,repetition,time,counter,value,run_id";

    /// <summary>The header of runs written before samples carried their run id (a resumed old run keeps it).</summary>
    public const string HeaderWithoutRunId = "case_id,repetition,time,counter,value";

    private readonly StreamWriter text;
    private readonly char[] line = new char[512];
    private readonly string? runId;

    /// <summary>
    /// Opens (or creates) <paramref name="path"/> for appending, each line ending with <paramref name="runId"/>; writes
    /// the header when the file is new or empty. A file begun without the run_id column (a run of an earlier version,
    /// resumed) goes on without it, so its lines stay one shape.
    /// </summary>
    public SamplesWriter(string path, string runId)
    {
        ArgumentException.ThrowIfNullOrEmpty(runId);
        this.runId = FirstLine(path) == HeaderWithoutRunId ? null : runId;
        var stream = new FileStream(path, FileMode.Append, FileAccess.Write, FileShare.Read, 1 << 16);
        text = new StreamWriter(stream, CsvFormat.Configuration.Encoding, 1 << 16);
        if (stream.Length == 0)
        {
            text.Write(Header);
            text.Write('\n');
            text.Flush();
        }
    }

    /// <summary>Lines written so far.</summary>
    public long Lines { get; private set; }

    /// <summary>Writes one value (case ids and counter names are the harness's own: no quoting needed).</summary>
    public void Write(string caseId, int repetition, DateTime timeUtc, string counter, double value)
    {
        ArgumentNullException.ThrowIfNull(caseId);
        ArgumentNullException.ThrowIfNull(counter);
        var span = line.AsSpan();
        var used = 0;
        Append(span, ref used, caseId);
        span[used++] = ',';
        repetition.TryFormat(span[used..], out var n, provider: CultureInfo.InvariantCulture);
        used += n;
        span[used++] = ',';
        timeUtc.TryFormat(span[used..], out n, CsvFormat.TimeFormat, CultureInfo.InvariantCulture);
        used += n;
        span[used++] = ',';
        Append(span, ref used, counter);
        span[used++] = ',';
        Math.Round(value, 3).TryFormat(span[used..], out n, "0.###", CultureInfo.InvariantCulture);
        used += n;
        if (runId is not null)
        {
            span[used++] = ',';
            Append(span, ref used, runId);
        }

        span[used++] = '\n';
        text.Write(span[..used]);
        Lines++;
    }

    /// <summary>Hands what is buffered to the operating system.</summary>
    public void Flush() => text.Flush();

    /// <inheritdoc/>
    public void Dispose() => text.Dispose();

    private static void Append(Span<char> span, ref int used, string value)
    {
        if (used + value.Length > span.Length - 96)
        {
            throw new ArgumentException($"'{value}' is too long for a samples.csv field", nameof(value));
        }

        value.AsSpan().CopyTo(span[used..]);
        used += value.Length;
    }

    private static string? FirstLine(string path)
    {
        if (!File.Exists(path))
        {
            return null;
        }

        using var reader = CsvTableReader.OpenText(path);
        return reader.ReadLine();
    }
}
