namespace Bench.Harness.Runner;

/// <summary>The run's target cannot be used (a server that does not answer, refuses the login, ...): the message says why and what to do, with no secret in it.</summary>
public sealed class TargetUnavailableException : Exception
{
    /// <summary>Creates the exception.</summary>
    public TargetUnavailableException()
    {
    }

    /// <summary>Creates the exception with the reason and the fix.</summary>
    public TargetUnavailableException(string message)
        : base(message)
    {
    }

    /// <summary>Creates the exception with the reason, the fix and the cause.</summary>
    public TargetUnavailableException(string message, Exception innerException)
        : base(message, innerException)
    {
    }
}
