using System.Text;
using Bench.Harness.Runner;
using Bench.Results.Manifest;
using Bench.Scenarios;
using Bench.Scenarios.Matrix;

namespace Bench.Harness.Tests.Runner;

/// <summary>
/// limit_pct holds a backup or restore whose backups share the data volume against what the volume copies reading and
/// writing at once, as the report and tune.md hold it (a tune's "of limit 74%" beside summary.csv's 34.6% for one setting,
/// once of the copy rate, once of the write alone); limit_mb_s stays the direction's rate alone.
/// </summary>
public sealed class LimitPctTests
{
    private static readonly VolumeBaseline Rates = new("/data", 1L << 30, 1 << 20, 8, 2037.5, 1867, true) { ReadWriteMbS = 952 };

    private static ResultRow Measured(string json, VolumeBaseline? rates, bool compressedBackups = false, bool copyLimit = true)
    {
        var planned = MatrixPlanner.Plan(MatrixFile.Parse("m", Encoding.UTF8.GetBytes(json)))[0];
        var row = new ResultRow
        {
            RunId = "r", CaseId = planned.Id, Repetition = 1, Scenario = planned.Scenario.Info.Name, Target = "native",
            Parameters = planned.Columns, Status = CaseStatus.Ok, StartedUtc = DateTime.UnixEpoch,
        };
        // 705.5 MB/s copied: 1 GB in a time that gives it.
        var outcome = new CaseOutcome { ElapsedMs = 1600, TransferMs = 1e9 / 705.5e6 * 1000, TransferBytes = 1_000_000_000 };
        return CaseExecutor.Measured(row, planned.Scenario.Info, outcome, rates, compressedBackups, copyLimit);
    }

    [Fact]
    public void A_restore_from_backups_on_the_data_volume_is_held_against_the_copy_rate()
    {
        var row = Measured("""{ "cases": [ { "scenario": "restore", "size": "64MB", "stripes": 1, "buffer_count": 5 } ] }""", Rates);

        Assert.Equal(74.1, row.LimitPct);
        Assert.Equal((2037.5, 952), (row.LimitMbS, row.ReadWriteLimitMbS));
    }

    [Fact]
    public void Without_a_copy_rate_or_with_a_compressed_backup_it_is_held_against_the_direction_alone()
    {
        var restore = Measured("""{ "cases": [ { "scenario": "restore", "size": "64MB", "stripes": 1, "buffer_count": 5 } ] }""", Rates with { ReadWriteMbS = null });
        var compressed = Measured("""{ "cases": [ { "scenario": "backup", "size": "64MB", "stripes": 1, "compression": true } ] }""", Rates);
        var plain = Measured("""{ "cases": [ { "scenario": "backup", "size": "64MB", "stripes": 1 } ] }""", Rates);

        Assert.Equal(34.6, restore.LimitPct);
        Assert.Equal(37.8, compressed.LimitPct);
        Assert.Equal(74.1, plain.LimitPct);
    }

    [Fact]
    public void Beside_compressed_backups_an_uncompressed_one_is_held_against_the_read_alone_as_the_report_and_tune_hold_it()
    {
        var plain = Measured("""{ "cases": [ { "scenario": "backup", "size": "64MB", "stripes": 1 } ] }""", Rates, compressedBackups: true);

        Assert.Equal(37.8, plain.LimitPct);
    }

    [Fact]
    public void Where_the_copy_rate_may_not_be_the_limit_a_restore_is_held_against_the_write_alone_as_its_tune_is()
    {
        var row = Measured("""{ "cases": [ { "scenario": "restore", "size": "64MB", "stripes": 1, "buffer_count": 5 } ] }""", Rates, copyLimit: false);

        Assert.Equal(34.6, row.LimitPct);
        Assert.Equal((2037.5, 952), (row.LimitMbS, row.ReadWriteLimitMbS));
    }
}
