namespace Bench.Results.Tests.Cases;

public sealed class CaseCountsTests
{
    [Fact]
    public void A_run_whose_cases_all_run_its_repetitions_says_so_in_one_phrase() =>
        Assert.Equal("3 cases x 5 repetitions", CaseCounts.Describe(5, [null, null, 5]));

    [Fact]
    public void Cases_with_repetitions_of_their_own_are_counted_after_the_run_s()
    {
        Assert.Equal("5 cases x 5 repetitions (1 of them x 2, 3 of them x 15)", CaseCounts.Describe(5, [15, null, 15, 2, 15]));
    }

    [Fact]
    public void One_case_and_one_repetition_are_said_in_the_singular() =>
        Assert.Equal("1 case x 1 repetition", CaseCounts.Describe(1, [null]));
}
