using Bench.Harness.Runner;

namespace Bench.Harness.Cli;

/// <summary>What the process's exit code means.</summary>
public static class ExitCodes
{
    /// <summary>Done; every case ok (or skipped with a reason).</summary>
    public const int Ok = 0;

    /// <summary>Done, but some cases failed (their rows say why).</summary>
    public const int SomeFailed = 1;

    /// <summary>bench import: nothing in the file was written by SQL Server.</summary>
    public const int NotRecognised = 1;

    /// <summary>Bad input: nothing ran.</summary>
    public const int BadInput = 2;

    /// <summary>Cancelled (Ctrl+C, SIGTERM): finished rows kept, running case cleaned up.</summary>
    public const int Cancelled = 130;

    /// <summary>The exit code of a run session's <paramref name="outcome"/>.</summary>
    public static int Of(SessionOutcome outcome) => outcome switch
    {
        SessionOutcome.Done => Ok,
        SessionOutcome.SomeFailed => SomeFailed,
        SessionOutcome.Cancelled => Cancelled,
        _ => BadInput,
    };
}
