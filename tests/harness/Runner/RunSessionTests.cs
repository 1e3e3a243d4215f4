namespace Bench.Harness.Tests.Runner;

/// <summary>How a run's sessions end: a resume's last line counts its own rows and the run's.</summary>
public sealed class RunSessionTests : CommandTest
{
    [Fact]
    public async Task A_resume_ends_with_the_rows_of_its_session_and_of_the_run()
    {
        File.WriteAllText(Temp["matrix.json"], """{ "repetitions": 2, "cases": [ { "scenario": "create", "size": "4MB" } ] }""");
        Assert.Equal(ExitCodes.Ok, await Bench(["run", "--matrix", Temp["matrix.json"], "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0", "--no-report"]));
        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        Assert.Contains($"done: 4 rows (0 skipped) in {run}", Cli.Output, StringComparison.Ordinal);

        var exit = await Bench(["run", "--resume", run, "--no-report"]);

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Contains($"done: 0 rows this session (0 skipped), 4 in the run, in {run}", Cli.Output, StringComparison.Ordinal);
    }
}
