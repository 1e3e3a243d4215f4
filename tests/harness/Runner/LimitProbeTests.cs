using System.Text;
using Bench.Harness.Runner;
using Bench.Harness.Views;
using Bench.Harness.Volume;
using Bench.Results.Cases;
using Bench.Results.Manifest;
using Bench.Scenarios;
using Bench.Scenarios.Matrix;

namespace Bench.Harness.Tests.Runner;

/// <summary>
/// A shared disk's throughput changes level within a minute, so the runner measures the volume again just before each
/// group of transfers and holds the group's cases against that: seen through a probe that answers with different rates
/// each time and writes down when it was called.
/// </summary>
public sealed class LimitProbeTests : TempDirectoryTest
{
    private static readonly VolumeBaseline RunBaseline = new("start", 1 << 30, 1 << 20, 8, WriteMbS: 2000, ReadMbS: 1000, Direct: true) { ReadWriteMbS = 600 };

    private readonly TestConsole console = new();

    protected override void Dispose(bool disposing)
    {
        console.Dispose();
        base.Dispose(disposing);
    }

    /// <summary>Restore groups (backups of 1 and 2 stripes, 64 MB cases), creates that need no fixture, and backups of one database.</summary>
    private static RunPlan Plan()
    {
        var cases = MatrixPlanner.Plan(MatrixFile.Parse("m", Encoding.UTF8.GetBytes("""
            { "cases": [
                { "scenario": "restore", "size": "64MB", "stripes": [1, 2], "buffer_count": [1, 4], "ifi": "on" },
                { "scenario": "create", "size": "64MB" },
                { "scenario": "backup", "size": "64MB", "stripes": [1, 2] } ] }
            """)));
        return new RunPlan("20260101-000000-test", "test", "m", 2, cases, Schedule.Group(cases, 2));
    }

    /// <summary>
    /// Runs <paramref name="plan"/>; <paramref name="age"/>: how long a probe holds (by default no probe is ever too old, so
    /// that how many are taken never depends on how fast the machine runs the groups).
    /// </summary>
    private async Task<(RunReport Report, IReadOnlyList<ResultRow> Rows)> RunAsync(
        RunPlan plan, RecordingTarget target, ILimitProbe probe, TimeSpan? age = null, Action<RunReport>? recorded = null, StudyClock? studyClock = null)
    {
        using var folder = RunFolder.Create(Temp["runs"], plan.RunId);
        var observer = new LineProgress(console.Console, plan.Schedule.Count);
        var clock = studyClock ?? new StudyClock();
        var report = await new MatrixRunner(
                plan, new CaseExecutor(plan.RunId, target, observer, RunBaseline), new FixtureLifetimes(target, observer, clock), folder, observer, clock, probe)
            {
                ProbeAge = age ?? TimeSpan.MaxValue,
                Recorded = recorded,
            }
            .RunAsync(TestContext.Current.CancellationToken);
        Assert.Equal((plan.Schedule.Count, 0), (report.Rows, report.Failed));
        return (report, folder.Rows());
    }

    [Fact]
    public async Task Each_group_of_transfers_is_held_against_the_volume_measured_just_before_it_and_no_other_group_is_measured()
    {
        var plan = Plan();
        await using var target = new RecordingTarget(removesWhileMaking: true, plan.Groups);
        var probe = new SteppingProbe(target);

        var (report, rows) = await RunAsync(plan, target, probe);

        var transfers = Enumerable.Range(0, plan.Groups.Count).Where(g => LimitProbes.Before(plan.Groups[g].Runs)).ToList();
        Assert.NotEmpty(transfers);
        Assert.True(transfers.Count < plan.Groups.Count, "the plan has a group without transfers");
        Assert.Equal(transfers, report.LimitProbes.Select(p => p.Group));
        for (var i = 0; i < transfers.Count; i++)
        {
            var group = plan.Groups[transfers[i]];
            var (bytes, before) = probe.Calls[i];
            Assert.Equal(LimitProbes.Bytes(group.Runs), bytes);

            // Called once the group's fixture is made and every removal has ended, before the group's first case.
            Assert.Equal($"made {group.Fixture!.Key}", before.Last(e => e.StartsWith("made ", StringComparison.Ordinal)));
            Assert.Equal(before.Count(e => e.StartsWith("remove ", StringComparison.Ordinal)), before.Count(e => e.StartsWith("removed ", StringComparison.Ordinal)));
            Assert.DoesNotContain(before, e => group.Runs.Any(r => e == $"case bench_{r.Position:D5}"));

            var measured = report.LimitProbes[i].Rates;
            foreach (var run in group.Runs)
            {
                var row = rows.Single(r => r.CaseId.ToString() == run.Case.Id.ToString() && r.Repetition == run.Repetition);
                var limit = run.Case.Scenario.Info.TransferLimit == TransferLimit.Read ? measured.ReadMbS : measured.WriteMbS;
                Assert.Equal((limit, measured.ReadWriteMbS), (row.LimitMbS, row.ReadWriteLimitMbS));
                // limit_pct: of the copy rate, lower, as the backups share the volume (not for a compressed backup).
                var held = run.Case.Scenario.Info.SharedVolume is not null && measured.ReadWriteMbS < limit && row.Parameters.Compression != true ? measured.ReadWriteMbS!.Value : limit;
                Assert.Equal(100 * row.TransferMbS!.Value / held, row.LimitPct!.Value, 0.05 + (0.0005 * row.LimitPct.Value));
            }
        }

        Assert.All(rows.Where(r => r.Scenario == "create"), r => Assert.Equal((null, null, null), (r.LimitMbS, r.ReadWriteLimitMbS, r.LimitPct)));
        Assert.Matches(@"limit now: write 100 MB/s, read 50 MB/s, read while writing 30 MB/s \([0-9]+ MiB probe in [0-9]+ ms; this group's limit_pct is held against it\)", console.Output);
    }

    [Fact]
    public async Task The_study_charges_each_backup_and_restore_the_smaller_of_its_read_and_written_bytes_at_the_copy_rate_and_no_create()
    {
        var plan = Plan();
        await using var target = new RecordingTarget(removesWhileMaking: true, plan.Groups);
        var clock = new StudyClock();

        var (_, rows) = await RunAsync(plan, target, new SteppingProbe(target), studyClock: clock);

        long Copied(ResultRow r) => Math.Min(r.BytesWritten ?? 0, r.BytesRead ?? 0);
        var transfers = rows.Where(r => r.Scenario is "backup" or "restore").ToList();
        Assert.True(transfers.Sum(Copied) > 0, "the recording target's transfers read and write");
        Assert.Equal(transfers.Sum(Copied), clock.CasesCopied);
        Assert.Contains(rows, r => r.Scenario == "create" && (r.BytesWritten ?? 0) > 0);
        Assert.Equal(transfers.Sum(Copied), clock.Study(RunBaseline.WriteMbS, RunBaseline.ReadMbS, RunBaseline.ReadWriteMbS).BytesCopied);
    }

    [Fact]
    public async Task The_study_charges_each_case_at_most_its_timed_part_and_set_up_and_never_the_deletion_of_its_files()
    {
        // At 1 MB/s every 64 MB case would need a minute; each takes a few ms and its files' deletion 150 ms. A case cannot
        // move its bytes faster than it did, so its ideal is cut to its timed part and set-up (the runner's wiring); the
        // time since it started, deletion included, would leave each case at least 150 ms.
        var plan = Plan();
        await using var target = new RecordingTarget(removesWhileMaking: true, plan.Groups) { DropDelay = TimeSpan.FromMilliseconds(150) };
        var clock = new StudyClock();

        var (_, rows) = await RunAsync(plan, target, new SteppingProbe(target), studyClock: clock);

        var study = clock.Study(writeMbS: 1, readMbS: 1, readWriteMbS: 1);
        var moving = rows.Sum(r => r.ElapsedMs!.Value);
        Assert.True(moving < rows.Count * 150, $"the cases' own time, {moving:F1} ms, holds no deletion");
        Assert.Equal(moving, study.IdealMs, 1 + (rows.Count * 0.1));
        Assert.True(study.IdealCutMs > 60_000, $"cut {study.IdealCutMs} ms");
    }

    [Fact]
    public async Task In_a_group_that_outlives_its_probe_the_volume_is_measured_again_between_cases_and_the_next_cases_are_held_against_that()
    {
        // Every probe is too old by the next case: measured before each case of a transfer group, once more before its first.
        var plan = Plan();
        await using var target = new RecordingTarget(removesWhileMaking: true, plan.Groups);
        var probe = new SteppingProbe(target);

        var (report, rows) = await RunAsync(plan, target, probe, TimeSpan.Zero);

        var transfers = plan.Groups.Where(g => LimitProbes.Before(g.Runs)).ToList();
        Assert.Equal(transfers.Sum(g => 1 + g.Runs.Count), report.LimitProbes.Count);
        var n = 0;
        foreach (var run in transfers.SelectMany(g => g.Runs.Select((r, i) => (r, First: i == 0))))
        {
            n += run.First ? 2 : 1;
            var row = rows.Single(r => r.CaseId.ToString() == run.r.Case.Id.ToString() && r.Repetition == run.r.Repetition);
            Assert.Equal(30.0 * n, row.ReadWriteLimitMbS);
            Assert.DoesNotContain(probe.Calls[n - 1].Before, e => e == $"case bench_{run.r.Position:D5}");
        }
    }

    [Fact]
    public async Task Each_probe_and_fixture_is_told_to_the_session_before_the_groups_first_case_so_a_run_killed_later_keeps_it()
    {
        var plan = Plan();
        await using var target = new RecordingTarget(removesWhileMaking: true, plan.Groups);
        var told = new List<(RunReport Report, IReadOnlyList<string> Before)>();

        var (report, _) = await RunAsync(plan, target, new SteppingProbe(target), recorded: r => told.Add((r, target.Events)));

        Assert.NotEmpty(report.LimitProbes);
        for (var i = 0; i < report.LimitProbes.Count; i++)
        {
            var probe = report.LimitProbes[i];
            var (first, before) = told.First(t => t.Report.LimitProbes.Count == i + 1);
            Assert.Equal(report.LimitProbes.Take(i + 1), first.LimitProbes);
            Assert.Equal(before.Where(e => e.StartsWith("made ", StringComparison.Ordinal)).Select(e => e["made ".Length..]), first.Fixtures.Select(f => f.Key));
            Assert.DoesNotContain(before, e => plan.Groups[probe.Group].Runs.Any(r => e == $"case bench_{r.Position:D5}"));
        }

        Assert.Equal(report.Fixtures, told[^1].Report.Fixtures);
        Assert.Equal(told.Count, told.Select(t => t.Report.Fixtures.Count + t.Report.LimitProbes.Count + t.Report.Notes.Count).Distinct().Count());
    }

    [Fact]
    public void A_resumed_run_keeps_the_records_its_killed_session_wrote_and_adds_its_own_once()
    {
        var rates = new VolumeBaseline("probe", 1 << 27, 1 << 20, 8, 100, 50, Direct: true);
        var (first, second) = (new LimitProbe(0, DateTime.UnixEpoch, 700, rates), new LimitProbe(3, DateTime.UnixEpoch, 650, rates));
        var started = ManifestFile.Read(Path.Combine(AppContext.BaseDirectory, "Cli", "OldRuns", "20261123-120531-old")) with
        {
            Status = "running", EndedUtc = null, Fixtures = [], LimitProbes = [], Notes = ["started"],
        };

        // The first session wrote its probe while it ran, then was killed; the resumed one starts from that manifest.
        var killed = Manifests.During(started, new RunReport(0, 0, 0, null, false, []) { LimitProbes = [first] });
        var resumed = killed with { Notes = [.. killed.Notes, "Resumed"] };
        var session = new RunReport(4, 0, 0, null, false, []) { LimitProbes = [second], Notes = ["a note"] };
        var during = Manifests.During(resumed, session);
        var ended = Manifests.End(resumed, session, null);

        Assert.Equal(("running", "complete"), (during.Status, ended.Status));
        Assert.Equal([first, second], during.LimitProbes);
        Assert.Equal([first, second], ended.LimitProbes);
        Assert.Equal(["started", "Resumed", "a note"], ended.Notes);
    }

    [Fact]
    public async Task When_the_volume_cannot_be_measured_before_a_group_its_cases_are_held_against_the_runs_baseline_and_the_run_says_so()
    {
        var plan = Plan();
        await using var target = new RecordingTarget(removesWhileMaking: true, plan.Groups);

        var told = new List<RunReport>();

        var (report, rows) = await RunAsync(plan, target, new FailingProbe(), recorded: told.Add);

        Assert.Empty(report.LimitProbes);
        Assert.Equal(report.Notes, told[^1].Notes);
        Assert.All(report.Notes, n => Assert.EndsWith("(no space left, a test); its cases are held against the limit measured before, or the run's baseline", n, StringComparison.Ordinal));
        Assert.Equal(plan.Groups.Count(g => LimitProbes.Before(g.Runs)), report.Notes.Count);
        Assert.All(rows.Where(r => r.Scenario == "restore"), r => Assert.Equal((2000.0, 600.0), (r.LimitMbS!.Value, r.ReadWriteLimitMbS!.Value)));
        Assert.All(rows.Where(r => r.Scenario == "backup"), r => Assert.Equal((1000.0, 600.0), (r.LimitMbS!.Value, r.ReadWriteLimitMbS!.Value)));
        Assert.Contains("(no space left, a test); its cases are held against the limit measured before, or the run's baseline", console.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void A_probe_file_is_at_most_128_MB_and_at_most_half_the_groups_largest_case_so_the_groups_peak_holds_it()
    {
        var plan = Plan();
        var restore = plan.Groups.First(g => g.Runs[0].Case.Scenario.Info.Name == "restore");
        var big = MatrixPlanner.Plan(MatrixFile.Parse("m", Encoding.UTF8.GetBytes("""{ "cases": [ { "scenario": "restore", "size": "4GB" } ] }""")));

        var largest = restore.Runs.Max(r => r.Case.DiskBytesNeeded + r.Case.BackupBytesNeeded);
        Assert.InRange(2 * LimitProbes.Bytes(restore.Runs), largest - (2 << 20), largest);
        Assert.Equal(0, LimitProbes.Bytes(restore.Runs) % (1 << 20));
        Assert.Equal(LimitProbes.MaxBytes, LimitProbes.Bytes(Schedule.Group(big, 1).Single(g => LimitProbes.Before(g.Runs)).Runs));
        Assert.False(LimitProbes.Before(plan.Groups.Single(g => g.Fixture is null).Runs));
    }

    [Fact]
    public void The_forecast_counts_a_probe_before_each_group_of_transfers_and_one_more_for_every_30_seconds_of_its_cases()
    {
        var plan = Plan();
        var transfers = plan.Groups.Where(g => LimitProbes.Before(g.Runs)).ToList();
        var fast = new VolumeRates(1000, 1000, 0, 0, 0, 0, 0, 100, 100, 2, "test");
        var slow = fast with { WriteMbS = 2, ReadMbS = 2 };

        // A probe writes and reads its file, then copies it (read while writing): four passes of it at these rates.
        double Each(VolumeRates rates, ScheduleGroup g) => 2 * LimitProbes.Bytes(g.Runs) / 1e6 * (2 / rates.WriteMbS);
        Assert.Equal(transfers.Sum(g => Each(fast, g)), RunForecast.LimitProbeSeconds(plan, fast, long.MaxValue, readWhileWriting: true), 6);
        // At 2 MB/s every case outlives a probe: measured before each case, as the runner does (at most once between two cases).
        Assert.All(transfers.SelectMany(g => g.Runs), r => Assert.True(slow.Seconds(r.Case.Work) > 30, r.Case.Title));
        Assert.Equal(transfers.Sum(g => g.Runs.Count * Each(slow, g)), RunForecast.LimitProbeSeconds(plan, slow, long.MaxValue, readWhileWriting: true), 6);
        var slowDone = transfers[0].Runs.Take(1).Select(r => new Trial(r.Case.Id, r.Repetition)).ToHashSet();
        Assert.Equal(transfers.Sum(g => g.Runs.Count * Each(slow, g)) - Each(slow, transfers[0]), RunForecast.LimitProbeSeconds(plan, slow, long.MaxValue, readWhileWriting: true, slowDone), 6);

        // Finished groups are not probed again; no copy pass without backups on the volume; no probe larger than the baseline.
        var done = transfers[0].Runs.Select(r => new Trial(r.Case.Id, r.Repetition)).ToHashSet();
        Assert.Equal(transfers.Skip(1).Sum(g => Each(fast, g)), RunForecast.LimitProbeSeconds(plan, fast, long.MaxValue, readWhileWriting: true, done), 6);
        Assert.Equal(transfers.Sum(g => Each(fast, g)) / 2, RunForecast.LimitProbeSeconds(plan, fast, long.MaxValue, readWhileWriting: false), 6);
        Assert.Equal(transfers.Count * 2 * (1 << 20) / 1e6 * (2 / fast.WriteMbS), RunForecast.LimitProbeSeconds(plan, fast, 1 << 20, readWhileWriting: true), 6);
    }

    /// <summary>Answers 100, 200, 300 ... MB/s written (half that read, 30% of it copied), writing down each call and what the target had done by then.</summary>
    private sealed class SteppingProbe(RecordingTarget target) : ILimitProbe
    {
        public List<(long Bytes, IReadOnlyList<string> Before)> Calls { get; } = [];

        public Task<VolumeBaseline> MeasureAsync(long bytes, CancellationToken cancellationToken)
        {
            Calls.Add((bytes, target.Events));
            var n = Calls.Count;
            return Task.FromResult(new VolumeBaseline("probe", bytes, 1 << 20, 8, 100 * n, 50 * n, Direct: true) { ReadWriteMbS = 30 * n });
        }
    }

    private sealed class FailingProbe : ILimitProbe
    {
        public Task<VolumeBaseline> MeasureAsync(long bytes, CancellationToken cancellationToken) => throw new IOException("no space left, a test");
    }
}
