using System.Diagnostics;
using System.Runtime.InteropServices;
using Bench.Results.Csv;
using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Runner;

/// <summary>
/// SIGTERM, SIGINT and SIGHUP (a closed terminal; on Windows, a closed console window) sent to a real bench process in the middle of a case: it stops (the time from the signal to its
/// exit is in the test's output; only a hang fails it, <see cref="HangBound"/>), removes the running case's files,
/// keeps the finished rows, writes a partial report and exits 130.
/// </summary>
public sealed class SignalTests : TempDirectoryTest
{
    [Fact]
    public void On_Windows_Ctrl_Break_stops_as_Ctrl_C_does_and_logoff_or_shutdown_waits_for_the_cleanup_as_a_closed_window_does()
    {
        // .NET's mapping: SIGQUIT is Ctrl+Break, SIGTERM CTRL_LOGOFF_EVENT and CTRL_SHUTDOWN_EVENT, SIGHUP CTRL_CLOSE_EVENT;
        // Windows ends the process once the handler of the last three returns, and kills it at once on an unhandled Ctrl+Break.
        var windows = Bench.Harness.Runner.StopSignals.For(windows: true);

        Assert.Equal(
            [(PosixSignal.SIGINT, false), (PosixSignal.SIGQUIT, false), (PosixSignal.SIGTERM, true), (PosixSignal.SIGHUP, true)],
            windows);
        Assert.InRange(Bench.Harness.Runner.StopSignals.CleanupWait, TimeSpan.FromSeconds(1), TimeSpan.FromSeconds(4.9));
    }

    [Fact]
    public void Elsewhere_SIGINT_SIGTERM_and_SIGHUP_stop_the_run_and_no_handler_holds_the_signal_thread() =>
        Assert.Equal([(PosixSignal.SIGINT, false), (PosixSignal.SIGTERM, false), (PosixSignal.SIGHUP, false)], Bench.Harness.Runner.StopSignals.For(windows: false));

    [Theory]
    [InlineData("TERM")]
    [InlineData("INT")]
    [InlineData("HUP")]
    public async Task A_signal_stops_the_running_case_removes_its_files_keeps_finished_rows_and_exits_130(string signal)
    {
        // A process started under nohup ignores SIGHUP and so does every child, bench too (.NET keeps a signal ignored at
        // start ignored): a hang-up cannot reach it, which is what nohup is for.
        Assert.SkipWhen(signal == "HUP" && HangUpIgnored(), "SIGHUP is ignored in this process (started under nohup), and so in the bench it starts");
        Directory.CreateDirectory(Temp["data"]);
        File.WriteAllText(Temp["data/keep.txt"], "user file");
        File.WriteAllText(Temp["matrix.json"], """{ "repetitions": 20, "cases": [ { "scenario": "create", "size": "512MB", "ifi": "off", "write_size": "1MB" } ] }""");
        using var bench = BenchProcess.Start("run", "--matrix", Temp["matrix.json"], "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0");
        var results = await bench.WaitForRowsAsync(Temp["runs"], rows: 1);
        await Task.Delay(100, TestContext.Current.CancellationToken);

        var clock = Stopwatch.StartNew();
        await bench.SignalAsync(signal);
        await bench.WaitForExitAsync();
        var stopped = clock.Elapsed;

        Assert.Equal(ExitCodes.Cancelled, bench.ExitCode);
        HangBound.Check($"SIG{signal} to exit, the running case cleaned up and the report written", stopped);
        var run = Path.GetDirectoryName(results)!;
        var rows = CsvTableReader.ReadAll<ResultRow>(results);
        Assert.InRange(rows.Count, 1, 19);
        Assert.All(rows, r => Assert.Equal(CaseStatus.Ok, r.Status));
        Assert.Equal("cancelled", ManifestFile.Read(run).Status);
        Assert.True(File.Exists(Path.Combine(run, "report.html")), "a partial report is written");
        Assert.Equal(["keep.txt"], Directory.EnumerateFileSystemEntries(Temp["data"]).Select(Path.GetFileName));
        Assert.Contains("cancel", (await bench.Output).ToLowerInvariant(), StringComparison.Ordinal);
    }

    /// <summary>Whether this process ignores SIGHUP (bit 0 of /proc/self/status's SigIgn mask; Linux only, else false).</summary>
    private static bool HangUpIgnored() =>
        File.Exists("/proc/self/status")
        && File.ReadLines("/proc/self/status").FirstOrDefault(l => l.StartsWith("SigIgn:", StringComparison.Ordinal)) is { } line
        && (Convert.ToUInt64(line["SigIgn:".Length..].Trim(), 16) & 1) != 0;
}
