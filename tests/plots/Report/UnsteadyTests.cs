using System.Globalization;
using Bench.Results;
using Bench.Scenarios;
using Bench.Results.Statistics;

namespace Bench.Plots.Tests.Report;

/// <summary>
/// A case whose runs split into clusters (a cold first repetition ten times slower, say) keeps its Harrell-Davis median,
/// but the table marks it and names its runs and the middle one, the summary qualifies the figures built on it, and the
/// MB/s beside a median is the case's bytes over that median, so the row agrees with itself.
/// </summary>
public sealed class UnsteadyTests
{
    [Fact]
    public void Runs_in_two_clusters_are_unsteady_a_smooth_spread_or_a_few_milliseconds_are_not()
    {
        // The ram run's CREATE 1 GB with IFI off: two cold runs about 10x slower than the other three.
        Assert.True(Unsteady.Is([2021, 224, 2336, 231, 314]));
        Assert.False(Unsteady.Is([100, 150, 220, 330]));
        Assert.False(Unsteady.Is([1, 1.2, 9]));
        Assert.False(Unsteady.Is([224, 2021]));
        // Fewer than 5 runs are never marked: with 3, any spread over 4x has a gap over 2x, a smooth spread as well as a
        // cold first repetition (the fixed ssd run's AUTOGROW, IFI off; its CREATE 1 GB, IFI off, cold at 2.3 s).
        Assert.False(Unsteady.Is([332, 787, 1403]));
        Assert.False(Unsteady.Is([2336, 231, 224]));
        Assert.False(Unsteady.Is([2336, 2021, 231, 224]));
        Assert.True(Unsteady.Is([2336, 231, 224, 240, 228]));
        Assert.False(Unsteady.Is([332, 500, 787, 1100, 1403]));
        // Two far runs of 15 are outliers, not a cluster.
        Assert.False(Unsteady.Is([3.4, 3.5, 3.5, 3.6, 3.7, 3.8, 3.9, 4.1, 4.1, 4.2, 4.4, 4.5, 5.2, 16, 39]));
        Assert.Equal("runs of 224 ms, 231 ms, 314 ms, 2 s and 2.3 s; the middle run 314 ms", Unsteady.Words([2021, 224, 2336, 231, 314]));
    }

    /// <summary>
    /// The fixed ssd run with its CREATE 1 GB, IFI off run 5 times (its 3 rows and 2 more like them): 2.3 s (a cold first
    /// repetition), 231, 224, 240 and 228 ms; the fixture's other cases keep their 3 runs, too few to be marked.
    /// </summary>
    private static (RunSummary Run, SummaryRow Case) Split()
    {
        var run = FixedRuns.Ssd;
        var target = run.Summary.First(s => s.Scenario == "create" && s.CaseId.Ifi == false && s.Parameters.SizeBytes == 1L << 30);
        double[] times = [2336, 231, 224, 240, 228];
        var i = 0;
        var own = run.Rows.Where(r => r.CaseId.Equals(target.CaseId) && r.Summarized()).ToList();
        var more = own.Take(times.Length - own.Count).Select((r, k) => r with { Repetition = own.Max(o => o.Repetition) + k + 1 });
        var rows = run.Rows.Concat(more).Select(r => !r.CaseId.Equals(target.CaseId) || !r.Summarized() ? r : r with
        {
            ElapsedMs = times[i],
            ThroughputMbS = Math.Round(r.BytesWritten!.Value / 1e6 / (times[i++] / 1000), 1),
        }).ToList();
        var split = RunSummary.Of(run.Directory, run.Manifest, rows, run.Stalls);
        return (split, split.Summary.Single(s => s.CaseId.Equals(target.CaseId)));
    }

    [Fact]
    public void The_table_marks_an_unsteady_median_and_its_mb_s_is_the_size_over_that_median()
    {
        var (run, split) = Split();
        var rows = run.Summary.Where(s => s.Scenario == "create").ToList();
        var titles = CaseTitles.Of(rows.Select(s => s.CaseId));

        var cells = ReportTables.Summary(split, titles, rows, run: run);

        Assert.Equal($"{Findings.Time(split.MedianMs!.Value)} {ReportTables.UnsteadyMark}", cells[2].Text);
        Assert.Contains("the middle run", cells[2].Detail, StringComparison.Ordinal);
        // The row agrees with itself: its bytes over the median shown, not the median of each run's own rate.
        var bytes = run.Rows.First(r => r.CaseId.Equals(split.CaseId) && r.Summarized()).BytesWritten!.Value;
        var expected = bytes / 1e6 / (split.MedianMs.Value / 1000);
        var shown = double.Parse(cells[4].Text, NumberStyles.AllowThousands | NumberStyles.AllowDecimalPoint, CultureInfo.InvariantCulture);
        Assert.InRange(shown, expected * 0.99, expected * 1.01);
        Assert.NotEqual(ReportTables.F(split.ThroughputMbSMedian), cells[4].Text);
        Assert.Equal(ReportTables.SizeOverMedian, ReportTables.SummaryHeader[4]);

        // A steady case is not marked.
        var steady = rows.First(s => s.CaseId.Ifi == true && s.MedianMs is not null && Unsteady.Times(run, s) is null);
        Assert.DoesNotContain(ReportTables.UnsteadyMark, ReportTables.Summary(steady, titles, rows, run: run)[2].Text, StringComparison.Ordinal);
    }

    [Fact]
    public void The_summary_qualifies_the_figures_built_on_unsteady_cases_and_how_to_read_gives_the_rule()
    {
        var (run, _) = Split();

        var summary = ExecutiveSummary.Of([run], [], []);

        var line = Assert.Single(summary, l => l.StartsWith("Read with care: ", StringComparison.Ordinal) && l.Contains("unsteady", StringComparison.Ordinal));
        Assert.Contains("the middle run", line, StringComparison.Ordinal);
        Assert.Contains(Unsteady.Rule, ExecutiveSummary.HowToRead([run]));
    }
}
