using System.Globalization;

namespace Bench.Harness.SqlServer;

/// <summary>A line of SQL Server's text holds a number too large for its field (<see cref="TraceNumber"/>).</summary>
public sealed class TraceValueException : Exception
{
    /// <summary>Creates the exception.</summary>
    public TraceValueException()
    {
    }

    /// <summary>Creates the exception with its message.</summary>
    public TraceValueException(string message)
        : base(message)
    {
    }

    /// <summary>Creates the exception with its message and cause.</summary>
    public TraceValueException(string message, Exception innerException)
        : base(message, innerException)
    {
    }

    /// <summary>Line <paramref name="line"/>'s <paramref name="field"/> is <paramref name="value"/>, which is not <paramref name="allowed"/>.</summary>
    public TraceValueException(int line, string field, string value, string allowed)
        : base(string.Create(CultureInfo.InvariantCulture, $"line {line}: {field}: {value} is out of range"))
    {
        Line = line;
        Field = field;
        Value = value;
        Allowed = allowed;
    }

    /// <summary>The 1-based line of the text.</summary>
    public int Line { get; }

    /// <summary>The field as the line names it (pages, BufferCount, Msg, ...).</summary>
    public string Field { get; } = string.Empty;

    /// <summary>The value as written.</summary>
    public string Value { get; } = string.Empty;

    /// <summary>What the field allows.</summary>
    public string Allowed { get; } = string.Empty;
}
