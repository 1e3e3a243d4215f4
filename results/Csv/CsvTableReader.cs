using CsvHelper;

namespace Bench.Results.Csv;

/// <summary>
/// Reads a CSV file written by <see cref="CsvTableWriter{T}"/>, including one an older harness wrote: columns added
/// since read as empty, so a run from before a column existed can still be reported and compared.
/// </summary>
public static class CsvTableReader
{
    private static readonly CsvHelper.Configuration.CsvConfiguration Tolerant = CsvFormat.Configuration with
    {
        HeaderValidated = null,
        MissingFieldFound = null,
    };

    /// <summary>Every record of <paramref name="path"/>; a missing file reads as none.</summary>
    public static IReadOnlyList<T> ReadAll<T>(string path)
    {
        if (!File.Exists(path))
        {
            return [];
        }

        using var reader = OpenText(path);
        return Read<T>(reader);
    }

    /// <summary>
    /// Opens a run's file for reading while a run may still be writing it: the writer holds it open for writing,
    /// which on Windows a reader must share (FileShare.ReadWrite) or its open fails with a sharing violation.
    /// </summary>
    public static StreamReader OpenText(string path) =>
        new(new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete), CsvFormat.Configuration.Encoding);

    /// <summary>Every record of a CSV text.</summary>
    public static IReadOnlyList<T> Read<T>(TextReader reader)
    {
        using var csv = new CsvReader(reader, Tolerant, leaveOpen: true);
        CsvFormat.Apply(csv.Context);
        csv.Context.RegisterClassMap<SnakeCaseMap<T>>();
        return csv.GetRecords<T>().ToList();
    }
}
