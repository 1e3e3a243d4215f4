using Bench.Harness.Runner;

namespace Bench.Harness.Cli;

/// <summary>What the process's exit code means, the same for every verb (<see cref="Contract"/> says it in words for bench --help and README).</summary>
public static class ExitCodes
{
    /// <summary>The contract as bench --help prints it.</summary>
    public const string Contract =
        "Exit codes: 0 ok; 1 finished, but some cases failed (their rows say why; bench import: nothing recognised; bench publish: a run not published), or the run stopped before its end (status stopped, finished rows kept, --resume runs the rest); "
        + "2 bad input, nothing written; 3 environment (server unreachable or not usable, no Docker engine), nothing ran; 130 interrupted (Ctrl+C, SIGTERM), finished rows kept.";

    /// <summary>Done; every case ok (or skipped with a reason).</summary>
    public const int Ok = 0;

    /// <summary>
    /// Done, but not all of it worked: bench run, some cases failed (their rows say why), or the target stopped the run
    /// before its end (<see cref="Bench.Scenarios.Targets.RunStoppedException"/>: status stopped, finished rows kept,
    /// --resume runs the rest); bench report, the report
    /// could not be written; bench publish, a run not published (it failed, or differs from its stored copy). Exit code 1 has one meaning for every verb: the command ran to its end (nothing refused,
    /// nothing cancelled) and did not get all it was asked for; <see cref="NotRecognised"/> is the same code.
    /// </summary>
    public const int SomeFailed = 1;

    /// <summary>
    /// bench import: the file was read, and nothing in it was written by SQL Server. The same code as
    /// <see cref="SomeFailed"/> on purpose (one contract for 1: ran, did not get what it was asked for; issue 17 asks
    /// for 1); the verb tells the two apart, as only bench import can end so.
    /// </summary>
    public const int NotRecognised = SomeFailed;

    /// <summary>Bad input: nothing ran, nothing was written.</summary>
    public const int BadInput = 2;

    /// <summary>
    /// The environment cannot be used, nothing ran: a server that cannot be reached or used (its login not sysadmin), no
    /// Docker engine for --container. The input was fine; the same command works where the environment does.
    /// </summary>
    public const int Environment = 3;

    /// <summary>Cancelled (Ctrl+C, SIGTERM): finished rows kept, running case cleaned up.</summary>
    public const int Cancelled = 130;

    /// <summary>The exit code of a run session's <paramref name="outcome"/>.</summary>
    public static int Of(SessionOutcome outcome) => outcome switch
    {
        SessionOutcome.Done => Ok,
        SessionOutcome.SomeFailed => SomeFailed,
        SessionOutcome.Cancelled => Cancelled,
        SessionOutcome.NothingRecognised => NotRecognised,
        SessionOutcome.Unavailable => Environment,
        _ => BadInput,
    };
}
