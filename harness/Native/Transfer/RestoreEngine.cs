using System.Buffers;
using System.Collections.Concurrent;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Native.Transfer;

/// <summary>
/// The data-copy phase of RESTORE as SQL Server performs it: a reader per backup file reads it from start to end into
/// BUFFERCOUNT buffers of MAXTRANSFERSIZE, in BLOCKSIZE requests; writers put each buffer's data at its place in the data
/// files, up to <see cref="IoDepth.Max"/> writes at once (SQL Server's asynchronous writes). Any backup in the
/// native format reads with any MAXTRANSFERSIZE and BLOCKSIZE, whatever it was written with: stored data is read in
/// requests of at most one buffer (a buffer never spans two places in the data files); compressed chunks that fit a
/// buffer are decompressed by workers (one per core) into a second pool, larger ones are read piece by piece and
/// decompressed as they come by their file's reader. Direct I/O throughout; nothing is allocated per buffer.
/// </summary>
internal static class RestoreEngine
{
    /// <summary>Copies every chunk of <paramref name="stripes"/> into <paramref name="dataFiles"/> (already made ready) and flushes them.</summary>
    public static TransferResult Run(
        IReadOnlyList<(DirectFile File, StripeContents Contents)> stripes,
        IReadOnlyList<DirectFile> dataFiles,
        TransferSpec spec,
        Action<long> progress,
        CancellationToken cancellationToken)
    {
        var bufferBytes = spec.MaxTransferSize;
        var compressedAny = stripes.Any(s => s.Contents.Entries.Any(e => e.Compressed));
        using var read = new BufferPool(spec.BufferCount, bufferBytes);
        using var raw = compressedAny ? new BufferPool(spec.BufferCount, bufferBytes) : null;
        using var packed = new BlockingCollection<Window>(new ConcurrentQueue<Window>());
        using var ready = new BlockingCollection<Chunk>(new ConcurrentQueue<Chunk>());
        var bytesRead = new long[stripes.Count];
        var producers = compressedAny ? 2 : 1;
        long data = 0;
        using var pipeline = new Pipeline(cancellationToken);
        var token = pipeline.Token;
        void Produced()
        {
            if (Interlocked.Decrement(ref producers) == 0)
            {
                ready.CompleteAdding();
            }
        }

        pipeline.Stage(
            stripes.Count,
            k =>
            {
                var (file, contents) = stripes[k];
                foreach (var window in Windows(contents.Entries, bufferBytes))
                {
                    if (window.Kind == WindowKind.Streamed)
                    {
                        bytesRead[k] += Stream(file, window, read, raw!, ready, spec.StripeRequestBytes, token);
                        continue;
                    }

                    var buffer = read.Rent(token);
                    StripeIo.Read(file, buffer, window.Length, window.StripeOffset, spec.StripeRequestBytes);
                    bytesRead[k] += window.Length;
                    if (window.Kind == WindowKind.Stored)
                    {
                        ready.Add(new Chunk(buffer, read, window.File, window.DataOffset, window.RawLength, window.RawLength, Compressed: false), token);
                    }
                    else
                    {
                        packed.Add(window with { Buffer = buffer, Stripe = k }, token);
                    }
                }
            },
            () =>
            {
                packed.CompleteAdding();
                Produced();
            });
        if (raw is not null)
        {
            pipeline.Stage(
                Environment.ProcessorCount,
                _ =>
                {
                    foreach (var window in packed.GetConsumingEnumerable(token))
                    {
                        ready.Add(Decompress(window, stripes[window.Stripe].Contents.Entries, read, raw, token), token);
                    }
                },
                Produced);
        }

        pipeline.Stage(
            IoDepth.Of(spec),
            _ =>
            {
                foreach (var chunk in ready.GetConsumingEnumerable(token))
                {
                    dataFiles[chunk.File].Write(chunk.Buffer.Slice(chunk.RawLength), chunk.DataOffset);
                    Interlocked.Add(ref data, chunk.RawLength);
                    chunk.Release();
                    progress(chunk.RawLength);
                }
            },
            () => { });
        pipeline.Wait();
        foreach (var file in dataFiles)
        {
            file.Flush();
        }

        return new TransferResult(data, bytesRead.Sum(), data, Math.Max(read.PeakOutstanding, raw?.PeakOutstanding ?? 0));
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

    /// <summary>Decompresses a packed window's chunks, one after the other, into one buffer of data.</summary>
    private static Chunk Decompress(Window window, IReadOnlyList<ChunkEntry> entries, BufferPool read, BufferPool raw, CancellationToken token)
    {
        var target = raw.Rent(token);
        var at = 0;
        for (var i = window.First; i < window.First + window.Count; i++)
        {
            var entry = entries[i];
            Codec.Decompress(
                window.Buffer!.Span.Slice((int)(entry.StripeOffset - window.StripeOffset), entry.StoredLength),
                target.Span.Slice(at, entry.RawLength),
                $"data file {entry.File + 1} at {entry.DataOffset}");
            at += entry.RawLength;
        }

        read.Return(window.Buffer!);
        return new Chunk(target, raw, window.File, window.DataOffset, at, at, Compressed: false);
    }

    /// <summary>
    /// A compressed chunk larger than a buffer: read a buffer at a time and decompressed as it comes, each buffer of data
    /// handed to the writers as it fills. Returns the bytes read.
    /// </summary>
    private static long Stream(
        DirectFile file, Window window, BufferPool read, BufferPool raw, BlockingCollection<Chunk> ready, int request, CancellationToken token)
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
                    StripeIo.Read(file, input, piece, window.StripeOffset + done, request);
                    ReadOnlySpan<byte> pending = input.Span[..Math.Clamp(window.StoredLength - done, 0, piece)];
                    while (true)
                    {
                        output ??= raw.Rent(token);
                        status = decoder.Decompress(pending, output.Span[filled..], out var consumed, out var written);
                        pending = pending[consumed..];
                        filled += written;
                        if (filled > 0 && (filled == output.Length || status == OperationStatus.Done))
                        {
                            ready.Add(new Chunk(output, raw, window.File, window.DataOffset + produced, filled, filled, Compressed: false), token);
                            (produced, filled, output) = (produced + filled, 0, null);
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

        return status != OperationStatus.Done || produced != window.RawLength
            ? throw new InvalidDataException($"{entry}: compressed chunk decompresses to {produced} bytes, not {window.RawLength}")
            : window.Length;
    }

    /// <summary>How a window is read.</summary>
    internal enum WindowKind
    {
        /// <summary>Stored data: read and written as it is.</summary>
        Stored,

        /// <summary>Whole compressed chunks that fit one buffer, decompressed by a worker.</summary>
        Packed,

        /// <summary>One compressed chunk larger than a buffer, read piece by piece and decompressed by the reader.</summary>
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
        /// <summary>The buffer it was read into (packed windows, on their way to a worker).</summary>
        public AlignedBuffer? Buffer { get; init; }

        /// <summary>The backup file it was read from.</summary>
        public int Stripe { get; init; }

        /// <summary>Bytes of compressed data in it (streamed windows: the chunk's stored length).</summary>
        public int StoredLength { get; init; }
    }
}
