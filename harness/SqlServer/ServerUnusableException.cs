namespace Bench.Harness.SqlServer;

/// <summary>The server answered, but the run cannot use it (not sysadmin, cannot see the data directory, ...): the message says why and what to do.</summary>
public sealed class ServerUnusableException : Exception
{
    /// <summary>Creates the exception.</summary>
    public ServerUnusableException()
    {
    }

    /// <summary>Creates the exception with the reason and the fix.</summary>
    public ServerUnusableException(string message)
        : base(message)
    {
    }

    /// <summary>Creates the exception with the reason, the fix and the cause.</summary>
    public ServerUnusableException(string message, Exception innerException)
        : base(message, innerException)
    {
    }
}
