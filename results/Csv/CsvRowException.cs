namespace Bench.Results.Csv;

/// <summary>
/// A line of a run's CSV file that is not a row this harness wrote (cut short, a cell that is not of its column's kind,
/// a broken quote), said in one sentence naming the file, the line and the column:
/// <c>results.csv line 3, column elapsed_ms: 'abc' is not a number</c>; never the CSV reader's state dump. An
/// <see cref="IOException"/>, as a file that cannot be read is: what reads a run folder says it as such.
/// </summary>
public sealed class CsvRowException : IOException
{
    /// <summary>Creates the exception.</summary>
    public CsvRowException()
    {
    }

    /// <summary>Creates the exception with what is wrong, where.</summary>
    public CsvRowException(string message)
        : base(message)
    {
    }

    /// <summary>Creates the exception with what is wrong, where, and the reader's own exception.</summary>
    public CsvRowException(string message, Exception innerException)
        : base(message, innerException)
    {
    }
}
