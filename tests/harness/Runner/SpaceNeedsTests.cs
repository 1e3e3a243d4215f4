using System.Text;
using Bench.Harness.Runner;
using Bench.Scenarios.Matrix;

namespace Bench.Harness.Tests.Runner;

/// <summary>The most space a run holds at once: the largest group, or two fixtures where one is made while the other goes; never the sum.</summary>
public sealed class SpaceNeedsTests
{
    private static IReadOnlyList<ScheduleGroup> Groups(string json, int repetitions = 3) =>
        Schedule.Group(MatrixPlanner.Plan(MatrixFile.Parse("m", Encoding.UTF8.GetBytes(json))), repetitions);

    [Fact]
    public void The_peak_is_the_largest_group_not_the_sum_of_the_groups()
    {
        var groups = Groups("""
            { "cases": [
                { "scenario": "create", "size": ["256MB", "1GB"] },
                { "scenario": "restore", "size": "128MB", "stripes": [1, 2], "buffer_count": [1, 8] } ] }
            """);

        var needs = SpaceNeeds.Of(groups);

        Assert.Equal(groups.Max(g => g.CombinedBytes), needs.LargestGroupBytes);
        Assert.Equal(needs.LargestGroupBytes, needs.CombinedBytes);
        Assert.True(needs.CombinedBytes < groups.Sum(g => g.CombinedBytes), "groups are held one after the other");
        Assert.Equal(groups.Single(g => g.Fixture is null).CombinedBytes, needs.CombinedBytes);
        Assert.Contains("create size=1GB", needs.AtCase, StringComparison.Ordinal);
    }

    [Fact]
    public void A_fixture_made_while_the_previous_one_is_removed_counts_both()
    {
        var groups = Groups("""
            { "cases": [ { "scenario": "restore", "size": "512MB", "stripes": [1, 2] } ] }
            """);
        var (first, second) = (groups[0].Fixture!, groups[1].Fixture!);

        var needs = SpaceNeeds.Of(groups);

        Assert.Equal(first.DiskBytes + second.DiskBytes, needs.BackupBytes);
        Assert.Equal(Math.Max(first.DiskBytes + second.DiskBytes, needs.LargestGroupBytes), needs.CombinedBytes);
    }

    [Fact]
    public void Each_directory_holds_only_what_lives_in_it()
    {
        var groups = Groups("""
            { "cases": [ { "scenario": "backup", "size": "256MB", "stripes": 4 } ] }
            """);

        var needs = SpaceNeeds.Of(groups);

        Assert.Equal(groups.Single().Fixture!.DiskBytes + groups.Single().Runs[0].Case.DiskBytesNeeded, needs.DataBytes);
        Assert.Equal(groups.Single().Runs[0].Case.BackupBytesNeeded, needs.BackupBytes);
        Assert.Equal(needs.DataBytes + needs.BackupBytes, needs.CombinedBytes);
    }

    [Fact]
    public void Repetitions_do_not_add_space()
    {
        const string Matrix = """{ "cases": [ { "scenario": "restore", "size": "128MB", "buffer_count": [1, 4, 16] } ] }""";

        Assert.Equal(SpaceNeeds.Of(Groups(Matrix, 1)), SpaceNeeds.Of(Groups(Matrix, 5)));
    }
}
