using System.Buffers;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Native.Transfer;

/// <summary>
/// The data-copy phase of RESTORE as SQL Server performs it: BUFFERCOUNT buffers of MAXTRANSFERSIZE each go round a
/// cycle: filled with the next read of a backup file (each file read from start to end, in BLOCKSIZE requests, the file
/// with the fewest buffers in their cycle first), decompressed into a buffer of a second pool when the backup is
/// compressed, written at its place in the data files, and free again. Up to <see cref="IoDepth.Cycles"/> buffers
/// (BUFFERCOUNT, at most <see cref="IoDepth.MaxCycles"/>) are in their cycle at once, each driven by a worker of its own from read to write, with up to
/// <see cref="IoDepth.Max"/> reads and as many writes in flight, as SQL Server's asynchronous I/O has them; no buffer
/// waits in a queue for another thread: on a fast volume the engine's CPU is the transfer's limit, and a handoff per
/// buffer cost more than its copies.
/// Any backup in the native format reads with any MAXTRANSFERSIZE and BLOCKSIZE, whatever it was written with: stored
/// data is read in requests of at most one buffer (a buffer never spans two places in the data files); compressed chunks
/// that fit a buffer are read together and decompressed into one buffer of data, larger ones are read a buffer at a time
/// and decompressed as they come, each buffer of data written as it fills. Direct I/O throughout; nothing is allocated
/// per buffer.
/// </summary>
internal static class RestoreEngine
{
    /// <summary>Copies every chunk of <paramref name="stripes"/> into <paramref name="dataFiles"/> (already made ready), and flushes those that are not write-through.</summary>
    public static TransferResult Run(
        IReadOnlyList<(IBlockFile File, StripeContents Contents)> stripes,
        IReadOnlyList<IBlockFile> dataFiles,
        TransferSpec spec,
        Action<long> progress,
        CancellationToken cancellationToken)
    {
        var bufferBytes = spec.MaxTransferSize;
        var compressedAny = stripes.Any(s => s.Contents.Entries.Any(e => e.Compressed));
        using var read = new BufferPool(spec.BufferCount, bufferBytes);
        using var raw = compressedAny ? new BufferPool(spec.BufferCount, bufferBytes) : null;
        var reads = new StripeReads(stripes, bufferBytes);
        var cycles = IoDepth.Cycles(spec);
        using var readLimit = new InFlightLimit(cycles);
        using var writeLimit = new InFlightLimit(cycles);
        using var pipeline = new Pipeline(cancellationToken);
        var token = pipeline.Token;
        long data = 0;
        void Read(IBlockFile file, AlignedBuffer buffer, int length, long offset)
        {
            readLimit.Enter(token);
            try
            {
                StripeIo.Read(file, buffer, length, offset, spec.StripeRequestBytes);
            }
            finally
            {
                readLimit.Leave();
            }
        }

        void Written(Chunk chunk)
        {
            writeLimit.Enter(token);
            try
            {
                dataFiles[chunk.File].Write(chunk.Buffer.Slice(chunk.RawLength), chunk.DataOffset);
            }
            finally
            {
                writeLimit.Leave();
            }

            Interlocked.Add(ref data, chunk.RawLength);
            progress(chunk.RawLength);
        }

        pipeline.Stage(
            cycles,
            _ =>
            {
                while (reads.Next(out var k, out var window))
                {
                    try
                    {
                        token.ThrowIfCancellationRequested();
                        var file = stripes[k].File;
                        if (window.Kind == WindowKind.Streamed)
                        {
                            Stream(file, window, read, raw!, Read, Written, token);
                            continue;
                        }

                        var buffer = read.Rent(token);
                        var chunk = new Chunk(buffer, read, window.File, window.DataOffset, window.RawLength, window.RawLength, Compressed: false);
                        try
                        {
                            Read(file, buffer, window.Length, window.StripeOffset);
                            if (window.Kind == WindowKind.Packed)
                            {
                                var decompressed = Decompress(window, buffer, stripes[k].Contents.Entries, raw!, token);
                                read.Return(buffer);
                                chunk = decompressed;
                            }

                            Written(chunk);
                        }
                        finally
                        {
                            chunk.Release();
                        }
                    }
                    finally
                    {
                        reads.Done(k, window.Length);
                    }
                }
            });
        pipeline.Wait();

        // A write-through data file (SQL Server's, --durability sqlserver) has every write on stable storage when it
        // returns, as SQL Server's restore writes are: no flush follows them. Only a file that is not (--durability none,
        // or buffered where the volume refuses direct I/O) is flushed, so that its data is durable when the copy ends.
        foreach (var file in dataFiles.Where(f => !f.WriteThrough))
        {
            file.Flush();
        }

        return new TransferResult(data, reads.BytesRead, data, Math.Max(read.PeakOutstanding, raw?.PeakOutstanding ?? 0));
    }

    /// <summary>
    /// A backup file's chunks as reads of at most <paramref name="bufferBytes"/>: stored data in runs that are contiguous in
    /// the backup file and in one data file, cut at each buffer's end; compressed chunks that fit a buffer packed while they
    /// follow one another in both; larger compressed chunks one at a time, streamed.
    /// </summary>
    internal static IEnumerable<Window> Windows(IReadOnlyList<ChunkEntry> entries, int bufferBytes)
    {
        var i = 0;
        var skip = 0;
        while (i < entries.Count)
        {
            var first = entries[i];
            if (!first.Compressed)
            {
                var (start, dataStart, length) = (first.StripeOffset + skip, first.DataOffset + skip, 0);
                while (true)
                {
                    var current = entries[i];
                    var take = Math.Min(current.RawLength - skip, bufferBytes - length);
                    length += take;
                    skip += take;
                    if (skip < current.RawLength)
                    {
                        break;
                    }

                    (i, skip) = (i + 1, 0);
                    if (length == bufferBytes || i == entries.Count || !Follows(entries[i], current) || entries[i].Compressed
                        || BackupFormat.Padded(current.StoredLength) != current.StoredLength)
                    {
                        break;
                    }
                }

                yield return new Window(WindowKind.Stored, start, BackupFormat.Padded(length), first.File, dataStart, length, 0, 0);
                continue;
            }

            var span = BackupFormat.Padded(first.StoredLength);
            if (span > bufferBytes || first.RawLength > bufferBytes)
            {
                yield return new Window(WindowKind.Streamed, first.StripeOffset, span, first.File, first.DataOffset, first.RawLength, i, 1) { StoredLength = first.StoredLength };
                i++;
                continue;
            }

            var (firstIndex, rawLength) = (i, first.RawLength);
            for (i++; i < entries.Count; i++)
            {
                var next = entries[i];
                var previous = entries[i - 1];
                if (!next.Compressed || !Follows(next, previous) || span + BackupFormat.Padded(next.StoredLength) > bufferBytes || rawLength + next.RawLength > bufferBytes)
                {
                    break;
                }

                span += BackupFormat.Padded(next.StoredLength);
                rawLength += next.RawLength;
            }

            yield return new Window(WindowKind.Packed, first.StripeOffset, span, first.File, first.DataOffset, rawLength, firstIndex, i - firstIndex);
        }
    }

    /// <summary>Whether <paramref name="next"/> comes right after <paramref name="previous"/> in the backup file and in the same data file.</summary>
    private static bool Follows(ChunkEntry next, ChunkEntry previous) =>
        next.File == previous.File
        && next.StripeOffset == previous.StripeOffset + BackupFormat.Padded(previous.StoredLength)
        && next.DataOffset == previous.DataOffset + previous.RawLength;

    /// <summary>Decompresses a packed window's chunks, read into <paramref name="packed"/>, one after the other into one buffer of data (the caller gives it back).</summary>
    private static Chunk Decompress(Window window, AlignedBuffer packed, IReadOnlyList<ChunkEntry> entries, BufferPool raw, CancellationToken token)
    {
        var target = raw.Rent(token);
        var at = 0;
        try
        {
            for (var i = window.First; i < window.First + window.Count; i++)
            {
                var entry = entries[i];
                Codec.Decompress(
                    packed.Span.Slice((int)(entry.StripeOffset - window.StripeOffset), entry.StoredLength),
                    target.Span.Slice(at, entry.RawLength),
                    $"data file {entry.File + 1} at {entry.DataOffset}");
                at += entry.RawLength;
            }
        }
        catch
        {
            raw.Return(target);
            throw;
        }

        return new Chunk(target, raw, window.File, window.DataOffset, at, at, Compressed: false);
    }

    /// <summary>
    /// A compressed chunk larger than a buffer: read a buffer at a time and decompressed as it comes, each buffer of data
    /// written (<paramref name="write"/>) as it fills.
    /// </summary>
    private static void Stream(
        IBlockFile file, Window window, BufferPool read, BufferPool raw, Action<IBlockFile, AlignedBuffer, int, long> readInto, Action<Chunk> write, CancellationToken token)
    {
        var entry = $"data file {window.File + 1} at {window.DataOffset}";
        using var decoder = Codec.Decoder(entry);
        AlignedBuffer? output = null;
        var (filled, produced) = (0, 0L);
        var status = OperationStatus.NeedMoreData;
        try
        {
            for (var done = 0; done < window.Length && status != OperationStatus.Done; done += read.BufferBytes)
            {
                var piece = Math.Min(read.BufferBytes, window.Length - done);
                var input = read.Rent(token);
                try
                {
                    readInto(file, input, piece, window.StripeOffset + done);
                    ReadOnlySpan<byte> pending = input.Span[..Math.Clamp(window.StoredLength - done, 0, piece)];
                    while (true)
                    {
                        output ??= raw.Rent(token);
                        status = decoder.Decompress(pending, output.Span[filled..], out var consumed, out var written);
                        pending = pending[consumed..];
                        filled += written;
                        if (filled > 0 && (filled == output.Length || status == OperationStatus.Done))
                        {
                            write(new Chunk(output, raw, window.File, window.DataOffset + produced, filled, filled, Compressed: false));
                            (produced, filled) = (produced + filled, 0);
                        }

                        if (status == OperationStatus.Done || (status == OperationStatus.NeedMoreData && (pending.IsEmpty || consumed == 0)))
                        {
                            break;
                        }
                    }
                }
                finally
                {
                    read.Return(input);
                }
            }
        }
        finally
        {
            if (output is not null)
            {
                raw.Return(output);
            }
        }

        if (status != OperationStatus.Done || produced != window.RawLength)
        {
            throw new InvalidDataException($"{entry}: compressed chunk decompresses to {produced} bytes, not {window.RawLength}");
        }
    }

    /// <summary>How a window is read.</summary>
    internal enum WindowKind
    {
        /// <summary>Stored data: read and written as it is.</summary>
        Stored,

        /// <summary>Whole compressed chunks that fit one buffer, decompressed into a buffer of data.</summary>
        Packed,

        /// <summary>One compressed chunk larger than a buffer, read piece by piece and decompressed as it comes.</summary>
        Streamed,
    }

    /// <summary>One read of a backup file, and where its data goes.</summary>
    /// <param name="Kind">How it is read.</param>
    /// <param name="StripeOffset">Where it starts in the backup file (aligned).</param>
    /// <param name="Length">Bytes read (aligned).</param>
    /// <param name="File">Data file of its data.</param>
    /// <param name="DataOffset">Where its data starts in that file.</param>
    /// <param name="RawLength">Bytes of data it holds.</param>
    /// <param name="First">Index of its first chunk in the backup file's index (packed and streamed windows).</param>
    /// <param name="Count">Chunks it holds (packed windows).</param>
    internal readonly record struct Window(WindowKind Kind, long StripeOffset, int Length, int File, long DataOffset, int RawLength, int First, int Count)
    {
        /// <summary>Bytes of compressed data in it (streamed windows: the chunk's stored length).</summary>
        public int StoredLength { get; init; }
    }

    /// <summary>
    /// The backup files' reads, each file's in order: the next read comes from the file with the fewest buffers in their
    /// cycle (in turn among equals), so that every file is read at once, as SQL Server reads every backup device.
    /// </summary>
    private sealed class StripeReads(IReadOnlyList<(IBlockFile File, StripeContents Contents)> stripes, int bufferBytes)
    {
        private readonly IEnumerator<Window>?[] windows = stripes.Select(s => Windows(s.Contents.Entries, bufferBytes).GetEnumerator()).ToArray();
        private readonly int[] inCycle = new int[stripes.Count];
        private Func<int, bool>? open;
        private long bytesRead;
        private int turn;

        /// <summary>Bytes of backup files read so far.</summary>
        public long BytesRead => Interlocked.Read(ref bytesRead);

        /// <summary>Takes the next read: false when every file has been read.</summary>
        public bool Next(out int stripe, out Window window)
        {
            lock (windows)
            {
                while (true)
                {
                    stripe = InTurn.Fewest(inCycle, turn, open ??= k => windows[k] is not null); // made once, not per read
                    if (stripe < 0)
                    {
                        window = default;
                        return false;
                    }

                    if (windows[stripe]!.MoveNext())
                    {
                        window = windows[stripe]!.Current;
                        inCycle[stripe]++;
                        turn = (stripe + 1) % windows.Length;
                        return true;
                    }

                    windows[stripe]!.Dispose();
                    windows[stripe] = null;
                }
            }
        }

        /// <summary>A read from <paramref name="stripe"/> of <paramref name="bytes"/> has gone through its cycle.</summary>
        public void Done(int stripe, int bytes)
        {
            Interlocked.Add(ref bytesRead, bytes);
            lock (windows)
            {
                inCycle[stripe]--;
            }
        }
    }
}
