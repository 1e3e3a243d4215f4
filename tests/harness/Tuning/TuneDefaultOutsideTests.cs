using Bench.Harness.Configuration;
using Bench.Harness.Tuning;
using Bench.Harness.Views;
using static Bench.Harness.Tests.Tune.Grids;

namespace Bench.Harness.Tests.Tuning;

/// <summary>
/// SQL Server's default joins the final round even where the ranges given leave it out, so that the answer is measured
/// against what a job giving none of these options runs: tune.md and the console say it lies outside them, and where.
/// </summary>
public sealed class TuneDefaultOutsideTests
{
    /// <summary>--buffer-count 16..1024 --max-transfer-size 2MB..4MB: the default for 2 backup files (BUFFERCOUNT 9, 1 MB) is off both.</summary>
    private static readonly TuneSpace Space = Restore with { BufferCount = new Log2Range(16, 1024), MaxTransferSize = new Log2Range(2 * MB, 4 * MB) };

    private static readonly TuneSetting Tuned = new(2, 32, 4 * MB, TuneSetting.BlockSizeNotGiven, false);

    private static TuneResult Result(TuneSpace space, DefaultOutcome outcome)
    {
        var standard = space.DefaultAt(Tuned);
        var best = MeasuredSetting.Of(outcome == DefaultOutcome.BestIsDefault ? standard : Tuned, [810, 820, 830], [], 1000);
        var other = MeasuredSetting.Of(outcome == DefaultOutcome.BestIsDefault ? Tuned : standard, [700, 705, 710], [], 1000);
        return new TuneResult
        {
            Space = space,
            Options = new TuneOptions { Budget = 30 },
            Ranked = [best, other],
            Best = best,
            Knee = best,
            Path = [],
            FinalRound = [best, other],
            VersusDefault = new VersusDefault { Default = standard, Outcome = outcome, Gain = 0.16, GainLower = 0.1, GainUpper = 0.2, BestRuns = 3, DefaultRuns = 3 },
            StopReason = StopReason.Converged,
            StopDetail = "no neighbour of the best is significantly better",
            Noise = 0.03,
        };
    }

    [Fact]
    public void A_default_outside_the_searched_ranges_is_said_to_be_in_the_verdict_and_marked_in_the_final_round()
    {
        var result = Result(Space, DefaultOutcome.Better);
        const string Outside = "SQL Server's default lies outside the searched ranges, at buffer_count=9 (searched: 16..1024) and max_transfer_size=1MB (searched: 2MB..4MB): it ran in the final round only, to measure the answer against it, not as a setting of the search.";
        const string Marked = "stripes=2 buffer_count=9 max_transfer_size=1MB (SQL Server's default, outside the searched ranges)";
        using var console = new TestConsole();
        var (config, errors) = TuneConfigBuilder.Build(TuneRunOptions.Default with { Mode = "restore", Size = "8MB", Run = RunOptions.Default with { BaselineSize = "0" } }, DateTime.UtcNow);
        Assert.Empty(errors);

        TuneView.Print(console.Console, result, "runs/tune");
        var markdown = TuneReport.Markdown(result, config!);

        Assert.EndsWith(Outside, TuneReport.Verdict(result), StringComparison.Ordinal);
        Assert.Contains(Outside, System.Text.RegularExpressions.Regex.Replace(console.Output, @"\s+", " "), StringComparison.Ordinal);
        Assert.Contains($"  {Marked}: 705 MB/s", console.Output, StringComparison.Ordinal);
        Assert.Contains(Outside, markdown, StringComparison.Ordinal);
        Assert.Contains($"| {Marked} | 705 MB/s", markdown, StringComparison.Ordinal);
    }

    [Fact]
    public void A_default_the_ranges_hold_is_marked_as_the_default_only()
    {
        var result = Result(Restore, DefaultOutcome.BestIsDefault);

        Assert.DoesNotContain("outside", TuneReport.Verdict(result), StringComparison.Ordinal);
        Assert.Equal("stripes=2 buffer_count=9 max_transfer_size=1MB (SQL Server's default)", TuneReport.Contender(result, result.Best!.Setting));
        Assert.Equal("stripes=2 buffer_count=32 max_transfer_size=4MB", TuneReport.Contender(result, Tuned));
    }
}
