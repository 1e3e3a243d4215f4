using System.Runtime.InteropServices;
using Bench.Harness.Cli;
using Bench.Harness.Native;
using Bench.Harness.Runner;
using Bench.Harness.Views;

// Large allocations (the codec's, per chunk) go back to the system when freed, so memory stays flat on long runs.
if (OperatingSystem.IsLinux())
{
    LinuxIo.FixMmapThreshold();
}

// This process runs one case at a time, so before each case it gives back what earlier cases left (outside their
// timing): a row's peak_rss_bytes then starts from what the process holds.
PeakMemory.GiveBackBeforeEachCase();

// Windows: SeManageVolumePrivilege is enabled in the process token now, before any data file is opened, as SQL
// Server's service enables it at startup; without it IFI-on cases are skipped with the fix (doctor says so first).
if (OperatingSystem.IsWindows())
{
    _ = WindowsIfiPrivilege.Process;
}

// Ctrl+C (SIGINT), SIGTERM and SIGHUP, and on Windows Ctrl+Break (SIGQUIT), cancel the run instead of killing the
// process: the running case removes its files, finished rows stay, a sqlserver run switches its trace flags off and
// drops its databases, and the exit code is 130. On Windows closing the console window (SIGHUP), logging off and
// shutting down (SIGTERM) end the process as soon as the handler returns, and within a few seconds (about 5) in any
// case, so there the handler waits for the cleanup that long at most: a run whose cleanup takes longer leaves the rest
// to the next run (the ledger). See StopSignals.
using var cancel = new CancellationTokenSource();
// Those three also mark the process as ending: a run stops without drawing its report (charts take seconds), its rows
// and its manifest (status stopped) written, and says that bench report draws the report later.
var finished = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
var signals = StopSignals.For(OperatingSystem.IsWindows())
    .Select(handled => PosixSignalRegistration.Create(handled.Signal, StopSignals.Handler(handled.WaitsForCleanup, cancel, finished.Task)))
    .ToList();
// Windows: the console writes in its OEM code page (437, 850) unless told otherwise, which has no box drawing for the
// tables nor most of a path's letters; UTF-8 (no byte-order mark) is what Windows 10 and later consoles, Wine and a
// redirected file all read.
if (OperatingSystem.IsWindows())
{
    Console.OutputEncoding = new System.Text.UTF8Encoding(encoderShouldEmitUTF8Identifier: false);
}

// Standard output for what a verb says, standard error for what it refuses; plain text when redirected, NO_COLOR or TERM=dumb.
var environment = Environment.GetEnvironmentVariables();
var console = new SplitConsole(
    ConsoleSetup.Create(Console.Out, Console.IsOutputRedirected, environment, redirectedWidth: 200),
    ConsoleSetup.Create(Console.Error, Console.IsErrorRedirected, environment, redirectedWidth: 4000));
try
{
    return await BenchApp.RunAsync(args, console, Console.Out, cancel.Token);
}
finally
{
    finished.TrySetResult();
    signals.ForEach(registration => registration.Dispose());
}
