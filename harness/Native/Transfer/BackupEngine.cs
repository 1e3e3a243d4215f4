using System.Collections.Concurrent;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Native.Transfer;

/// <summary>
/// BACKUP as SQL Server performs it: a reader per data file fills BUFFERCOUNT buffers of MAXTRANSFERSIZE; with
/// compression, workers (one per core) compress each into a second pool; a writer per backup file takes the next
/// ready buffer and writes it to its file in BLOCKSIZE requests. Whichever backup file is free takes the next
/// buffer, so faster files take more. Direct I/O throughout; no data is copied between buffers.
/// </summary>
internal static class BackupEngine
{
    /// <summary>Backs up <paramref name="source"/> to <paramref name="stripes"/> (new, empty files) and flushes them.</summary>
    public static TransferResult Run(
        DataSource source, IReadOnlyList<DirectFile> stripes, TransferSpec spec, Action<long> progress, CancellationToken cancellationToken)
    {
        var transferSize = spec.MaxTransferSize;
        using var raw = new BufferPool(spec.BufferCount, transferSize);
        using var packed = spec.Compression ? new BufferPool(spec.BufferCount, transferSize) : null;
        using var read = new BlockingCollection<Chunk>();
        using var compressed = new BlockingCollection<Chunk>();
        var ready = packed is null ? read : compressed;
        var setId = Guid.NewGuid();
        var written = new long[stripes.Count];
        using var pipeline = new Pipeline(cancellationToken);
        var token = pipeline.Token;
        pipeline.Stage(source.Files, file => ReadFile(source, file, raw, read, token), read.CompleteAdding);
        if (packed is not null)
        {
            pipeline.Stage(
                Environment.ProcessorCount,
                _ =>
                {
                    foreach (var chunk in read.GetConsumingEnumerable(token))
                    {
                        compressed.Add(Compress(chunk, packed, token), token);
                    }
                },
                compressed.CompleteAdding);
        }

        pipeline.Stage(
            stripes.Count,
            k =>
            {
                var entries = new List<ChunkEntry>();
                long end = 0;
                foreach (var chunk in ready.GetConsumingEnumerable(token))
                {
                    var padded = BackupFormat.Padded(chunk.StoredLength);
                    chunk.Buffer.Span[chunk.StoredLength..padded].Clear();
                    StripeIo.Write(stripes[k], chunk.Buffer, padded, end, spec.StripeRequestBytes);
                    entries.Add(new ChunkEntry(chunk.File, chunk.DataOffset, chunk.RawLength, chunk.StoredLength, chunk.Compressed, end));
                    end += padded;
                    chunk.Release();
                    progress(chunk.RawLength);
                }

                token.ThrowIfCancellationRequested();
                var contents = new StripeContents(setId, k + 1, stripes.Count, source.Files, source.FileBytes, transferSize, entries);
                end += BackupFormat.WriteTrailer(stripes[k], end, contents);
                stripes[k].Flush();
                written[k] = end;
            },
            () => { });
        pipeline.Wait();
        var data = source.Files * source.FileBytes;
        return new TransferResult(data, source.FromVolume ? data : 0, written.Sum(), Math.Max(raw.PeakOutstanding, packed?.PeakOutstanding ?? 0));
    }

    private static void ReadFile(DataSource source, int file, BufferPool pool, BlockingCollection<Chunk> output, CancellationToken token)
    {
        for (long offset = 0; offset < source.FileBytes; offset += pool.BufferBytes)
        {
            var length = (int)Math.Min(pool.BufferBytes, source.FileBytes - offset);
            var buffer = pool.Rent(token);
            source.Read(file, offset, buffer.Span[..length]);
            output.Add(new Chunk(buffer, pool, file, offset, length, length, Compressed: false), token);
        }
    }

    private static Chunk Compress(Chunk chunk, BufferPool packed, CancellationToken token)
    {
        var target = packed.Rent(token);
        if (Codec.TryCompress(chunk.Buffer.Span[..chunk.RawLength], target.Span, out var stored))
        {
            chunk.Release();
            return chunk with { Buffer = target, Pool = packed, StoredLength = stored, Compressed = true };
        }

        packed.Return(target);
        return chunk;
    }
}
