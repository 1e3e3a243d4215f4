namespace Bench.Harness.Native;

/// <summary>
/// The two ways SQL Server makes a data file region ready, done for real: zeroing it in large sequential writes
/// (IFI off; always for logs), or allocating it without writing (IFI on). One aligned buffer per writer, reused.
/// </summary>
internal sealed class FileWriter : IDisposable
{
    private readonly AlignedBuffer zeros;
    private readonly AlignedBuffer pages;

    /// <summary>Creates a writer whose zeroing requests are <paramref name="zeroWriteBytes"/> long and page writes <paramref name="pageWriteBytes"/>.</summary>
    public FileWriter(int zeroWriteBytes, int pageWriteBytes)
    {
        zeros = new AlignedBuffer(zeroWriteBytes);
        pages = new AlignedBuffer(pageWriteBytes);
        FillPages(pages.Span);
    }

    /// <summary>Zero-write request size.</summary>
    public int ZeroWriteBytes => zeros.Length;

    /// <summary>Page-write request size.</summary>
    public int PageWriteBytes => pages.Length;

    /// <summary>Writes zeros over [from, to), then flushes. Returns the bytes written.</summary>
    public long Zero(DirectFile file, long from, long to, Action<long> progress, CancellationToken cancellationToken) =>
        WriteRange(file, zeros, from, to, progress, flush: true, cancellationToken);

    /// <summary>Writes page-like data over [from, to) without flushing (direct writes are already on the device).</summary>
    public long Fill(DirectFile file, long from, long to, Action<long> progress, CancellationToken cancellationToken) =>
        WriteRange(file, pages, from, to, progress, flush: !file.Direct, cancellationToken);

    /// <inheritdoc/>
    public void Dispose()
    {
        zeros.Dispose();
        pages.Dispose();
    }

    private static long WriteRange(
        DirectFile file, AlignedBuffer buffer, long from, long to, Action<long> progress, bool flush, CancellationToken cancellationToken)
    {
        for (var offset = from; offset < to;)
        {
            cancellationToken.ThrowIfCancellationRequested();
            var length = (int)Math.Min(buffer.Length, to - offset);
            file.Write(buffer.Slice(length), offset);
            offset += length;
            progress(length);
        }

        if (flush)
        {
            file.Flush();
        }

        return to - from;
    }

    /// <summary>8 KB pages with a header-like stamp and pseudo-random content, like the rows seed 002's TestFiller writes.</summary>
    private static void FillPages(Span<byte> buffer)
    {
        var random = new Random(8192);
        random.NextBytes(buffer);
        for (var page = 0; page + 8192 <= buffer.Length; page += 8192)
        {
            buffer[page] = 1;
            BitConverter.TryWriteBytes(buffer.Slice(page + 4, 4), page / 8192);
        }
    }
}
