using Bench.Harness.Tests.Tune;
using Bench.Harness.Tuning;
using static Bench.Harness.Tests.Tune.Grids;

namespace Bench.Harness.Tests.Tuning;

/// <summary>What a tune prints at its end, read as a DBA reads it.</summary>
public sealed class TuneViewTests
{
    private static CancellationToken Token => TestContext.Current.CancellationToken;

    private static string Printed(TuneResult result)
    {
        using var console = new TestConsole();
        TuneView.Print(console.Console, result, "runs/tune");
        return console.Output;
    }

    [Fact]
    public async Task A_tune_stopped_for_its_budget_says_the_budget_is_spent_once()
    {
        var result = await TuneSearch.RunAsync(Restore, new TuneOptions { Budget = 12 }, new SyntheticSurface(Surfaces.Plateau, noise: 0.05, seed: 11), null, Token);

        var printed = Printed(result);

        Assert.Equal(StopReason.BudgetSpent, result.StopReason);
        Assert.Contains("stopped: the budget of 12 case runs is spent", printed, StringComparison.Ordinal);
        Assert.Single(printed.Split("spent")[1..]);
    }
}
