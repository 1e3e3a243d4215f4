using System.Text;
using Bench.Scenarios.Targets;

namespace Bench.Scenarios.Tests.Matrix;

public sealed class ScheduleTests
{
    private static IReadOnlyList<PlannedCase> Cases(string json) => MatrixPlanner.Plan(MatrixFile.Parse("m", Encoding.UTF8.GetBytes(json)));

    private static IReadOnlyList<PlannedCase> Creates() => Cases("""{ "cases": [ { "scenario": "create", "size": ["1GB", "2GB"] } ] }""");

    /// <summary>Restores over two backups (1 and 2 stripes) swept over buffers, a create between them, and backups of one database.</summary>
    private static IReadOnlyList<PlannedCase> Study() => Cases("""
        { "cases": [
            { "scenario": "restore", "size": "64MB", "stripes": 1, "buffer_count": [1, 4], "ifi": "on" },
            { "scenario": "create", "size": "1GB" },
            { "scenario": "restore", "size": "64MB", "stripes": 2, "buffer_count": [1, 4], "ifi": ["on", "off"] },
            { "scenario": "backup", "size": "64MB", "stripes": [1, 2] },
            { "scenario": "restore", "size": "64MB", "stripes": 1, "max_transfer_size": "4MB", "block_size": "64KB", "ifi": "off" } ] }
        """);

    private static string Text(ScheduledCase s) =>
        $"{s.Repetition}:{s.Case.Scenario.Info.Name}:{s.Case.Id.Number("stripes") ?? s.Case.Columns.SizeBytes >> 30}:{s.Case.Columns.BufferCount?.ToString(System.Globalization.CultureInfo.InvariantCulture) ?? "-"}:{(s.Case.Columns.Ifi is null ? "-" : s.Case.Columns.Ifi == true ? "on" : "off")}";

    [Fact]
    public void Repetitions_go_round_the_group_and_every_other_round_runs_it_backwards_so_ifi_twins_alternate_which_runs_first()
    {
        var order = Schedule.Group(Creates(), 2).SelectMany(g => g.Runs)
            .Select(s => $"{s.Repetition}:{s.Case.Columns.SizeBytes >> 30}:{(s.Case.Columns.Ifi == true ? "on" : "off")}")
            .ToList();

        Assert.Equal(["1:1:on", "1:1:off", "1:2:on", "1:2:off", "2:2:off", "2:2:on", "2:1:off", "2:1:on"], order);
    }

    [Fact]
    public void A_case_with_more_repetitions_of_its_own_goes_on_round_after_round_once_the_others_have_run_theirs()
    {
        var cases = Cases("""
            { "repetitions": 2,
              "cases": [ { "scenario": "create", "size": ["1GB", "2GB"], "ifi": "on", "repetitions": 4 },
                         { "scenario": "create", "size": ["1GB", "2GB"], "ifi": "off" } ] }
            """);

        var order = Schedule.Group(cases, 2).SelectMany(g => g.Runs)
            .Select(s => $"{s.Repetition}:{s.Case.Columns.SizeBytes >> 30}:{(s.Case.Columns.Ifi == true ? "on" : "off")}")
            .ToList();

        Assert.Equal(
            ["1:1:on", "1:1:off", "1:2:on", "1:2:off", "2:2:off", "2:2:on", "2:1:off", "2:1:on", "3:1:on", "3:2:on", "4:2:on", "4:1:on"],
            order);
    }

    [Fact]
    public void Positions_count_from_one_in_running_order_across_the_groups()
    {
        var groups = Schedule.Group(Study(), 3);

        Assert.Equal(Enumerable.Range(1, Study().Count * 3), groups.SelectMany(g => g.Runs).Select(s => s.Position));
    }

    [Fact]
    public void Cases_that_share_a_fixture_run_in_groups_that_hold_it_and_every_case_runs_every_repetition()
    {
        var study = Study();
        var groups = Schedule.Group(study, 3);

        Assert.Equal(
            ["-", "database/size=67108864/files=1"],
            groups.Skip(4).Select(g => g.Fixture?.Key ?? "-"));
        Assert.All(groups, g => Assert.All(g.Runs, r => Assert.Equal(g.Fixture, r.Case.Fixture)));
        Assert.All(groups.Skip(4), g => Assert.Equal(g.Runs.Select(r => r.Case).Distinct().Count() * 3, g.Runs.Count));
        Assert.All(study, c => Assert.Equal([1, 2, 3], groups.SelectMany(g => g.Runs).Where(r => r.Case == c).Select(r => r.Repetition)));
    }

    [Fact]
    public void Backups_that_differ_only_in_stripes_take_turns_a_visit_per_repetition_in_alternating_order()
    {
        var groups = Schedule.Group(Study(), 3);
        var visits = groups.Take(4).ToList();

        // The 1-file backup's cases (both of its entries), then the 2-file one's; next round backwards; two visits in a row to one backup are one.
        Assert.Equal(
            ["backup/size=67108864/files=1/stripes=1/compression=off", "backup/size=67108864/files=1/stripes=2/compression=off",
             "backup/size=67108864/files=1/stripes=1/compression=off", "backup/size=67108864/files=1/stripes=2/compression=off"],
            visits.Select(g => g.Fixture!.Key));
        Assert.Equal([[1], [1, 2], [2, 3], [3]], visits.Select(g => g.Runs.Select(r => r.Repetition).Distinct().ToArray()));
        Assert.Equal(
            ["1:restore:1:1:on", "1:restore:1:4:on", "1:restore:1:5:off", "1:restore:2:1:on", "1:restore:2:1:off", "1:restore:2:4:on", "1:restore:2:4:off",
             "2:restore:2:4:off", "2:restore:2:4:on", "2:restore:2:1:off", "2:restore:2:1:on", "2:restore:1:5:off", "2:restore:1:4:on", "2:restore:1:1:on",
             "3:restore:1:1:on", "3:restore:1:4:on", "3:restore:1:5:off", "3:restore:2:1:on", "3:restore:2:1:off", "3:restore:2:4:on", "3:restore:2:4:off"],
            visits.SelectMany(g => g.Runs).Select(Text));
    }

    [Fact]
    public void Backups_of_another_size_or_compression_are_another_sweep_and_a_single_repetition_needs_no_second_visit()
    {
        var restores = Cases("""
            { "cases": [
                { "scenario": "restore", "size": "64MB", "stripes": [1, 2], "ifi": "on" },
                { "scenario": "restore", "size": "64MB", "stripes": 2, "compression": "on", "ifi": "on" },
                { "scenario": "restore", "size": "128MB", "stripes": 1, "ifi": "on" } ] }
            """);

        Assert.Equal(
            ["64MB s1: 1", "64MB s2: 1 2", "64MB s1: 2", "64MB s2 compressed: 1 2", "128MB s1: 1 2"],
            Schedule.Group(restores, 2).Select(Describe));
        Assert.Equal(["64MB s1: 1", "64MB s2: 1", "64MB s2 compressed: 1", "128MB s1: 1"], Schedule.Group(restores, 1).Select(Describe));

        static string Describe(ScheduleGroup g) =>
            $"{g.Fixture!.DataFileBytes >> 20}MB s{g.Fixture.Stripes}{(g.Fixture.Compression ? " compressed" : string.Empty)}: {string.Join(' ', g.Runs.Select(r => r.Repetition))}";
    }

    [Fact]
    public void Within_a_group_sweep_points_and_ifi_twins_run_side_by_side_and_the_order_alternates()
    {
        var twoStripes = Schedule.Group(Study(), 2)[1];

        Assert.Equal(
            ["1:restore:2:1:on", "1:restore:2:1:off", "1:restore:2:4:on", "1:restore:2:4:off", "2:restore:2:4:off", "2:restore:2:4:on", "2:restore:2:1:off", "2:restore:2:1:on"],
            twoStripes.Runs.Select(Text));
    }

    [Fact]
    public void A_backup_is_shared_by_the_restores_that_only_read_it_differently_and_made_apart_for_what_changes_its_content()
    {
        var restores = Cases("""
            { "cases": [
                { "scenario": "restore", "size": "64MB", "stripes": 2, "max_transfer_size": ["1MB", "4MB"], "buffer_count": [2, 8], "block_size": ["default", "64KB"] },
                { "scenario": "restore", "size": "64MB", "stripes": [1, 2], "compression": "on" },
                { "scenario": "restore", "size": "128MB", "stripes": 2 } ] }
            """);

        var groups = Schedule.Group(restores, 1);

        Assert.Equal([16, 2, 2, 2], groups.Select(g => g.Runs.Count));
        Assert.Equal(4, groups.Select(g => g.Fixture!.Key).Distinct().Count());
        Assert.All(groups, g => Assert.Equal(FixtureKind.Backup, g.Fixture!.Kind));
    }

    [Fact]
    public void A_group_needs_its_fixture_and_its_largest_case_not_the_sum_of_its_cases()
    {
        var group = Schedule.Group(Cases("""{ "cases": [ { "scenario": "restore", "size": "1GB", "stripes": 2, "buffer_count": [1, 4, 16] } ] }"""), 3).Single();

        Assert.Equal(1L << 30, group.BackupBytes - (2L << 20));
        Assert.Equal((1L << 30) + (1L << 20), group.DataBytes);
        Assert.Equal(group.DataBytes + group.BackupBytes, group.CombinedBytes);
    }
}
