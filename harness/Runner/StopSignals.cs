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
    /// <summary>How long a handler waits for the cleanup where the process ends once it returns: under Windows' 5 s.</summary>
    public static TimeSpan CleanupWait { get; } = TimeSpan.FromSeconds(4.5);

    /// <summary>The signals handled, each with whether its handler waits for the cleanup; <paramref name="windows"/>: the running system's by default.</summary>
    public static IReadOnlyList<(PosixSignal Signal, bool WaitsForCleanup)> For(bool windows) => windows
        ? [(PosixSignal.SIGINT, false), (PosixSignal.SIGQUIT, false), (PosixSignal.SIGTERM, true), (PosixSignal.SIGHUP, true)]
        : [(PosixSignal.SIGINT, false), (PosixSignal.SIGTERM, false), (PosixSignal.SIGHUP, false)];
}
