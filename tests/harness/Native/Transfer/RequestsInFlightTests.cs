using System.Buffers.Binary;
using System.Globalization;
using System.Text;
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

    /// <summary>
    /// Fails with <paramref name="what"/> and where <paramref name="restored"/> differs from the generated data: its length, and each
    /// differing page with the page its header names (the generator stamps each page with its file and number), so that a
    /// failure says whether data landed in the wrong place, went missing (zeros) or was overwritten.
    /// </summary>
    private static void Same(ReadOnlySpan<byte> restored, string what)
    {
        var expected = Generated();
        if (restored.SequenceEqual(expected))
        {
            return;
        }

        var text = new StringBuilder(string.Create(CultureInfo.InvariantCulture, $"{what}: {restored.Length} bytes of {expected.Length}"));
        var shown = 0;
        for (var page = 0; (page + 1) * DataGenerator.PageBytes <= Math.Min(restored.Length, expected.Length); page++)
        {
            var at = page * DataGenerator.PageBytes;
            var got = restored.Slice(at, DataGenerator.PageBytes);
            var want = expected.AsSpan(at, DataGenerator.PageBytes);
            if (got.SequenceEqual(want))
            {
                continue;
            }

            if (shown++ < 16)
            {
                var first = got.CommonPrefixLength(want);
                var header = BinaryPrimitives.ReadUInt64LittleEndian(got);
                var zeros = got.IndexOfAnyExcept((byte)0) < 0;
                text.Append(CultureInfo.InvariantCulture, $"; page {page} (at {at}) differs from byte {first}, its header says {(zeros ? "nothing (all zeros)" : $"file {header >> 48} page {header & 0xFFFFFFFFFFFF}")}");
            }
        }

        Assert.Fail(text.Append(CultureInfo.InvariantCulture, $"; {shown} pages differ").ToString());
    }

    [Fact]
    public void A_restore_has_buffer_count_writes_in_flight_at_once_and_writes_the_backups_bytes()
    {
        var stripe = Backup();
        var data = new WatchedFile("restored.mdf", DataBytes, holdWritesUntil: Buffers);

        RestoreEngine.Run([(stripe, BackupFormat.Read(stripe))], [data], Transfer, _ => { }, TestContext.Current.CancellationToken);

        Assert.Equal(Buffers, data.MostWritesInFlight);
        Same(data.Content, "the restored data differs from the backed-up data");
    }

    [Fact]
    public void A_restore_flushes_no_write_through_data_file_at_its_end_and_flushes_one_that_is_not()
    {
        // SQL Server's files are write-through: each write is on stable storage when it returns, and no flush follows.
        var stripe = new WatchedFile("backup.bak", DataBytes + (1 << 20));
        BackupEngine.Run(DataSource.Generated(2, DataBytes / 2), [stripe], Transfer, _ => { }, TestContext.Current.CancellationToken);
        var through = new WatchedFile("restored.mdf", DataBytes / 2, writeThrough: true);
        var buffered = new WatchedFile("restored_2.ndf", DataBytes / 2);

        RestoreEngine.Run([(stripe, BackupFormat.Read(stripe))], [through, buffered], Transfer, _ => { }, TestContext.Current.CancellationToken);

        Assert.Equal((0, 1), (through.Flushes, buffered.Flushes));
    }

    [Fact]
    public void A_restore_reads_a_backup_file_with_buffer_count_reads_in_flight_at_once()
    {
        var written = Backup();
        var stripe = WatchedFile.Holding("backup.bak", written.Content, holdReadsUntil: Buffers);
        var data = new WatchedFile("restored.mdf", DataBytes);

        RestoreEngine.Run([(stripe, BackupFormat.Read(written))], [data], Transfer, _ => { }, TestContext.Current.CancellationToken);

        Assert.Equal(Buffers, stripe.MostReadsInFlight);
        Same(data.Content, "the restored data differs from the backed-up data");
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
        Same(restored.Content, "the backup does not restore to the data it read");
    }

    [Fact]
    public void No_more_requests_of_a_kind_are_in_flight_than_the_asynchronous_io_depth_however_many_buffers()
    {
        // Held until one more than the depth arrive: with the depth kept, they never do, and the hold gives up a second after
        // the depth was in flight (timed from then, so a loaded machine slow to start the workers cannot end it early).
        var buffers = (2 * IoDepth.Max) + 4;
        var transfer = Transfer with { BufferCount = buffers };
        var limit = TimeSpan.FromSeconds(1);
        var held = WatchedFile.Holding("bench.mdf", Generated(), holdReadsUntil: IoDepth.Max + 1, holdLimit: limit);
        var stripe = new WatchedFile("backup.bak", DataBytes + (1 << 20), holdWritesUntil: IoDepth.Max + 1, holdLimit: limit);

        var done = BackupEngine.Run(DataSource.From([held], DataBytes), [stripe], transfer, _ => { }, TestContext.Current.CancellationToken);

        Assert.Equal(IoDepth.Max, held.MostReadsInFlight);
        Assert.Equal(IoDepth.Max, stripe.MostWritesInFlight);
        Assert.InRange(done.PeakBuffersOut, 1, IoDepth.Cycles(transfer));
    }

    [Fact]
    public void Buffers_beyond_the_requests_in_flight_fill_ahead_of_the_writes_as_BUFFERCOUNT_buys_them()
    {
        // The writes held until BUFFERCOUNT reads have ended (one more write than the depth never arrives): meanwhile the
        // other buffers are read and wait for a write, so all BUFFERCOUNT of them are out at once only when each is filled
        // ahead of the writes; an engine that does not fill ahead never reads them all, and the hold gives up after
        // WatchedFile.HoldLimit. A hold of fixed length (one second failed once in a full suite; then three) races the
        // start of the 64 workers, made one after another, on a loaded machine.
        var buffers = 64;
        var transfer = Transfer with { BufferCount = buffers };
        var bytes = 4 * DataBytes;
        var data = new byte[bytes];
        DataGenerator.Fill(data, 0, 0);
        var database = WatchedFile.Holding("bench.mdf", data);
        var stripe = new WatchedFile("backup.bak", bytes + (1 << 20), holdWritesUntil: IoDepth.Max + 1, releaseWrites: () => database.ReadsDone >= buffers);

        var done = BackupEngine.Run(DataSource.From([database], bytes), [stripe], transfer, _ => { }, TestContext.Current.CancellationToken);

        Assert.Equal(buffers, IoDepth.Cycles(transfer));
        Assert.Equal(buffers, done.PeakBuffersOut);
    }

    [Theory]
    [InlineData(4, false)]
    [InlineData(40, false)]
    [InlineData(4, true)]
    [InlineData(40, true)]
    public void A_write_that_fails_stops_the_transfer_with_its_own_error_whatever_the_buffers_and_compression(int buffers, bool compression)
    {
        var transfer = Transfer with { BufferCount = buffers, Compression = compression };
        var stripe = new WatchedFile("backup.bak", DataBytes + (1 << 20), failWrite: 7);

        var backup = Assert.Throws<IOException>(
            () => BackupEngine.Run(DataSource.Generated(1, DataBytes), [stripe], transfer, _ => { }, TestContext.Current.CancellationToken));
        var written = Backup();
        var data = new WatchedFile("restored.mdf", DataBytes, failWrite: 9);
        var restore = Assert.Throws<IOException>(
            () => RestoreEngine.Run([(written, BackupFormat.Read(written))], [data], transfer, _ => { }, TestContext.Current.CancellationToken));

        Assert.Equal("backup.bak: write 7 fails (a test)", backup.Message);
        Assert.Equal("restored.mdf: write 9 fails (a test)", restore.Message);
    }
}
