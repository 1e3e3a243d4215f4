using Bench.Results.Export;

namespace Bench.Plots.Tests.Report;

/// <summary>The list of the charts a report drew, and what a report written again removes by it: the harness's own files only.</summary>
public sealed class PreviousChartsTests : TempDirectoryTest
{
    private string Charts => Path.Combine(Temp.Path, "charts");

    private PreviousCharts.Entry Drawn(string relative, string content = "chart")
    {
        var path = Path.Combine(Temp.Path, relative);
        Directory.CreateDirectory(Path.GetDirectoryName(path)!);
        File.WriteAllText(path, content);
        return PreviousCharts.Of(path);
    }

    [Fact]
    public async Task A_listed_file_drawn_again_stays_even_when_unchanged()
    {
        var again = Drawn("charts/ifi-create.png");
        var gone = Drawn("charts/counters-create.png");
        Assert.True(await PreviousCharts.WriteAsync(Temp.Path, [again, gone], new WriteJournal(), TestContext.Current.CancellationToken));

        var removed = PreviousCharts.RemoveUndrawn(Temp.Path, PreviousCharts.Read(Temp.Path), [again], out var left);

        Assert.Equal([gone.Path], removed);
        Assert.Empty(left);
        Assert.True(File.Exists(again.Path));
        Assert.False(File.Exists(gone.Path));
    }

    [Fact]
    public async Task A_listed_file_rewritten_at_the_same_size_since_stays()
    {
        var chart = Drawn("charts/ifi-create.png");
        Assert.True(await PreviousCharts.WriteAsync(Temp.Path, [chart], new WriteJournal(), TestContext.Current.CancellationToken));
        File.WriteAllText(chart.Path, "CHART");
        File.SetLastWriteTimeUtc(chart.Path, new DateTime(chart.WrittenTicks, DateTimeKind.Utc).AddSeconds(1));

        var removed = PreviousCharts.RemoveUndrawn(Temp.Path, PreviousCharts.Read(Temp.Path), [], out _);

        Assert.Empty(removed);
        Assert.True(File.Exists(chart.Path));
    }

    [Fact]
    public void Only_png_and_svg_files_under_charts_are_read_from_the_list()
    {
        var notes = Drawn("charts/notes.txt");
        var outside = Drawn("outside.png");
        var chart = Drawn("charts/run-1/ifi-create.svg");
        File.WriteAllLines(Path.Combine(Charts, PreviousCharts.FileName), [
            $"charts/notes.txt\t{notes.Size}\t{notes.WrittenTicks}",
            $"charts/../outside.png\t{outside.Size}\t{outside.WrittenTicks}",
            $"{outside.Path}\t{outside.Size}\t{outside.WrittenTicks}",
            $"charts/run-1/ifi-create.svg\t{chart.Size}\t{chart.WrittenTicks}",
            "not a line of the list",
            $"charts/x.png\tten\t{chart.WrittenTicks}"]);

        var read = PreviousCharts.Read(Temp.Path);

        Assert.Equal([chart], read);
    }

    [Fact]
    public void A_run_folder_left_empty_goes_but_charts_and_a_linked_folder_stay()
    {
        var first = Drawn("charts/run-1/ifi-create.png");
        var second = Drawn("charts/run-2/ifi-create.png");
        var top = Drawn("charts/compare-create.png");
        var elsewhere = Path.Combine(Temp.Path, "elsewhere");
        Directory.CreateDirectory(elsewhere);
        Directory.CreateSymbolicLink(Path.Combine(Charts, "run-3"), elsewhere);
        var linked = Drawn("charts/run-3/ifi-create.png");
        var mine = Drawn("charts/run-2/mine.txt");

        var removed = PreviousCharts.RemoveUndrawn(Temp.Path, [first, second, top, linked], [], out _);

        Assert.Equal(4, removed.Count);
        Assert.False(Directory.Exists(Path.Combine(Charts, "run-1")));
        Assert.True(File.Exists(mine.Path), "a folder holding anything else stays");
        Assert.True(Directory.Exists(Charts));
        Assert.True(Directory.Exists(Path.Combine(Charts, "run-3")), "a linked folder is the user's");
        Assert.True(Directory.Exists(elsewhere));
    }

    [Fact]
    public async Task A_list_that_cannot_be_written_leaves_the_earlier_one_and_says_so()
    {
        var chart = Drawn("charts/ifi-create.png");
        Directory.CreateDirectory(Path.Combine(Charts, PreviousCharts.FileName)); // a folder where the list goes

        Assert.False(await PreviousCharts.WriteAsync(Temp.Path, [chart], new WriteJournal(), TestContext.Current.CancellationToken));
        Assert.Empty(PreviousCharts.Read(Temp.Path));
        Assert.Equal([chart.Path], Directory.EnumerateFiles(Charts)); // no temporary file left
    }
}
