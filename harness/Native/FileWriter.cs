using Bench.Harness.Native.Transfer;

namespace Bench.Harness.Native;

/// <summary>
/// The writes SQL Server makes to a data or log file, done for real: zeroing a region in large sequential writes
/// (IFI off; always for logs) once the file has its new size, and page writes (what checkpoint and the lazy writer write: <see cref="PageWritesInFlight"/>
/// writes at once, as SQL Server issues them asynchronously). One aligned buffer of each (a writer that only zeroes has no page buffer), reused. A file opened
/// write-through is never flushed (every write is already on stable storage when it returns); any other is flushed
/// after zeroing, and after page writes when it is buffered.
/// </summary>
internal sealed class FileWriter : IDisposable
{
    /// <summary>Most page writes in flight at once: the depth of the engines' data writes (SQL Server's asynchronous I/O).</summary>
    public const int PageWritesInFlight = IoDepth.Max;

    /// <summary>
    /// The byte a log region is "zeroed" with: SQL Server 2016 and later stamp a new or grown log with 0xC0, not 0x00
    /// (Microsoft's "SQL 2016 - It Just Runs Faster: LDF Stamped": storage that detects runs of zeros and reclaims them
    /// made the zeroed log slower), so a volume that skips or dedupes zero writes (thin provisioning, VDO, compressed
    /// file systems) still writes every byte of a log, as it does for SQL Server. Data files are zeroed with 0x00.
    /// </summary>
    public const byte LogStamp = 0xC0;

    private readonly AlignedBuffer zeros;
    private readonly AlignedBuffer? pages;
    private byte stamp;

    /// <summary>
    /// Creates a writer whose zeroing requests are <paramref name="zeroWriteBytes"/> long and page writes
    /// <paramref name="pageWriteBytes"/>; 0: a writer that only zeroes (a restore's log), with no page buffer.
    /// </summary>
    public FileWriter(int zeroWriteBytes, int pageWriteBytes)
    {
        zeros = new AlignedBuffer(zeroWriteBytes);
        if (pageWriteBytes > 0)
        {
            pages = new AlignedBuffer(pageWriteBytes);
            FillPages(pages.Span);
        }
    }

    /// <summary>Page-write request size.</summary>
    public int PageWriteBytes => pages?.Length ?? 0;

    /// <summary>
    /// Sets the file's size to <paramref name="to"/> first when it is shorter, as SQL Server does (SetEndOfFile, then the
    /// zeroing), then writes <paramref name="fill"/> (0x00 for a data file, <see cref="LogStamp"/> for a log) over
    /// [from, to) one request after the other, then flushes unless the file is write-through. Returns the bytes written.
    /// </summary>
    public long Zero(DirectFile file, long from, long to, Action<long> progress, CancellationToken cancellationToken, byte fill = 0)
    {
        // Stopped before it began (a restore's log zeroing started just after its copy failed): the file is not sized either.
        cancellationToken.ThrowIfCancellationRequested();
        if (fill != stamp)
        {
            // Once per file at most (a create zeroes its data files, then stamps its log): never per request.
            zeros.Span.Fill(fill);
            stamp = fill;
        }

        if (file.Length < to)
        {
            file.SetLength(to);
        }

        for (var offset = from; offset < to;)
        {
            cancellationToken.ThrowIfCancellationRequested();
            var length = (int)Math.Min(zeros.Length, to - offset);
            file.Write(zeros.Slice(length), offset);
            offset += length;
            progress(length);
        }

        if (!file.WriteThrough)
        {
            file.Flush();
        }

        return to - from;
    }

    /// <summary>
    /// Writes page-like data over [from, to), up to <see cref="PageWritesInFlight"/> writes at once, in order of
    /// offset; flushes only a buffered file that is not write-through. Returns the bytes written.
    /// </summary>
    public long Fill(DirectFile file, long from, long to, Action<long> progress, CancellationToken cancellationToken)
    {
        var pages = this.pages ?? throw new InvalidOperationException("this writer only zeroes: it has no page buffer");
        var requests = (to - from + pages.Length - 1) / pages.Length;
        var next = from;
        using (var writers = new Pipeline(cancellationToken))
        {
            var token = writers.Token;
            writers.Stage(
                (int)Math.Clamp(requests, 1, PageWritesInFlight),
                _ =>
                {
                    for (var offset = Interlocked.Add(ref next, pages.Length) - pages.Length; offset < to; offset = Interlocked.Add(ref next, pages.Length) - pages.Length)
                    {
                        token.ThrowIfCancellationRequested();
                        var length = (int)Math.Min(pages.Length, to - offset);
                        file.Write(pages.Slice(length), offset);
                        progress(length);
                    }
                });
            writers.Wait();
        }

        if (!file.Direct && !file.WriteThrough)
        {
            file.Flush();
        }

        return to - from;
    }

    /// <inheritdoc/>
    public void Dispose()
    {
        zeros.Dispose();
        pages?.Dispose();
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
