using System.Globalization;
using CsvHelper;
using CsvHelper.TypeConversion;

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
    /// <exception cref="CsvRowException">A line is not a row of the file (<see cref="Read{T}(TextReader, string)"/>).</exception>
    public static IReadOnlyList<T> ReadAll<T>(string path)
    {
        if (!File.Exists(path))
        {
            return [];
        }

        using var reader = OpenText(path);
        return Read<T>(reader, Path.GetFileName(path));
    }

    /// <summary>
    /// Opens a run's file for reading while a run may still be writing it: the writer holds it open for writing,
    /// which on Windows a reader must share (FileShare.ReadWrite) or its open fails with a sharing violation.
    /// </summary>
    public static StreamReader OpenText(string path) =>
        new(new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete), CsvFormat.Configuration.Encoding);

    /// <summary>
    /// Every record of a CSV text (<paramref name="name"/>: the file's name, for what a damaged line is said as). A row
    /// with other than its header's count of cells (a line cut short, one with cells run together) or a cell that is not
    /// of its column's kind throws <see cref="CsvRowException"/>, naming the line and the column.
    /// </summary>
    public static IReadOnlyList<T> Read<T>(TextReader reader, string name = "the CSV text")
    {
        using var csv = new CsvReader(reader, Tolerant, leaveOpen: true);
        CsvFormat.Apply(csv.Context);
        csv.Context.RegisterClassMap<SnakeCaseMap<T>>();
        var records = new List<T>();
        var columns = 0;
        try
        {
            if (!csv.Read() || !csv.ReadHeader())
            {
                return records;
            }

            columns = csv.HeaderRecord?.Length ?? 0;
            while (csv.Read())
            {
                if (csv.Parser.Count != columns)
                {
                    throw Short(name, csv.Parser, columns);
                }

                records.Add(csv.GetRecord<T>());
            }
        }
        catch (BadDataException e) when (columns > 0 && e.Context?.Parser is { } parser && parser.Count != columns)
        {
            // The parser's own check of the column count (CsvFormat's DetectColumnCountChanges), said as ours.
            throw Short(name, parser, columns, e);
        }
        catch (TypeConverterException e)
        {
            throw new CsvRowException(string.Create(CultureInfo.InvariantCulture, $"{name} line {e.Context?.Parser?.RawRow}, column {e.MemberMapData?.Names.FirstOrDefault() ?? "?"}: {NotOfItsKind(e)}"), e);
        }
        catch (CsvHelperException e)
        {
            throw new CsvRowException(string.Create(CultureInfo.InvariantCulture, $"{name} line {e.Context?.Parser?.RawRow}: {FirstLine(e.Message)}"), e);
        }

        return records;
    }

    private static CsvRowException Short(string name, IParser parser, int columns, Exception? inner = null)
    {
        var message = string.Create(CultureInfo.InvariantCulture, $"{name} line {parser.RawRow} has {parser.Count} of {columns} columns (cut short or damaged): not a row bench wrote");
        return inner is null ? new CsvRowException(message) : new CsvRowException(message, inner);
    }

    /// <summary>What is wrong with a cell: our own converters' words (on or off, a case id, one of an enum's names), else its column's kind.</summary>
    private static string NotOfItsKind(TypeConverterException e)
    {
        if (e.TypeConverter?.GetType().Assembly == typeof(CsvTableReader).Assembly)
        {
            return FirstLine(e.Message);
        }

        var type = e.MemberMapData?.Type is { } t ? Nullable.GetUnderlyingType(t) ?? t : typeof(string);
        var kind = type == typeof(int) || type == typeof(long) || type == typeof(double) || type == typeof(decimal) || type == typeof(float) ? "a number"
            : type == typeof(bool) ? "true or false"
            : type == typeof(DateTime) || type == typeof(DateTimeOffset) ? "a date and time"
            : $"a {type.Name}";
        return $"'{e.Text}' is not {kind}";
    }

    /// <summary>The reader's message without the state it appends (IReader state, IParser state) after it.</summary>
    private static string FirstLine(string message)
    {
        var end = message.IndexOfAny(['\r', '\n']);
        return (end < 0 ? message : message[..end]).TrimEnd('.');
    }
}
