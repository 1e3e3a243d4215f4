using Bench.Harness.Tuning;
using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Tuning;

/// <summary>Which of the baseline's rates a tune holds its transfers against.</summary>
public sealed class TuneLimitTests
{
    private static readonly TuneSpace Restore = TuneSpace.For(TuneOperation.Restore);

    private static readonly TuneSpace Backup = TuneSpace.For(TuneOperation.Backup);

    private static VolumeBaseline Rates(double write, double read, double? copy) =>
        new("data", 1 << 30, 1 << 20, 8, write, read, Direct: true) { ReadWriteMbS = copy };

    [Fact]
    public void A_restore_with_backups_on_the_data_volume_is_held_against_the_copy_rate_when_it_is_lower()
    {
        var limit = TuneLimit.Of(Rates(1310, 1100, 540), Restore, copyAllowed: true);

        Assert.Equal(540, limit.MbS);
        Assert.Equal("volume limit (baseline copy rate, reading and writing at once)", limit.Label);
        Assert.Equal("the baseline's copy rate: the backups share the data volume, so every restore reads and writes it at once; write alone 1,310 MB/s", limit.Words);
    }

    [Theory]
    [InlineData(null)] // backups elsewhere: no copy measured
    [InlineData(1400.0)] // a copy faster than the write alone
    [InlineData(1310.0)] // as fast
    public void Otherwise_a_restore_is_held_against_the_write(double? copy)
    {
        var limit = TuneLimit.Of(Rates(1310, 1100, copy), Restore, copyAllowed: true);

        Assert.Equal(1310, limit.MbS);
        Assert.Equal("volume limit (baseline write)", limit.Label);
        Assert.Equal("the baseline's write", limit.Words);
    }

    [Fact]
    public void A_backup_whose_search_tries_compression_is_held_against_the_read_and_says_why_not_the_copy()
    {
        Assert.Contains(true, Backup.Compression);

        var limit = TuneLimit.Of(Rates(1310, 1100, 540), Backup, copyAllowed: true);

        Assert.Equal(1100, limit.MbS);
        Assert.Equal("volume limit (baseline read)", limit.Label);
        Assert.Contains("not its copy rate of 540 MB/s: compressed backups write less than they read", limit.Words, StringComparison.Ordinal);
    }

    [Fact]
    public void A_backup_without_compression_is_held_against_the_copy_rate_when_it_is_lower()
    {
        var limit = TuneLimit.Of(Rates(1310, 1100, 540), Backup with { Compression = [false] }, copyAllowed: true);

        Assert.Equal(540, limit.MbS);
        Assert.EndsWith("so every backup reads and writes it at once; read alone 1,100 MB/s", limit.Words, StringComparison.Ordinal);
    }

    [Fact]
    public void A_tune_begun_before_the_copy_limit_resumes_against_the_write_alone()
    {
        var limit = TuneLimit.Of(Rates(1310, 1100, 540), Restore, copyAllowed: false);

        Assert.Equal(1310, limit.MbS);
    }

    [Fact]
    public void Without_a_baseline_there_is_no_limit() =>
        Assert.Null(TuneLimit.Of(null, Restore, copyAllowed: true).MbS);
}
