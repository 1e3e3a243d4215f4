using Bench.Results.Csv;
using Bench.Store.Schema;

namespace Bench.Store.Folder;

/// <summary>
/// A run's samples.csv, as far as its header tells: which of the store's sample columns it has. case_id, time,
/// counter and value are needed; repetition came later and reads as empty where it is missing; a column the store
/// does not know (from a newer harness) is read and left out.
/// </summary>
public sealed class SamplesFile
{
    private static readonly string[] Required =
    [
        StoreSchema.SampleColumns.CaseId, StoreSchema.SampleColumns.Time, StoreSchema.SampleColumns.Counter, StoreSchema.SampleColumns.Value,
    ];

    private SamplesFile(string path, IReadOnlyList<string> header)
    {
        Path = path;
        Header = header;
    }

    /// <summary>The file.</summary>
    public string Path { get; }

    /// <summary>The file's columns, in its order.</summary>
    public IReadOnlyList<string> Header { get; }

    /// <summary>The type of each store column of samples, by name (run_id aside).</summary>
    public static IReadOnlyDictionary<string, ColumnType> Known { get; } =
        StoreSchema.Samples.Columns.Where(c => c.Name != StoreSchema.RunId).ToDictionary(c => c.Name, c => c.Type);

    /// <summary>Whether the file has the column <paramref name="name"/>.</summary>
    public bool Has(string name) => Header.Contains(name, StringComparer.Ordinal);

    /// <summary>Reads the header of <paramref name="path"/>; null when the file does not exist or is empty.</summary>
    /// <exception cref="InvalidDataException">A needed column is missing; the message names it and the file.</exception>
    public static SamplesFile? Open(string path)
    {
        if (!File.Exists(path))
        {
            return null;
        }

        string? first;
        using (var reader = CsvTableReader.OpenText(path))
        {
            first = reader.ReadLine();
        }

        if (string.IsNullOrEmpty(first))
        {
            return null;
        }

        var header = first.Split(',').Select(h => h.Trim()).ToList();
        var missing = Required.Where(r => !header.Contains(r, StringComparer.Ordinal)).ToList();
        if (missing.Count > 0)
        {
            throw new InvalidDataException(
                $"{path}: the header lacks {string.Join(", ", missing)} (it has {string.Join(", ", header)}; samples.csv needs case_id, time, counter, value)");
        }

        if (header.Distinct(StringComparer.Ordinal).Count() != header.Count)
        {
            throw new InvalidDataException($"{path}: the header names a column twice ({first})");
        }

        return new SamplesFile(path, header);
    }
}
