using System.Globalization;
using System.Text.RegularExpressions;
using Bench.Results.Csv;
using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Runner;

/// <summary>A real bench process killed with SIGKILL in the middle of a run, then resumed.</summary>
public sealed class CrashSafetyTests : CommandTest
{

    [Fact]
    public async Task A_run_killed_mid_case_keeps_every_finished_row_and_resume_runs_only_what_is_missing()
    {
        Directory.CreateDirectory(Temp["data"]);
        File.WriteAllText(Temp["data/bench_00001.mdf"], "a user's file named like the harness's");
        using var bench = BenchProcess.Start(
            "run", "--matrix", Matrices.Path("crash.json"), "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0", "--sample-interval", "100", "--no-report");
        var results = await bench.WaitForRowsAsync(Temp["runs"], rows: 3);
        var mapped = OperatingSystem.IsLinux() ? File.ReadAllText($"/proc/{bench.Id}/maps") : null;
        bench.Kill();
        await bench.WaitForExitAsync();

        var run = Path.GetDirectoryName(results)!;
        var before = CsvTableReader.ReadAll<ResultRow>(results);
        Assert.InRange(before.Count, 3, 11);
        Assert.Equal("running", ManifestFile.Read(run).Status);

        var exit = await Bench(["run", "--resume", run + Path.DirectorySeparatorChar, "--no-report"]);

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
        Assert.Equal(["bench_00001.mdf"], Directory.EnumerateFileSystemEntries(Temp["data"]).Select(Path.GetFileName));
        Assert.Contains("resuming", Cli.Output, StringComparison.Ordinal);
        var progress = Regex.Matches(Cli.Output, @"\[\s*(\d+)/(\d+)\]").Select(m => (Done: int.Parse(m.Groups[1].Value, CultureInfo.InvariantCulture), Total: int.Parse(m.Groups[2].Value, CultureInfo.InvariantCulture))).ToList();
        Assert.All(progress, p => Assert.Equal(12 - before.Count, p.Total));
        Assert.Equal(progress[^1].Total, progress[^1].Done);

        // A native run whose cases succeed does not load the SQL Server client (its memory would count in every case's
        // peak RSS): by the third row the process's mapped files name the harness's assembly and not SqlClient's.
        if (mapped is not null)
        {
            Assert.Contains("/bench.dll", mapped, StringComparison.Ordinal);
            Assert.DoesNotContain("Microsoft.Data.SqlClient", mapped, StringComparison.Ordinal);
        }
    }

    [Fact]
    public async Task A_run_killed_among_its_restores_has_its_fixtures_and_limit_probes_in_the_manifest_and_its_resume_keeps_them()
    {
        using var bench = BenchProcess.Start(
            "run", "--matrix", Matrices.Path("crash-restore.json"), "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "64MB", "--no-report");
        var results = await bench.WaitForRowsAsync(Temp["runs"], rows: 2);
        bench.Kill();
        await bench.WaitForExitAsync();

        var run = Path.GetDirectoryName(results)!;
        var killed = ManifestFile.Read(run);
        Assert.Equal("running", killed.Status);
        Assert.NotEmpty(killed.Fixtures);
        Assert.NotEmpty(killed.LimitProbes);

        var exit = await Bench(["run", "--resume", run, "--no-report"]);

        Assert.Equal(ExitCodes.Ok, exit);
        var resumed = ManifestFile.Read(run);
        Assert.Equal("complete", resumed.Status);
        Assert.Equal(killed.Fixtures, resumed.Fixtures.Take(killed.Fixtures.Count));
        Assert.Equal(killed.LimitProbes, resumed.LimitProbes.Take(killed.LimitProbes.Count));
        Assert.NotNull(killed.Baseline);
        Assert.Equal(killed.Baseline, resumed.Baseline);
        Assert.DoesNotContain("baseline: writing", Cli.Output, StringComparison.Ordinal);
        Assert.True(resumed.LimitProbes.Count > killed.LimitProbes.Count, "the resumed session probes the groups it runs");
        Assert.Equal(12, CsvTableReader.ReadAll<ResultRow>(results).Count);
    }

    [Fact]
    public async Task Resuming_a_folder_that_is_not_a_run_is_refused()
    {
        Directory.CreateDirectory(Temp["not-a-run"]);

        var exit = await Bench(["run", "--resume", Temp["not-a-run"]]);

        Assert.Equal(ExitCodes.BadInput, exit);
        Assert.Contains("resume: ", Cli.Output, StringComparison.Ordinal);
        Assert.Contains("has no manifest.json", Flat(Cli.Output), StringComparison.Ordinal);
    }
}
