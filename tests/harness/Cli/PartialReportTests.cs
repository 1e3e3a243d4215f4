namespace Bench.Harness.Tests.Cli;

/// <summary>A report or comparison that is stopped or cannot be finished removes what it wrote, and only that, and says how to write it again.</summary>
public sealed class PartialReportTests : CommandTest
{
    /// <summary>Two runs (a copy of the earlier version's run, and the same as another host's).</summary>
    private string[] TwoRuns()
    {
        var source = Path.Combine(AppContext.BaseDirectory, "Cli", "OldRuns", "20261123-120531-old");
        return [Fleets.Reidentify(source, Temp["runs"], "20261123-120531-old", "old", 1), Fleets.Reidentify(source, Temp["runs"], "20261124-090000-more", "more", 2)];
    }

    [Theory]
    [InlineData("report")]
    [InlineData("compare")]
    public async Task Cancelled_it_exits_130_says_so_and_removes_the_folders_it_made(string verb)
    {
        var runs = TwoRuns();
        using var cancel = new CancellationTokenSource();
        await cancel.CancelAsync();

        var exit = await BenchApp.RunAsync([verb, .. runs, "--out", Temp["out/deep"]], Cli.Console, TextWriter.Null, cancel.Token);

        Assert.Equal(ExitCodes.Cancelled, exit);
        Assert.Contains($"cancelled: the report in {Temp["out/deep"]} was not finished; removed", Flat(Cli.Output), StringComparison.Ordinal);
        Assert.False(Directory.Exists(Temp["out"]), "the folders this invocation made are removed");
    }

    [Fact]
    public async Task Cancelled_it_leaves_what_the_folder_held_before()
    {
        var runs = TwoRuns();
        Directory.CreateDirectory(Temp["out/charts"]);
        File.WriteAllText(Temp["out/report.md"], "an earlier report");
        File.WriteAllText(Temp["out/charts/mine.svg"], "a user's chart");
        using var cancel = new CancellationTokenSource();
        await cancel.CancelAsync();

        var exit = await BenchApp.RunAsync(["compare", .. runs, "--out", Temp["out"]], Cli.Console, TextWriter.Null, cancel.Token);

        Assert.Equal(ExitCodes.Cancelled, exit);
        Assert.Equal("an earlier report", File.ReadAllText(Temp["out/report.md"]));
        Assert.Equal("a user's chart", File.ReadAllText(Temp["out/charts/mine.svg"]));
        Assert.Equal(2, Directory.EnumerateFiles(Temp["out"], "*", SearchOption.AllDirectories).Count());
    }

    [Theory]
    [InlineData("report")]
    [InlineData("compare")]
    public async Task A_report_that_cannot_be_written_removes_its_partial_files_and_gives_the_command_that_retries(string verb)
    {
        var runs = TwoRuns();
        // report.html cannot be written (a folder is in its place) once charts/ and comparison.csv are.
        Directory.CreateDirectory(Temp["out/report.html"]);
        File.WriteAllText(Temp["out/notes.txt"], "a user's notes");

        var exit = await Bench([verb, .. runs, "--out", Temp["out"]]);

        Assert.Equal(ExitCodes.SomeFailed, exit);
        var output = Flat(Cli.Output);
        Assert.Contains("the report could not be written", output, StringComparison.Ordinal);
        Assert.Contains($"(bench {verb} {runs[0]} {runs[1]} --out {Temp["out"]} retries)", output, StringComparison.Ordinal);
        Assert.Equal([Temp["out/notes.txt"], Temp["out/report.html"]], Directory.EnumerateFileSystemEntries(Temp["out"], "*", SearchOption.AllDirectories).Order(StringComparer.Ordinal));
        Assert.Equal("a user's notes", File.ReadAllText(Temp["out/notes.txt"]));
    }
}
