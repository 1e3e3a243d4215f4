using System.Diagnostics;
using Bench.Harness.Cli;
using Bench.Results;
using Bench.Results.Csv;
using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Runner;

/// <summary>A real bench process killed with SIGKILL in the middle of a run, then resumed.</summary>
public sealed class CrashSafetyTests : IDisposable
{
    private const string Matrix = """
        { "repetitions": 3,
          "cases": [ { "scenario": "create", "size": ["128MB", "256MB"], "write_size": "1MB", "ifi": ["on", "off"] } ] }
        """;

    private readonly TempDirectory temp = new();
    private readonly TestConsole console = new();

    public void Dispose()
    {
        console.Dispose();
        temp.Dispose();
    }

    [Fact]
    public async Task A_run_killed_mid_case_keeps_every_finished_row_and_resume_runs_only_what_is_missing()
    {
        Directory.CreateDirectory(temp["data"]);
        File.WriteAllText(temp["data/bench_00001.mdf"], "a user's file named like the harness's");
        File.WriteAllText(temp["matrix.json"], Matrix);
        var start = new ProcessStartInfo("dotnet") { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        foreach (var argument in new[]
        {
            Path.Combine(AppContext.BaseDirectory, "bench.dll"), "run", "--matrix", temp["matrix.json"], "--data-dir", temp["data"],
            "--out", temp["runs"], "--baseline-size", "0", "--sample-interval", "100", "--no-report",
        })
        {
            start.ArgumentList.Add(argument);
        }

        using var bench = Process.Start(start)!;
        _ = bench.StandardOutput.ReadToEndAsync(TestContext.Current.CancellationToken);
        _ = bench.StandardError.ReadToEndAsync(TestContext.Current.CancellationToken);
        var results = await WaitForRowsAsync(bench, minimum: 3);
        bench.Kill();
        await bench.WaitForExitAsync(TestContext.Current.CancellationToken);

        var run = Path.GetDirectoryName(results)!;
        var before = CsvTableReader.ReadAll<ResultRow>(results);
        Assert.InRange(before.Count, 3, 11);
        Assert.Equal("running", ManifestFile.Read(run).Status);

        var exit = await BenchApp.RunAsync(["run", "--resume", run, "--no-report"], console.Console, TextWriter.Null, TestContext.Current.CancellationToken);

        Assert.Equal(ExitCodes.Ok, exit);
        var after = CsvTableReader.ReadAll<ResultRow>(results);
        Assert.Equal(12, after.Count);
        Assert.Equal(12, after.Select(r => (r.CaseId, r.Repetition)).Distinct().Count());
        Assert.Equal(before, after.Take(before.Count));
        Assert.All(after, r => Assert.Equal(CaseStatus.Ok, r.Status));
        var stalls = File.ReadAllLines(Path.Combine(run, RunFiles.Samples)).Skip(1).Select(l => l.Split(',')[0] + "/" + l.Split(',')[1]).Distinct();
        Assert.All(stalls, s => Assert.Contains(after, r => $"{r.CaseId}/{r.Repetition}" == s));
        var manifest = ManifestFile.Read(run);
        Assert.Equal("complete", manifest.Status);
        Assert.Contains(manifest.Notes, n => n.StartsWith("Resumed at", StringComparison.Ordinal));
        Assert.Equal(["bench_00001.mdf"], Directory.EnumerateFileSystemEntries(temp["data"]).Select(Path.GetFileName));
        Assert.Contains("resuming", console.Output, StringComparison.Ordinal);
    }

    private async Task<string> WaitForRowsAsync(Process bench, int minimum)
    {
        var deadline = Stopwatch.StartNew();
        while (deadline.Elapsed < TimeSpan.FromMinutes(2))
        {
            Assert.False(bench.HasExited, "bench ended before it could be killed");
            var results = Directory.Exists(temp["runs"]) ? Directory.GetFiles(temp["runs"], RunFiles.Results, SearchOption.AllDirectories).FirstOrDefault() : null;
            if (results is not null && File.ReadLines(results).Count() > minimum)
            {
                return results;
            }

            await Task.Delay(5, TestContext.Current.CancellationToken);
        }

        throw new TimeoutException("bench wrote no rows in two minutes");
    }

    [Fact]
    public async Task Resuming_a_folder_that_is_not_a_run_is_refused()
    {
        Directory.CreateDirectory(temp["not-a-run"]);

        var exit = await BenchApp.RunAsync(["run", "--resume", temp["not-a-run"]], console.Console, TextWriter.Null, TestContext.Current.CancellationToken);

        Assert.Equal(ExitCodes.BadInput, exit);
        Assert.Contains("resume: ", console.Output, StringComparison.Ordinal);
        Assert.Contains("has no manifest.json", console.Output.ReplaceLineEndings(" "), StringComparison.Ordinal);
    }
}
