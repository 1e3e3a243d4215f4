using System.Runtime.InteropServices;
using Bench.Harness.Runner;
using Bench.Results.Csv;
using Bench.Results.Manifest;
using Spectre.Console;

namespace Bench.Harness.Tests.Runner;

/// <summary>
/// Windows ends the process a few seconds after log off, shut down or a closed console window (SIGTERM, SIGHUP there):
/// a run stopped so draws no report (its charts take seconds), keeps its rows, writes its manifest stopped, and says
/// that bench report draws the report later. The handler is the one Program registers (<see cref="StopSignals.Handler"/>);
/// the mark it leaves is process-wide, so these run alone.
/// </summary>
[Collection(nameof(RunsAlone))]
public sealed class ProcessEndingTests : CommandTest
{
    [Fact]
    public async Task A_run_windows_ends_keeps_its_rows_writes_stopped_and_leaves_the_report_to_bench_report()
    {
        File.WriteAllText(Temp["matrix.json"], """{ "repetitions": 20, "cases": [ { "scenario": "create", "size": "4MB", "ifi": "off" } ] }""");
        using var cancel = CancellationTokenSource.CreateLinkedTokenSource(TestContext.Current.CancellationToken);
        using var trigger = new CancellationTokenSource();
        using var output = EndingAt("[   1/20] ok", PosixSignal.SIGTERM, cancel, trigger);
        var console = ConsoleOf(output);

        try
        {
            // A report asked for (no --no-report): the session would draw it after a Ctrl+C.
            var exit = await BenchApp.RunAsync(
                ["run", "--matrix", Temp["matrix.json"], "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0"], console, TextWriter.Null, cancel.Token);

            Assert.Equal(ExitCodes.Cancelled, exit);
            var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
            var manifest = ManifestFile.Read(run);
            Assert.Equal("stopped", manifest.Status);
            Assert.Contains(manifest.Notes, n => n.StartsWith("Stopped before its end: Windows is ending the process", StringComparison.Ordinal));
            var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(run, RunFiles.Results));
            Assert.InRange(rows.Count, 1, 19);
            Assert.All(rows, r => Assert.Equal(CaseStatus.Ok, r.Status));
            Assert.False(File.Exists(Path.Combine(run, "report.html")), "no report is drawn in the seconds Windows leaves");
            Assert.Contains($"bench report {run} draws it", Flat(output.ToString()), StringComparison.Ordinal);
            Assert.False(Directory.Exists(Temp["data"]), "the running case's files and the data dir the run made are gone");
        }
        finally
        {
            StopSignals.ForgetProcessEnding();
        }
    }

    [Fact]
    public async Task A_tune_windows_ends_keeps_its_runs_writes_stopped_and_draws_no_report()
    {
        using var cancel = CancellationTokenSource.CreateLinkedTokenSource(TestContext.Current.CancellationToken);
        using var trigger = new CancellationTokenSource();
        using var output = EndingAt("% of the budget]", PosixSignal.SIGHUP, cancel, trigger);
        var console = ConsoleOf(output);

        try
        {
            // A report asked for (no --no-report): a tune stopped by Ctrl+C draws one.
            var exit = await BenchApp.RunAsync(
                ["tune", "restore", "--size", "8MB", "--stripes", "1..2", "--buffer-count", "1..4", "--max-transfer-size", "64KB..128KB", "--budget", "10",
                    "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0"], console, TextWriter.Null, cancel.Token);

            Assert.Equal(ExitCodes.Cancelled, exit);
            var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
            var manifest = ManifestFile.Read(run);
            Assert.Equal("stopped", manifest.Status);
            Assert.NotEmpty(CsvTableReader.ReadAll<ResultRow>(Path.Combine(run, RunFiles.Results)));
            Assert.False(File.Exists(Path.Combine(run, "report.html")), "no report is drawn in the seconds Windows leaves");
            Assert.Contains($"bench report {run} draws it", Flat(output.ToString()), StringComparison.Ordinal);
        }
        finally
        {
            StopSignals.ForgetProcessEnding();
        }
    }

    [Fact]
    public void Ctrl_C_does_not_mark_the_process_as_ending_logoff_shutdown_and_a_closed_window_do()
    {
        try
        {
            foreach (var (signal, waits) in StopSignals.For(windows: true))
            {
                using var cancel = new CancellationTokenSource();
                StopSignals.Handler(waits, cancel, Task.CompletedTask)(new PosixSignalContext(signal));

                Assert.True(cancel.IsCancellationRequested);
                Assert.Equal(signal is PosixSignal.SIGTERM or PosixSignal.SIGHUP, StopSignals.ProcessEnding);
            }
        }
        finally
        {
            StopSignals.ForgetProcessEnding();
        }
    }

    /// <summary>
    /// Output that, once it holds <paramref name="text"/>, calls the handler Program registers for <paramref name="signal"/>
    /// on Windows (one after which Windows ends the process; it waits for the command's end, here already given).
    /// </summary>
    private static CancellingWriter EndingAt(string text, PosixSignal signal, CancellationTokenSource cancel, CancellationTokenSource trigger)
    {
        var handler = StopSignals.Handler(StopSignals.For(windows: true).Single(s => s.Signal == signal).WaitsForCleanup, cancel, Task.CompletedTask);
        return new CancellingWriter(text, trigger, () => handler(new PosixSignalContext(signal)));
    }

    /// <summary>A plain, wide console writing to <paramref name="output"/>.</summary>
    private static IAnsiConsole ConsoleOf(TextWriter output)
    {
        var console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Ansi = AnsiSupport.No, ColorSystem = ColorSystemSupport.NoColors, Interactive = InteractionSupport.No, Out = new AnsiConsoleOutput(output),
        });
        console.Profile.Width = 400;
        return console;
    }
}
