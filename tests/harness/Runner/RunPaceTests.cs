using System.Globalization;
using Bench.Harness.Runner;
using Bench.Harness.Views;
using Bench.Harness.Volume;
using Bench.Results.Cases;
using Bench.Scenarios.Matrix;

namespace Bench.Harness.Tests.Runner;

/// <summary>
/// The eta learns from the run: each kind of row (scenario and IFI) takes its own ratio of actual to forecast time, so it
/// follows a run whose forecast weighed its kinds wrongly. No timing: a fake clock and a sequence of row durations.
/// </summary>
public sealed class RunPaceTests
{
    private static readonly VolumeRates Rates = EtaPlans.Rates;

    private static RunPlan Plan() => EtaPlans.Of("""[ { "scenario": "create", "size": "1GB", "ifi": "off" }, { "scenario": "create", "size": "1GB", "ifi": "on" }, { "scenario": "backup", "size": "256MB", "stripes": 1 } ]""", 4);

    /// <summary>What a row really takes: IFI-off creates 3x their forecast, IFI-on ones 40x (their set-up), backups 25x.</summary>
    private static TimeSpan Truth(RemainingWork work, ScheduledCase run) => TimeSpan.FromSeconds(work.Weight(run) * (run.Case.Columns.Ifi switch
    {
        false => 3,
        true => 40,
        null => 25,
    }));

    [Fact]
    public void The_eta_is_the_truth_once_every_kind_left_has_run_and_nears_it_as_rows_finish()
    {
        var plan = Plan();
        var work = RemainingWork.Of(plan, Rates, new HashSet<Trial>());
        var pace = new RunPace(work);
        var rows = plan.Schedule;
        Assert.Equal(work.Seconds, pace.Eta().TotalSeconds, 6);

        var kinds = new HashSet<string>();
        for (var i = 0; i < rows.Count; i++)
        {
            pace.Done(rows[i], Truth(work, rows[i]));
            kinds.Add(work.KindOf(rows[i]));
            var truth = rows.Skip(i + 1).Sum(r => Truth(work, r).TotalSeconds);
            if (rows.Skip(i + 1).All(r => kinds.Contains(work.KindOf(r))))
            {
                Assert.Equal(truth, pace.Eta().TotalSeconds, 3);
            }
        }

        Assert.Equal(TimeSpan.Zero, pace.Eta());
    }

    [Fact]
    public void A_forecast_that_gives_the_creates_most_of_the_work_no_longer_says_a_minute_with_the_backups_still_to_run()
    {
        var plan = Plan();
        var work = RemainingWork.Of(plan, Rates, new HashSet<Trial>());
        var pace = new RunPace(work);
        var rows = plan.Schedule.OrderBy(r => r.Case.Columns.Ifi is null).ThenBy(r => r.Position).ToList();
        var creates = rows.TakeWhile(r => r.Case.Columns.Ifi is not null).ToList();
        foreach (var r in creates)
        {
            pace.Done(r, Truth(work, r));
        }

        var backups = rows.Skip(creates.Count).ToList();
        Assert.NotEmpty(backups);
        pace.Done(backups[0], Truth(work, backups[0]));

        var truth = backups.Skip(1).Sum(r => Truth(work, r).TotalSeconds);
        Assert.Equal(truth, pace.Eta().TotalSeconds, 3);

        // The run-wide pace alone (what the eta was: elapsed x forecast left / forecast done) says far less.
        var elapsed = creates.Concat(backups.Take(1)).Sum(r => Truth(work, r).TotalSeconds);
        var done = creates.Concat(backups.Take(1)).Sum(work.Weight);
        Assert.True(elapsed * (work.Seconds - done) / done < truth / 3, $"{elapsed * (work.Seconds - done) / done} against {truth}");
    }

    [Fact]
    public void While_a_row_runs_the_eta_counts_down_by_at_most_its_expected_time()
    {
        var plan = Plan();
        var work = RemainingWork.Of(plan, Rates, new HashSet<Trial>());
        var pace = new RunPace(work);
        var first = plan.Schedule[0];
        pace.Done(first, Truth(work, first));
        var second = plan.Schedule[1];
        var before = pace.Eta();
        var expected = pace.Expected(second);

        Assert.Equal(before - TimeSpan.FromSeconds(1), pace.Eta(TimeSpan.FromSeconds(1), second));
        Assert.Equal(before - expected, pace.Eta(expected + TimeSpan.FromHours(1), second));
    }

    [Fact]
    public void Counted_rows_learn_seconds_per_row()
    {
        var pace = new RunPace(RemainingWork.Count(4));
        var row = Plan().Schedule[0];

        Assert.Equal(TimeSpan.Zero, pace.Eta());
        pace.Done(row, TimeSpan.FromSeconds(20));
        Assert.Equal(60, pace.Eta().TotalSeconds, 6);
    }

    [Fact]
    public void The_line_printed_after_each_row_gives_the_learnt_eta_by_a_fake_clock()
    {
        var plan = Plan();
        var work = RemainingWork.Of(plan, Rates, new HashSet<Trial>());
        var clock = new FakeClock();
        using var console = new TestConsole();
        var progress = new LineProgress(console.Console, work, clock);
        var rows = plan.Schedule;
        for (var i = 0; i < rows.Count; i++)
        {
            clock.Now += Truth(work, rows[i]);
            progress.CaseFinished(rows[i], new ResultRow
            {
                RunId = "run", CaseId = rows[i].Case.Id, Repetition = rows[i].Repetition, Scenario = rows[i].Case.Scenario.Info.Name, Target = "native",
                Parameters = rows[i].Case.Columns, Status = CaseStatus.Ok, StartedUtc = DateTime.UnixEpoch, ElapsedMs = 1,
            });
        }

        var text = console.Output.Replace("\r", string.Empty, StringComparison.Ordinal);
        var lines = text.Split('\n').Where(l => l.Contains("/" + rows.Count.ToString(CultureInfo.InvariantCulture) + "]", StringComparison.Ordinal)).ToList();
        Assert.Equal(rows.Count, lines.Count);
        var allSeen = Enumerable.Range(0, rows.Count).First(i => rows.Skip(i + 1).All(r => rows.Take(i + 1).Any(s => work.KindOf(s) == work.KindOf(r))));
        var truth = TimeSpan.FromSeconds(rows.Skip(allSeen + 1).Sum(r => Truth(work, r).TotalSeconds));
        Assert.Contains($"eta {LineProgress.Clock(truth)})", lines[allSeen], StringComparison.Ordinal);
        Assert.EndsWith("eta 00:00)", lines[^1].TrimEnd(), StringComparison.Ordinal);
    }

    private sealed class FakeClock : TimeProvider
    {
        public DateTimeOffset Now { get; set; } = new(2026, 1, 1, 0, 0, 0, TimeSpan.Zero);

        public override DateTimeOffset GetUtcNow() => Now;
    }
}
