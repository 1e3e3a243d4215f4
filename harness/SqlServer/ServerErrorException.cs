namespace Bench.Harness.SqlServer;

/// <summary>
/// An error the server raised while running a batch (severity 11 to 16, which arrive as messages while messages are
/// delivered live), with its number and the server's own text; e.g. 3013 "BACKUP DATABASE is terminating abnormally."
/// </summary>
public sealed class ServerErrorException : Exception
{
    private readonly IReadOnlyList<(int Number, string Message)>? errors;

    /// <summary>An error with the server's texts.</summary>
    public ServerErrorException(int number, string message)
        : base(message)
    {
        Number = number;
    }

    /// <summary>An error without a number.</summary>
    public ServerErrorException()
    {
    }

    /// <summary>An error without a number.</summary>
    public ServerErrorException(string message)
        : base(message)
    {
    }

    /// <summary>An error without a number, with its cause.</summary>
    public ServerErrorException(string message, Exception innerException)
        : base(message, innerException)
    {
    }

    /// <summary>The first error's number.</summary>
    public int Number { get; }

    /// <summary>Every error the batch raised, in order, with the server's text (default: the first, as the message says it).</summary>
    public IReadOnlyList<(int Number, string Message)> Errors
    {
        get => errors ?? [(Number, Message)];
        init => errors = value;
    }
}
