using Bench.Harness.Runner;

namespace Bench.Harness.Tests.Runner;

public sealed class RunPeakMemoryTests
{
    [Fact]
    public void Each_case_has_its_own_peak_and_the_run_keeps_the_largest_not_the_last()
    {
        // The kernel's high-water mark: the largest use since the last reset.
        long mark = 300;
        var memory = new RunPeakMemory(() => mark, () =>
        {
            mark = 100;
            return true;
        });

        memory.CaseStarting();
        mark = 900;
        var first = memory.CaseEnded();
        memory.CaseStarting();
        mark = 200;
        var second = memory.CaseEnded();

        Assert.Equal((900L, 200L), (first!.Value, second!.Value));
        Assert.Equal(900, memory.RunPeak());
    }

    [Fact]
    public void Without_a_reset_a_case_has_no_peak_of_its_own_but_the_run_has_one()
    {
        var memory = new RunPeakMemory(() => 500, () => false);

        memory.CaseStarting();

        Assert.Null(memory.CaseEnded());
        Assert.Equal(500, memory.RunPeak());
    }
}
