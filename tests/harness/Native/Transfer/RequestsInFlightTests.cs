using Bench.Harness.Native.Transfer;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.Native.Transfer;

/// <summary>
/// The engines keep BUFFERCOUNT requests in flight, as SQL Server's asynchronous I/O does: each buffer goes round its
/// cycle (read, write) on its own, so that as many writes are in flight as there are buffers, and a backup file is read
/// with as many reads at once. Seen through files in memory that hold each request until that many are in flight.
/// </summary>
public sealed class RequestsInFlightTests
{
    private const int KB = 1 << 10;
    private const int Buffers = 4;
    private const int DataBytes = 2 << 20;
    private static readonly TransferSpec Transfer = new(1, Buffers, 64 * KB, 0, Compression: false);

    /// <summary>A one-file backup of <see cref="DataBytes"/> of generated data, written through the backup engine into memory.</summary>
    private static WatchedFile Backup()
    {
        var stripe = new WatchedFile("backup.bak", DataBytes + (1 << 20));
        BackupEngine.Run(DataSource.Generated(1, DataBytes), [stripe], Transfer, _ => { }, TestContext.Current.CancellationToken);
        return stripe;
    }

    private static byte[] Generated()
    {
        var data = new byte[DataBytes];
        DataGenerator.Fill(data, 0, 0);
        return data;
    }

    [Fact]
    public void A_restore_has_buffer_count_writes_in_flight_at_once_and_writes_the_backups_bytes()
    {
        var stripe = Backup();
        var data = new WatchedFile("restored.mdf", DataBytes, holdWritesUntil: Buffers);

        RestoreEngine.Run([(stripe, BackupFormat.Read(stripe))], [data], Transfer, _ => { }, TestContext.Current.CancellationToken);

        Assert.Equal(Buffers, data.MostWritesInFlight);
        Assert.True(data.Content.SequenceEqual(Generated()), "the restored data differs from the backed-up data");
    }

    [Fact]
    public void A_restore_reads_a_backup_file_with_buffer_count_reads_in_flight_at_once()
    {
        var written = Backup();
        var stripe = WatchedFile.Holding("backup.bak", written.Content, holdReadsUntil: Buffers);
        var data = new WatchedFile("restored.mdf", DataBytes);

        RestoreEngine.Run([(stripe, BackupFormat.Read(written))], [data], Transfer, _ => { }, TestContext.Current.CancellationToken);

        Assert.Equal(Buffers, stripe.MostReadsInFlight);
        Assert.True(data.Content.SequenceEqual(Generated()), "the restored data differs from the backed-up data");
    }

    [Fact]
    public void A_backup_has_buffer_count_reads_and_writes_in_flight_at_once_and_restores_to_the_same_bytes()
    {
        var database = WatchedFile.Holding("bench.mdf", Generated(), holdReadsUntil: Buffers);
        var stripe = new WatchedFile("backup.bak", DataBytes + (1 << 20), holdWritesUntil: Buffers);

        BackupEngine.Run(DataSource.From([database], DataBytes), [stripe], Transfer, _ => { }, TestContext.Current.CancellationToken);

        Assert.Equal(Buffers, database.MostReadsInFlight);
        Assert.Equal(Buffers, stripe.MostWritesInFlight);
        var restored = new WatchedFile("restored.mdf", DataBytes);
        RestoreEngine.Run([(stripe, BackupFormat.Read(stripe))], [restored], Transfer, _ => { }, TestContext.Current.CancellationToken);
        Assert.True(restored.Content.SequenceEqual(Generated()), "the backup does not restore to the data it read");
    }

    [Fact]
    public void No_more_requests_of_a_kind_are_in_flight_than_the_asynchronous_io_depth_however_many_buffers()
    {
        var buffers = (2 * IoDepth.Max) + 4;
        var transfer = Transfer with { BufferCount = buffers };
        var database = WatchedFile.Holding("bench.mdf", Generated(), holdReadsUntil: IoDepth.Max);
        var stripe = new WatchedFile("backup.bak", DataBytes + (1 << 20), holdWritesUntil: IoDepth.Max);

        var done = BackupEngine.Run(DataSource.From([database], DataBytes), [stripe], transfer, _ => { }, TestContext.Current.CancellationToken);

        Assert.Equal(IoDepth.Max, database.MostReadsInFlight);
        Assert.Equal(IoDepth.Max, stripe.MostWritesInFlight);
        Assert.InRange(done.PeakBuffersOut, 1, 2 * IoDepth.Max);
    }
}
