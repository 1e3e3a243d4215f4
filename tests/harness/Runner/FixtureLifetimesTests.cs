using System.Globalization;
using System.Text;
using Bench.Harness.Runner;
using Bench.Harness.Views;
using Bench.Scenarios.Matrix;

namespace Bench.Harness.Tests.Runner;

/// <summary>The runner walks the schedule group by group: each fixture lives only while its group runs, and nothing runs beside a case.</summary>
public sealed class FixtureLifetimesTests : TempDirectoryTest
{
    private readonly TestConsole console = new();

    protected override void Dispose(bool disposing)
    {
        console.Dispose();
        base.Dispose(disposing);
    }

    /// <summary>Two restore groups (backups of 1 and 2 stripes), creates that need nothing, and backups of one database.</summary>
    private static RunPlan Plan(int repetitions)
    {
        var cases = MatrixPlanner.Plan(MatrixFile.Parse("m", Encoding.UTF8.GetBytes("""
            { "cases": [
                { "scenario": "restore", "size": "64MB", "stripes": [1, 2], "buffer_count": [1, 4], "ifi": "on" },
                { "scenario": "create", "size": "64MB" },
                { "scenario": "backup", "size": "64MB", "stripes": [1, 2] } ] }
            """)));
        return new RunPlan("20260101-000000-test", "test", "m", repetitions, cases, Schedule.Group(cases, repetitions));
    }

    private async Task<IReadOnlyList<string>> RunAsync(RunPlan plan, RecordingTarget target)
    {
        using var folder = RunFolder.Create(Temp["runs"], plan.RunId);
        var observer = new LineProgress(console.Console, plan.Schedule.Count);
        var clock = new StudyClock();
        var report = await new MatrixRunner(plan, new CaseExecutor(plan.RunId, target, observer), new FixtureLifetimes(target, observer, clock), folder, observer, clock)
            .RunAsync(TestContext.Current.CancellationToken);
        Assert.Equal((plan.Schedule.Count, 0), (report.Rows, report.Failed));
        return target.Events;
    }

    /// <summary>Where <paramref name="line"/> occurs for the <paramref name="n"/>th time (from 0) in <paramref name="events"/>; fails the test when it does not.</summary>
    private static int Nth(List<string> events, string line, int n)
    {
        var at = events.Select((e, i) => (e, i)).Where(x => x.e == line).Select(x => x.i).Skip(n).DefaultIfEmpty(-1).First();
        Assert.True(at >= 0, $"'{line}' does not occur {n + 1} times");
        return at;
    }

    private static string Name(ScheduledCase run) => string.Create(CultureInfo.InvariantCulture, $"case bench_{run.Position:D5}");

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task Each_fixture_is_made_before_its_groups_first_case_and_removed_after_its_last_before_the_next_group_starts(bool removesWhileMaking)
    {
        var plan = Plan(3);
        await using var target = new RecordingTarget(removesWhileMaking, plan.Groups);

        var events = await RunAsync(plan, target);

        var list = events.ToList();
        for (var g = 0; g < plan.Groups.Count; g++)
        {
            var group = plan.Groups[g];
            var first = list.IndexOf(Name(group.Runs[0]));
            var last = list.IndexOf(Name(group.Runs[^1]) + " ended");
            Assert.All(group.Runs, r => Assert.InRange(list.IndexOf(Name(r)), first, last));
            if (group.Fixture is { } fixture)
            {
                // The visit-th time this fixture is made (restores from backups of 1 and 2 stripes take turns).
                var visit = plan.Groups.Take(g).Count(earlier => earlier.Fixture == fixture);
                Assert.True(Nth(list, $"made {fixture.Key}", visit) < first, $"{fixture.Key} is made before its first case");
                Assert.True(Nth(list, $"remove {fixture.Key}", visit) > last, $"{fixture.Key} is removed after its last case");
                if (g + 1 < plan.Groups.Count)
                {
                    Assert.True(Nth(list, $"removed {fixture.Key}", visit) < list.IndexOf(Name(plan.Groups[g + 1].Runs[0])), $"{fixture.Key} is gone before the next group's first case");
                }
            }
        }

        Assert.Equal(0, target.CasesBesideARemoval);
    }

    [Fact]
    public async Task A_fixture_is_removed_while_the_next_groups_is_made_when_the_target_can_and_only_then()
    {
        var plan = Plan(2);
        var (restoreOne, restoreTwo) = (plan.Groups[0].Fixture!.Key, plan.Groups[1].Fixture!.Key);

        await using var overlapping = new RecordingTarget(removesWhileMaking: true, plan.Groups);
        var both = await RunAsync(plan, overlapping);
        await using var oneAtATime = new RecordingTarget(removesWhileMaking: false, plan.Groups);
        var apart = await RunAsync(plan with { RunId = "20260101-000001-test" }, oneAtATime);

        Assert.True(both.ToList().IndexOf($"make {restoreTwo}") < both.ToList().IndexOf($"removed {restoreOne}"), "making the next overlaps the removal");
        Assert.True(apart.ToList().IndexOf($"removed {restoreOne}") < apart.ToList().IndexOf($"make {restoreTwo}"), "a target that cannot removes first");
    }

    [Fact]
    public async Task Cases_run_in_the_schedules_order_every_repetition_of_a_group_while_its_fixture_lives()
    {
        var plan = Plan(3);
        await using var target = new RecordingTarget(removesWhileMaking: true, plan.Groups);

        var events = await RunAsync(plan, target);

        Assert.Equal(plan.Schedule.Select(Name), events.Where(e => e.StartsWith("case ", StringComparison.Ordinal) && !e.EndsWith(" ended", StringComparison.Ordinal)));
        // The database once; the 1- and 2-file backups take turns over three repetitions: 1 | 2 2 | 1 1 | 2.
        Assert.Equal(5, events.Count(e => e.StartsWith("make ", StringComparison.Ordinal)));
        Assert.Equal(plan.Groups.Count(g => g.Fixture is not null), events.Count(e => e.StartsWith("make ", StringComparison.Ordinal)));
    }
}
