using Bench.Harness.Runner;

namespace Bench.Harness.Cli;

/// <summary>What the process's exit code means.</summary>
public static class ExitCodes
{
    /// <summary>Done; every case ok (or skipped with a reason).</summary>
    public const int Ok = 0;

    /// <summary>
    /// Done, but not all of it worked: bench run, some cases failed (their rows say why); bench report, the report
    /// could not be written. Exit code 1 has one meaning for every verb: the command ran to its end (nothing refused,
    /// nothing cancelled) and did not get all it was asked for; <see cref="NotRecognised"/> is the same code.
    /// </summary>
    public const int SomeFailed = 1;

    /// <summary>
    /// bench import: the file was read, and nothing in it was written by SQL Server. The same code as
    /// <see cref="SomeFailed"/> on purpose (one contract for 1: ran, did not get what it was asked for; issue 17 asks
    /// for 1); the verb tells the two apart, as only bench import can end so.
    /// </summary>
    public const int NotRecognised = SomeFailed;

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
        SessionOutcome.NothingRecognised => NotRecognised,
        _ => BadInput,
    };
}
