using Bench.Plots.Figures;

namespace Bench.Plots.Tests;

/// <summary>A subtitle's count of repetitions is in the right number: a tune's phases chart said "over its 1 repetitions".</summary>
public sealed class CountsTests
{
    [Fact]
    public void One_repetition_is_singular_and_several_or_a_range_plural()
    {
        Assert.Equal("1 repetition", Counts.Repetitions([1, 1]));
        Assert.Equal("3 repetitions", Counts.Repetitions([3]));
        Assert.Equal("1-9 repetitions", Counts.Repetitions([1, 9, 3]));
    }
}
