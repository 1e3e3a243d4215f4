using Bench.Harness.Native;

namespace Bench.Harness.Tests.Native;

/// <summary>How a file is zeroed: as SQL Server zeroes a file it creates or grows, its size is set first, then the zeros written.</summary>
public sealed class FileWriterTests : TempDirectoryTest
{
    private const long MB = 1 << 20;

    [Fact]
    public void Zeroing_sets_the_files_size_to_the_regions_end_before_its_first_write()
    {
        var path = Temp["zeroed.ldf"];
        using var file = DirectFile.Create(path, preferDirect: true, writeThrough: true);
        using var writer = new FileWriter((int)MB, 64 * 1024);
        var lengths = new List<long>();

        var written = writer.Zero(file, 0, 3 * MB, _ => lengths.Add(new FileInfo(path).Length), TestContext.Current.CancellationToken);

        Assert.Equal(3 * MB, written);
        Assert.Equal([3 * MB, 3 * MB, 3 * MB], lengths);
        Assert.False(File.ReadAllBytes(path).AsSpan().ContainsAnyExcept((byte)0));
    }

    [Fact]
    public void Zeroing_a_growth_sets_the_size_to_the_growths_end_and_leaves_what_came_before()
    {
        var path = Temp["grown.mdf"];
        using (var stream = File.Create(path))
        {
            stream.Write(Enumerable.Repeat((byte)7, (int)MB).ToArray());
        }

        using var file = DirectFile.OpenExisting(path, preferDirect: true, writeThrough: true);
        using var writer = new FileWriter((int)MB, 64 * 1024);
        long? first = null;

        writer.Zero(file, MB, 3 * MB, _ => first ??= new FileInfo(path).Length, TestContext.Current.CancellationToken);

        Assert.Equal(3 * MB, first);
        var bytes = File.ReadAllBytes(path);
        Assert.Equal(3 * MB, bytes.Length);
        Assert.False(bytes.AsSpan(0, (int)MB).ContainsAnyExcept((byte)7));
        Assert.False(bytes.AsSpan((int)MB).ContainsAnyExcept((byte)0));
    }

    [Fact]
    public void Zeroing_stopped_before_it_begins_leaves_the_file_unsized_and_unwritten()
    {
        var path = Temp["stopped.ldf"];
        using var file = DirectFile.Create(path, preferDirect: true, writeThrough: true);
        using var writer = new FileWriter((int)MB, 64 * 1024);
        using var stopped = new CancellationTokenSource();
        stopped.Cancel();

        Assert.ThrowsAny<OperationCanceledException>(() => writer.Zero(file, 0, 3 * MB, _ => { }, stopped.Token));

        Assert.Equal(0, new FileInfo(path).Length);
    }

    [Fact]
    public void A_writer_that_only_zeroes_has_no_page_buffer_and_refuses_page_writes()
    {
        var path = Temp["log.ldf"];
        using var file = DirectFile.Create(path, preferDirect: true, writeThrough: true);
        using var writer = new FileWriter((int)MB, pageWriteBytes: 0);

        Assert.Equal(2 * MB, writer.Zero(file, 0, 2 * MB, _ => { }, TestContext.Current.CancellationToken));

        Assert.Equal(0, writer.PageWriteBytes);
        Assert.Throws<InvalidOperationException>(() => writer.Fill(file, 0, MB, _ => { }, TestContext.Current.CancellationToken));
        Assert.False(File.ReadAllBytes(path).AsSpan().ContainsAnyExcept((byte)0));
    }

    [Fact]
    public void A_log_is_stamped_with_0xC0_as_SQL_Server_2016_stamps_it_and_the_same_writer_then_zeroes_a_data_file_with_zeros()
    {
        var log = Temp["stamped.ldf"];
        var data = Temp["zeroed.mdf"];
        using var writer = new FileWriter((int)MB, 64 * 1024);
        using (var file = DirectFile.Create(log, preferDirect: true, writeThrough: true))
        {
            Assert.Equal(2 * MB, writer.Zero(file, 0, 2 * MB, _ => { }, TestContext.Current.CancellationToken, FileWriter.LogStamp));
        }

        using (var file = DirectFile.Create(data, preferDirect: true, writeThrough: true))
        {
            writer.Zero(file, 0, 2 * MB, _ => { }, TestContext.Current.CancellationToken);
        }

        Assert.Equal(0xC0, FileWriter.LogStamp);
        Assert.False(File.ReadAllBytes(log).AsSpan().ContainsAnyExcept(FileWriter.LogStamp));
        Assert.False(File.ReadAllBytes(data).AsSpan().ContainsAnyExcept((byte)0));
    }
}
