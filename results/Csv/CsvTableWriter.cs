using CsvHelper;

namespace Bench.Results.Csv;

/// <summary>
/// Appends records to a CSV file, one flushed row at a time, so that a crash loses no finished row.
/// The header is written when the file is new or empty. A file written by an older version, whose header lacks columns
/// added since (a run folder resumed after an upgrade), is first rewritten under the current header with every row it
/// held (through a temporary file and a rename), so that appended rows never have more cells than the header; a header
/// with columns this version does not write is refused, never rewritten.
/// </summary>
/// <typeparam name="T">The record type.</typeparam>
public sealed class CsvTableWriter<T> : IDisposable
{
    private readonly FileStream stream;
    private readonly StreamWriter text;
    private readonly CsvWriter csv;

    /// <summary>Opens (or creates) <paramref name="path"/> for appending; readers may open it meanwhile (<see cref="CsvTableReader.OpenText"/>).</summary>
    public CsvTableWriter(string path)
    {
        UpgradeHeader(path);
        stream = new FileStream(path, FileMode.Append, FileAccess.Write, FileShare.Read);
        text = new StreamWriter(stream, CsvFormat.Configuration.Encoding);
        csv = new CsvWriter(text, CsvFormat.Configuration);
        CsvFormat.Apply(csv.Context);
        csv.Context.RegisterClassMap<SnakeCaseMap<T>>();
        if (stream.Length == 0)
        {
            csv.WriteHeader<T>();
            csv.NextRecord();
            Flush();
        }
    }

    /// <summary>Writes one record and flushes it to the operating system.</summary>
    public void Append(T record)
    {
        csv.WriteRecord(record);
        csv.NextRecord();
        Flush();
    }

    /// <summary>Writes every record, then flushes once.</summary>
    public void AppendAll(IEnumerable<T> records)
    {
        foreach (var record in records)
        {
            csv.WriteRecord(record);
            csv.NextRecord();
        }

        Flush();
    }

    /// <inheritdoc/>
    public void Dispose()
    {
        csv.Dispose();
        text.Dispose();
        stream.Dispose();
    }

    private static void UpgradeHeader(string path)
    {
        if (!File.Exists(path))
        {
            return;
        }

        string? first;
        using (var reader = CsvTableReader.OpenText(path))
        {
            first = reader.ReadLine();
        }

        var header = CsvFormat.Header<T>();
        if (string.IsNullOrEmpty(first) || first == header)
        {
            return;
        }

        // Only a header whose every column this version still writes is rewritten: a file from a newer version (or
        // another file) would lose columns, so it is refused and left as it is.
        var unknown = first.Split(',').Except(header.Split(','), StringComparer.Ordinal).ToList();
        if (unknown.Count > 0)
        {
            throw new InvalidDataException(
                $"{path}: its header has columns this version does not write ({string.Join(", ", unknown)}); it was written by another version of bench and is left as it is");
        }

        var rows = CsvTableReader.ReadAll<T>(path);
        var upgraded = path + ".upgrading";
        File.Delete(upgraded);
        using (var writer = new CsvTableWriter<T>(upgraded))
        {
            writer.AppendAll(rows);
        }

        File.Move(upgraded, path, overwrite: true);
    }

    private void Flush()
    {
        csv.Flush();
        text.Flush();
        stream.Flush(flushToDisk: false);
    }
}
