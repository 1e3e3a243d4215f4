using Bench.Harness.Tests.Tune;
using Bench.Harness.Tuning;
using Bench.Harness.Views;
using static Bench.Harness.Tests.Tune.Grids;

namespace Bench.Harness.Tests.Tuning;

/// <summary>
/// A tune whose budget left no final round, ended on a tie step up from SQL Server's default: the default ran, ranked
/// above the best, and the answer says so, not only that the two were "not compared side by side" (c1 M3: a budget-9
/// restore tune ranked the default #1 at 109.0 MB/s, recommended #2 at 104.3 MB/s, MAXTRANSFERSIZE 2 MB, and said the
/// default was not compared). The ranked table's last column has a header and marks the default.
/// </summary>
public sealed class TuneDefaultApartTests
{
    private static CancellationToken Token => TestContext.Current.CancellationToken;

    // Two stripes at the default BUFFERCOUNT and 1 MB a little faster than at 2 MB, within the noise: a tie, which goes up.
    private static double Surface(TuneSetting s) =>
        s.Stripes == 2 && s.MaxTransferSize == MB && s.BufferCount == 9 ? 109 : s.Stripes == 2 && s.MaxTransferSize == 2 * MB ? 104.3 : s.Stripes == 1 ? 72 : 95;

    [Fact]
    public async Task Without_a_final_round_a_default_ranked_above_the_best_is_said_to_be_unbeaten_and_marked_in_the_table()
    {
        var result = await TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 9 }, new SyntheticSurface(Surface, 0.03, seed: 1), null, Token);

        var standard = Restore.DefaultAt(result.Best!.Setting);
        var ranked = result.Ranked.ToList();
        var at = ranked.FindIndex(r => r.Setting == standard);
        Assert.Empty(result.FinalRound);
        Assert.NotEqual(standard, result.Best.Setting);
        Assert.True(at >= 0 && ranked[at].MedianMbS >= result.Best.MedianMbS, string.Join("; ", ranked.Select(r => $"{r.Setting} {r.MedianMbS}")));
        Assert.Equal(DefaultOutcome.NotCompared, result.VersusDefault!.Outcome);

        var verdict = TuneReport.Verdict(result);
        Assert.Contains($"It ran at other times: #{at + 1} in the table", verdict, StringComparison.Ordinal);
        Assert.Contains("nothing this tune ran was shown faster than it, so keep your jobs as they are", verdict, StringComparison.Ordinal);

        using var console = new TestConsole();
        console.Console.Profile.Width = 200;
        TuneView.Print(console.Console, result, "runs/tune");
        var header = console.Output.Split('\n').First(l => l.Contains("MB/s per MB", StringComparison.Ordinal));
        Assert.Contains("│ role", header, StringComparison.Ordinal);
        var row = console.Output.Split('\n').First(l => l.Contains(Restore.Label(standard), StringComparison.Ordinal));
        Assert.Contains("default", row, StringComparison.Ordinal);
    }
}
