using System.Runtime.InteropServices;

namespace Bench.Harness.Runner;

/// <summary>
/// The signals that cancel a run instead of killing the process (the running case removes its files, finished rows
/// stay, exit 130), and which of them end the process as soon as their handler returns, so that the handler waits, at
/// most <see cref="CleanupWait"/>, for the cleanup. .NET's mapping on Windows: SIGINT is Ctrl+C, SIGQUIT Ctrl+Break,
/// SIGHUP closing the console window (CTRL_CLOSE_EVENT), SIGTERM logging off and shutting down (CTRL_LOGOFF_EVENT,
/// CTRL_SHUTDOWN_EVENT); Windows ends the process once the handler of the last three returns, and within about 5 s in
/// any case. Elsewhere no handler waits: it would only hold the signal thread.
/// </summary>
internal static class StopSignals
{
    private static int ending;

    /// <summary>How long a handler waits for the cleanup where the process ends once it returns: under Windows' 5 s.</summary>
    public static TimeSpan CleanupWait { get; } = TimeSpan.FromSeconds(4.5);

    /// <summary>
    /// True once a signal after which the system ends the process arrived (Windows: log off, shut down, the console window
    /// closed): the session stops as for Ctrl+C, but draws no report (its charts take seconds the process does not have)
    /// and writes the manifest's status as stopped, its rows kept: bench report draws the report later.
    /// </summary>
    public static bool ProcessEnding => Volatile.Read(ref ending) != 0;

    /// <summary>Takes the mark of <see cref="ProcessEnding"/> back (tests: one process runs many sessions).</summary>
    internal static void ForgetProcessEnding() => Interlocked.Exchange(ref ending, 0);

    /// <summary>Why a run stopped when <see cref="ProcessEnding"/>, naming its folder <paramref name="runDirectory"/> for the report's command.</summary>
    public static string EndingWhy(string runDirectory) =>
        $"Windows is ending the process (log off, shut down, or its console window closed) and leaves it a few seconds, so the report was not drawn; bench report {runDirectory} draws it";

    /// <summary>
    /// The handler Program registers for a signal: cancels <paramref name="cancel"/> instead of letting the process die;
    /// where the process ends once it returns (<paramref name="waitsForCleanup"/>), it first marks the process as ending
    /// (<see cref="ProcessEnding"/>), then waits for <paramref name="finished"/> (the command's end) at most <see cref="CleanupWait"/>.
    /// </summary>
    public static Action<PosixSignalContext> Handler(bool waitsForCleanup, CancellationTokenSource cancel, Task finished)
    {
        ArgumentNullException.ThrowIfNull(cancel);
        ArgumentNullException.ThrowIfNull(finished);
        return context =>
        {
            context.Cancel = true;
            if (waitsForCleanup)
            {
                Interlocked.Exchange(ref ending, 1);
            }

            cancel.Cancel();
            if (waitsForCleanup)
            {
                finished.Wait(CleanupWait);
            }
        };
    }

    /// <summary>The signals handled, each with whether its handler waits for the cleanup; <paramref name="windows"/>: the running system's by default.</summary>
    public static IReadOnlyList<(PosixSignal Signal, bool WaitsForCleanup)> For(bool windows) => windows
        ? [(PosixSignal.SIGINT, false), (PosixSignal.SIGQUIT, false), (PosixSignal.SIGTERM, true), (PosixSignal.SIGHUP, true)]
        : [(PosixSignal.SIGINT, false), (PosixSignal.SIGTERM, false), (PosixSignal.SIGHUP, false)];
}
