using Bench.Harness.Reporting;
using Bench.Plots.Report;
using Bench.Results.Export;

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

    [Theory]
    [InlineData(".png")] // as its first chart is in place
    [InlineData(ReportPageExporter.Html)] // once report.html is replaced, before report.md
    public async Task Cancelled_part_way_it_removes_its_own_files_only_and_puts_back_the_earlier_report_and_its_charts(string stopAt)
    {
        // Given an earlier comparison in the folder (its pages told apart from this report's), every file of it as it is.
        var runs = TwoRuns();
        var folder = Temp["out"];
        Assert.Equal(ExitCodes.Ok, await Bench(["compare", .. runs, "--out", folder]));
        File.WriteAllText(Path.Combine(folder, ReportPageExporter.Html), "the earlier report.html");
        File.WriteAllText(Path.Combine(folder, ReportPageExporter.Markdown), "the earlier report.md");
        var earlier = Directory.EnumerateFiles(folder, "*", SearchOption.AllDirectories).ToDictionary(f => f, File.ReadAllBytes);
        Assert.Contains(earlier.Keys, f => f.EndsWith(".png", StringComparison.Ordinal));

        // When the report of one of the runs into that folder (charts it draws there anew, the comparison's not at all) is
        // cancelled part-way, another process (a live run) having added files to the folder meanwhile.
        var summaries = RunLoader.Load(Cli.Console, "report", [runs[0]])!;
        using var cancel = new CancellationTokenSource();
        var foreign = new[] { Path.Combine(folder, "samples.csv"), Path.Combine(folder, "charts", "notes.txt") };
        var stopped = 0;
        var journal = new WriteJournal(path =>
        {
            if (path.EndsWith(stopAt, StringComparison.Ordinal) && Interlocked.Exchange(ref stopped, 1) == 0)
            {
                Array.ForEach(foreign, f => File.WriteAllText(f, "another process's"));
                cancel.Cancel();
            }
        });
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => ReportWriter.WriteAsync(Cli.Console, summaries, folder, [], cancel.Token, journal: journal));

        // Then the earlier report is whole, all its charts are there as they were, the other process's files stay, and nothing else is.
        Assert.Equal(1, stopped);
        Assert.Contains("what was there before is as it was", Flat(Cli.Output), StringComparison.Ordinal);
        Assert.Equal(earlier.Keys.Concat(foreign).Order(StringComparer.Ordinal), Directory.EnumerateFiles(folder, "*", SearchOption.AllDirectories).Order(StringComparer.Ordinal));
        Assert.All(earlier, e => Assert.Equal(e.Value, File.ReadAllBytes(e.Key)));
        Assert.All(foreign, f => Assert.Equal("another process's", File.ReadAllText(f)));
    }

    [Fact]
    public async Task After_a_report_killed_hard_the_next_one_clears_its_temporary_files_and_nothing_else_and_says_so()
    {
        // Given an earlier comparison in the folder, and what a report killed hard (no process runs with its id) left beside
        // its pages and charts: a new report.html not yet renamed, a chart's earlier copy kept aside, and the earlier
        // report.md kept aside with report.md gone (its swap cut half-way); beside names alike that are not its own.
        var runs = TwoRuns();
        var folder = Temp["out"];
        Assert.Equal(ExitCodes.Ok, await Bench(["compare", .. runs, "--out", folder]));
        var chart = Path.GetRelativePath(folder, Directory.EnumerateFiles(Path.Combine(folder, "charts"), "*.svg", SearchOption.AllDirectories).First());
        var killed = $"bench-{JournalLeftovers.Host}-2147483647-0123456789ab";
        string[] leftovers = [$"report.html.{killed}.tmp", $"{chart}.{killed}.old"];
        var live = $"report.html.bench-{JournalLeftovers.Host}-{Environment.ProcessId}-0123456789ab.tmp";
        string[] others = ["report.html.0123456789ab.tmp", $"notes.txt.{killed}.tmp", $"report.html.{killed}.bak", live, "charts/mine.tmp", $"report.html.BENCH-{JournalLeftovers.Host}-2147483647-0123456789ab.tmp"];
        File.Move(Path.Combine(folder, ReportPageExporter.Markdown), Path.Combine(folder, $"report.md.{killed}.old"));
        foreach (var file in leftovers.Concat(others))
        {
            File.WriteAllText(Path.Combine(folder, file), "left");
        }

        // When the next report of the folder runs,
        var before = Cli.Output.Length;
        Assert.Equal(ExitCodes.Ok, await Bench(["compare", .. runs, "--out", folder]));

        // Then it clears those leftovers only (the one whose file was missing put back), says so, and writes its report.
        var output = Flat(Cli.Output[before..]);
        Assert.Contains($"cleared 3 temporary files a report stopped hard (killed) left in {folder}: ", output, StringComparison.Ordinal);
        Assert.Contains($"report.md.{killed}.old (put back as report.md, which was missing)", output, StringComparison.Ordinal);
        Assert.All(leftovers, f => Assert.False(File.Exists(Path.Combine(folder, f)), f));
        Assert.False(File.Exists(Path.Combine(folder, $"report.md.{killed}.old")));
        Assert.All(others, f => Assert.Equal("left", File.ReadAllText(Path.Combine(folder, f))));
        Assert.Contains("<html", File.ReadAllText(Path.Combine(folder, ReportPageExporter.Html)), StringComparison.OrdinalIgnoreCase);
    }

    [Fact]
    public async Task An_out_folder_that_can_be_written_but_not_listed_gets_its_report()
    {
        if (OperatingSystem.IsWindows() || Environment.IsPrivilegedProcess)
        {
            Assert.Skip("a folder's mode binds neither Windows nor root");
            return;
        }

        var runs = TwoRuns();
        Directory.CreateDirectory(Temp["out"]);
        File.SetUnixFileMode(Temp["out"], UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        try
        {
            Assert.Equal(ExitCodes.Ok, await Bench(["compare", .. runs, "--out", Temp["out"]]));
            Assert.True(File.Exists(Temp["out/report.html"]));
        }
        finally
        {
            File.SetUnixFileMode(Temp["out"], UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        }
    }
}
