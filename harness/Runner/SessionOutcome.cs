namespace Bench.Harness.Runner;

/// <summary>How a run session ended.</summary>
public enum SessionOutcome
{
    /// <summary>Every case ran (ok or skipped with a reason).</summary>
    Done,

    /// <summary>Every case ran, and some failed (their rows say why).</summary>
    SomeFailed,

    /// <summary>Refused before any case: bad input, or a target that cannot be used.</summary>
    Refused,

    /// <summary>Refused before any case by the environment: a server that cannot be reached or used, no Docker engine.</summary>
    Unavailable,

    /// <summary>Stopped by the user; finished rows kept.</summary>
    Cancelled,

    /// <summary>bench import: the text was read, and nothing in it is SQL Server's output.</summary>
    NothingRecognised,
}
