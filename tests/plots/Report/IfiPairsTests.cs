using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Statistics;

namespace Bench.Plots.Tests.Report;

/// <summary>The one line that says which IFI cases lost rows from their on/off pair, and why.</summary>
public sealed class IfiPairsTests
{
    private static SummaryRow Case(string id, int leftOut) => new()
    {
        CaseId = CaseId.Parse(id),
        Scenario = "create",
        Target = "sqlserver",
        Parameters = new CaseParameters { Ifi = id.EndsWith("on", StringComparison.Ordinal), SizeBytes = 1L << 30, Files = 1 },
        N = 3,
        NotOk = 0,
        IfiLeftOut = leftOut,
    };

    [Fact]
    public void Cases_that_lost_rows_are_named_with_their_count_and_the_reason_in_one_line()
    {
        var summary = new[] { Case("create/size=1073741824/ifi=on", 2), Case("create/size=1073741824/ifi=off", 0) };

        var line = IfiPairs.LeftOut(summary);

        Assert.NotNull(line);
        Assert.DoesNotContain('\n', line);
        Assert.Contains("leave out 2 rows", line, StringComparison.Ordinal);
        Assert.Contains(": 2)", line, StringComparison.Ordinal);
        // The two causes apart: a row whose ifi_effective is the other has no note; only one IFI could not verify has.
        Assert.Contains("IFI was not what the case asked for (ifi_effective the other)", line, StringComparison.Ordinal);
        Assert.Contains("could not be verified (ifi_effective empty, the server's trace output missing: their note in results.csv says so)", line, StringComparison.Ordinal);
        Assert.DoesNotContain("with a note", line, StringComparison.Ordinal);
        Assert.Null(IfiPairs.LeftOut([Case("create/size=1073741824/ifi=on", 0)]));
    }
}
