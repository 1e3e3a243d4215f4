using System.Text;
using Bench.Harness.Views;
using Bench.Results.Samples;
using Bench.Scenarios.Matrix;

namespace Bench.Harness.Tests.Views;

/// <summary>The line a finished case prints when the output is not a terminal.</summary>
public sealed class LineProgressTests : IDisposable
{
    private readonly TestConsole console = new();

    public void Dispose() => console.Dispose();

    [Fact]
    public void A_cases_line_gives_its_time_and_not_what_every_writer_on_the_device_wrote_meanwhile()
    {
        var planned = MatrixPlanner.Plan(MatrixFile.Parse("m", Encoding.UTF8.GetBytes("""{ "cases": [ { "scenario": "autogrow", "ifi": "on" } ] }""")))[0];
        var row = new ResultRow
        {
            RunId = "run", CaseId = planned.Id, Repetition = 1, Scenario = "autogrow", Target = "native", Parameters = new CaseParameters(),
            Status = CaseStatus.Ok, StartedUtc = DateTime.UnixEpoch, ElapsedMs = 23.6,
            Counters = new CounterSummary { DiskWriteBytes = 3L << 30 },
        };

        new LineProgress(console.Console, 140).CaseFinished(new ScheduledCase(planned, 1, 5), row);

        Assert.Contains($"[   1/140] ok {planned.Title} rep 1: 23.6 ms (elapsed", console.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("GiB", console.Output, StringComparison.Ordinal);
    }
}
