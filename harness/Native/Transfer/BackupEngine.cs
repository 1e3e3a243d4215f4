using Bench.Scenarios.Targets;

namespace Bench.Harness.Native.Transfer;

/// <summary>
/// BACKUP as SQL Server performs it: BUFFERCOUNT buffers of MAXTRANSFERSIZE each go round a cycle: filled with the data
/// files' next extent (in order), compressed into a buffer of a second pool when compression is on, then put on the
/// backup file with the fewest writes in flight (so faster files take more) at the end that file has reached, in
/// BLOCKSIZE requests, and free again. Up to <see cref="IoDepth.Cycles"/> buffers (BUFFERCOUNT, at most <see cref="IoDepth.MaxCycles"/>) are in
/// their cycle at once, each driven by a worker of its own from read to write, with up to <see cref="IoDepth.Max"/> reads
/// and as many writes in flight, as SQL Server's asynchronous I/O has them; no buffer waits in a queue for another
/// thread: on a fast volume the engine's CPU is the transfer's limit, and a handoff per buffer cost more than its copies.
/// Direct I/O throughout; no data is copied between buffers, nothing is allocated per buffer.
/// The backup files are first given their share of the data (a third of it when compressed) without writing it, and
/// cut to their own length at the end, as SQL Server pre-allocates them (see <see cref="PreallocatedBytes"/>).
/// </summary>
internal static class BackupEngine
{
    /// <summary>
    /// How much of the data a backup sets aside in its files before the first write, as SQL Server pre-allocates them "so
    /// that they don't keep getting extended during the backup process": an uncompressed backup all of it (its size is
    /// known), a compressed one a third, "an average result in customer databases" (a Microsoft engineer, quoted in "Why
    /// do my SQL 2008 compressed backups shrink?", adventuresinsql.com, 2010). Microsoft's "Backup compression" page says
    /// the same of compressed backups without the figure: "a predefined percentage of the size of the database", the file
    /// grown when more is needed and shrunk to its final size at the end; trace flag 3042 turns it off. Where the volume
    /// cannot allocate, the files grow from nothing, as there. Without it every write extends its file, which ext4
    /// completes one at a time, so a backup to one file would be held to one write in flight where SQL Server's is not
    /// (on NTFS a write past the valid data length is synchronous with or without it: see <see cref="DirectFile.TryPreallocate"/>).
    /// </summary>
    public static long PreallocatedBytes(long dataBytes, bool compression) => compression ? dataBytes / 3 : dataBytes;

    /// <summary>Backs up <paramref name="source"/> to <paramref name="stripes"/> (new, empty files) and flushes them.</summary>
    public static TransferResult Run(
        DataSource source, IReadOnlyList<IBlockFile> stripes, TransferSpec spec, Action<long> progress, CancellationToken cancellationToken)
    {
        var transferSize = spec.MaxTransferSize;
        using var raw = new BufferPool(spec.BufferCount, transferSize);
        using var packed = spec.Compression ? new BufferPool(spec.BufferCount, transferSize) : null;
        var setId = Guid.NewGuid();
        var files = new StripeSet(stripes);
        Preallocate(stripes, PreallocatedBytes(source.Files * source.FileBytes, spec.Compression));

        var chunksPerFile = (source.FileBytes + transferSize - 1) / transferSize;
        var chunks = chunksPerFile * source.Files;
        long next = -1;
        var cycles = IoDepth.Cycles(spec);
        using var reads = new InFlightLimit(cycles);
        using var writes = new InFlightLimit(cycles);
        using var pipeline = new Pipeline(cancellationToken);
        var token = pipeline.Token;
        pipeline.Stage(
            cycles,
            _ =>
            {
                for (var index = Interlocked.Increment(ref next); index < chunks; index = Interlocked.Increment(ref next))
                {
                    token.ThrowIfCancellationRequested();
                    var file = (int)(index / chunksPerFile);
                    var offset = index % chunksPerFile * transferSize;
                    var length = (int)Math.Min(transferSize, source.FileBytes - offset);
                    var chunk = new Chunk(raw.Rent(token), raw, file, offset, length, length, Compressed: false);
                    try
                    {
                        reads.Enter(token);
                        try
                        {
                            source.Read(file, offset, chunk.Buffer.Span[..length]);
                        }
                        finally
                        {
                            reads.Leave();
                        }

                        if (packed is not null)
                        {
                            chunk = Compress(chunk, packed, token);
                        }

                        var padded = BackupFormat.Padded(chunk.StoredLength);
                        chunk.Buffer.Span[chunk.StoredLength..padded].Clear();
                        writes.Enter(token);
                        var (k, at) = files.Reserve(padded);
                        var entry = (ChunkEntry?)null;
                        try
                        {
                            StripeIo.Write(stripes[k], chunk.Buffer, padded, at, spec.StripeRequestBytes);
                            entry = new ChunkEntry(chunk.File, chunk.DataOffset, chunk.RawLength, chunk.StoredLength, chunk.Compressed, at);
                        }
                        finally
                        {
                            files.Written(k, entry);
                            writes.Leave();
                        }
                    }
                    finally
                    {
                        chunk.Release();
                    }

                    progress(chunk.RawLength);
                }
            });
        pipeline.Wait();
        var written = new long[stripes.Count];
        for (var k = 0; k < stripes.Count; k++)
        {
            var (entries, end) = files.Contents(k);
            var contents = new StripeContents(setId, k + 1, stripes.Count, source.Files, source.FileBytes, transferSize, entries);
            written[k] = end + BackupFormat.WriteTrailer(stripes[k], end, contents);
            if (stripes[k].Length > written[k])
            {
                stripes[k].SetLength(written[k]); // what was set aside and not used
            }

            stripes[k].Flush();
        }

        var data = source.Files * source.FileBytes;
        return new TransferResult(data, source.FromVolume ? data : 0, written.Sum(), Math.Max(raw.PeakOutstanding, packed?.PeakOutstanding ?? 0));
    }

    /// <summary>
    /// Sets aside each file's share of <paramref name="bytes"/>; where the volume cannot, the files grow as they are
    /// written.
    /// </summary>
    private static void Preallocate(IReadOnlyList<IBlockFile> stripes, long bytes)
    {
        var share = bytes / stripes.Count / BackupFormat.Alignment * BackupFormat.Alignment;
        foreach (var stripe in stripes)
        {
            stripe.TryPreallocate(share);
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

    /// <summary>The backup files being written: where each ends, how many writes each has in flight, and the chunks each holds.</summary>
    private sealed class StripeSet(IReadOnlyList<IBlockFile> stripes)
    {
        private readonly long[] ends = new long[stripes.Count];
        private readonly int[] inFlight = new int[stripes.Count];
        private readonly List<ChunkEntry>[] entries = stripes.Select(_ => new List<ChunkEntry>()).ToArray();
        private int turn;

        /// <summary>The file with the fewest writes in flight (in turn among equals), and the place of <paramref name="bytes"/> at its end.</summary>
        public (int Stripe, long Offset) Reserve(int bytes)
        {
            lock (ends)
            {
                var best = InTurn.Fewest(inFlight, turn);
                turn = (best + 1) % ends.Length;
                inFlight[best]++;
                var at = ends[best];
                ends[best] += bytes;
                return (best, at);
            }
        }

        /// <summary>A write to <paramref name="stripe"/> ended; the file holds <paramref name="entry"/> (null: the write failed).</summary>
        public void Written(int stripe, ChunkEntry? entry)
        {
            lock (ends)
            {
                inFlight[stripe]--;
                if (entry is not null)
                {
                    entries[stripe].Add(entry.Value);
                }
            }
        }

        /// <summary>The chunks <paramref name="stripe"/> holds, in file order, and where its chunks end.</summary>
        public (IReadOnlyList<ChunkEntry> Entries, long End) Contents(int stripe) =>
            ([.. entries[stripe].OrderBy(e => e.StripeOffset)], ends[stripe]);
    }
}
