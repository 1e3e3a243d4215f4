using System.Collections.Concurrent;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Native.Transfer;

/// <summary>
/// The data-copy phase of RESTORE as SQL Server performs it: a reader per backup file reads its chunks in
/// BLOCKSIZE requests into BUFFERCOUNT buffers of MAXTRANSFERSIZE; with compression, workers (one per core)
/// decompress each into a second pool; writers put each buffer at its place in the data files, up to
/// <see cref="MaxWritesInFlight"/> writes at once (SQL Server's asynchronous writes). Direct I/O throughout.
/// </summary>
internal static class RestoreEngine
{
    /// <summary>Most data file writes in flight (like the queue depth of SQL Server's asynchronous I/O).</summary>
    public const int MaxWritesInFlight = 8;

    /// <summary>Copies every chunk of <paramref name="stripes"/> into <paramref name="dataFiles"/> (already made ready) and flushes them.</summary>
    public static TransferResult Run(
        IReadOnlyList<(DirectFile File, StripeContents Contents)> stripes,
        IReadOnlyList<DirectFile> dataFiles,
        TransferSpec spec,
        Action<long> progress,
        CancellationToken cancellationToken)
    {
        var chunkBytes = stripes.Max(s => s.Contents.MaxTransferSize);
        if (chunkBytes > spec.MaxTransferSize)
        {
            throw new InvalidOperationException(
                $"the backup was written in chunks of {chunkBytes} bytes, larger than max_transfer_size {spec.MaxTransferSize}");
        }

        var compressedAny = stripes.Any(s => s.Contents.Entries.Any(e => e.Compressed));
        using var read = new BufferPool(spec.BufferCount, spec.MaxTransferSize);
        using var raw = compressedAny ? new BufferPool(spec.BufferCount, spec.MaxTransferSize) : null;
        using var fetched = new BlockingCollection<Chunk>();
        using var decompressed = new BlockingCollection<Chunk>();
        var ready = raw is null ? fetched : decompressed;
        var bytesRead = new long[stripes.Count];
        long data = 0;
        using var pipeline = new Pipeline(cancellationToken);
        var token = pipeline.Token;
        pipeline.Stage(
            stripes.Count,
            k =>
            {
                var (file, contents) = stripes[k];
                foreach (var entry in contents.Entries)
                {
                    var padded = BackupFormat.Padded(entry.StoredLength);
                    var buffer = read.Rent(token);
                    StripeIo.Read(file, buffer, padded, entry.StripeOffset, spec.StripeRequestBytes);
                    bytesRead[k] += padded;
                    fetched.Add(new Chunk(buffer, read, entry.File, entry.DataOffset, entry.RawLength, entry.StoredLength, entry.Compressed), token);
                }
            },
            fetched.CompleteAdding);
        if (raw is not null)
        {
            pipeline.Stage(
                Environment.ProcessorCount,
                _ =>
                {
                    foreach (var chunk in fetched.GetConsumingEnumerable(token))
                    {
                        decompressed.Add(chunk.Compressed ? Decompress(chunk, raw, token) : chunk, token);
                    }
                },
                decompressed.CompleteAdding);
        }

        pipeline.Stage(
            Math.Min(spec.BufferCount, MaxWritesInFlight),
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

    private static Chunk Decompress(Chunk chunk, BufferPool raw, CancellationToken token)
    {
        var target = raw.Rent(token);
        Codec.Decompress(chunk.Buffer.Span[..chunk.StoredLength], target.Span[..chunk.RawLength], $"data file {chunk.File + 1} at {chunk.DataOffset}");
        chunk.Release();
        return chunk with { Buffer = target, Pool = raw, StoredLength = chunk.RawLength, Compressed = false };
    }
}
