using System.Diagnostics;
using Bench.Scenarios.Workload;

namespace Bench.Harness.Native;

/// <summary>
/// Seed 003's I/O mix on real files, three streams at once: the log (sequential writes of 60 KB, each durable before
/// the next, as a commit forces it: written through, or flushed with --durability none), the data file (writes of 8
/// to 256 KB, sizes drawn from a fixed seed, one flush at the end as a checkpoint would) and reads of 64 KB from what
/// the data stream has already written. Direct I/O throughout, so every request reaches the volume.
/// </summary>
internal static class WorkloadReplay
{
    /// <summary>Runs the mix on <paramref name="dataPath"/> and <paramref name="logPath"/> (created here).</summary>
    public static WorkloadOutcome Run(WorkloadSpec spec, string dataPath, string logPath, FileOpening opening, ProgressCounter progress, CancellationToken cancellationToken)
    {
        long written = 0;
        var clock = Stopwatch.StartNew();
        using var data = opening.Create(dataPath, FileKind.Data);
        using var log = opening.Create(logPath, FileKind.Log);
        using var stop = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        var logTask = Task.Run(() => Log(spec, log, progress, stop.Token), stop.Token);
        var readTask = Task.Run(() => Reads(spec, data, () => Volatile.Read(ref written), progress, stop.Token), stop.Token);
        StreamOutcome writes;
        try
        {
            writes = DataWrites(spec, data, w => Volatile.Write(ref written, w), progress, stop.Token);
        }
        catch
        {
            // The other streams stop too, and end before the files close; the data stream's failure is the one reported.
            stop.Cancel();
            Task.WhenAny(Task.WhenAll(logTask, readTask)).GetAwaiter().GetResult();
            throw;
        }

        // The first failure of the other streams as itself (an IOException, not an AggregateException).
        Task.WhenAll(logTask, readTask).GetAwaiter().GetResult();
        return new WorkloadOutcome(clock.Elapsed.TotalMilliseconds, logTask.Result, writes, readTask.Result);
    }

    private static StreamOutcome Log(WorkloadSpec spec, DirectFile log, ProgressCounter progress, CancellationToken cancellationToken)
    {
        using var buffer = new AlignedBuffer(spec.LogWriteBytes);
        buffer.Span.Fill(0x5A);
        var clock = Stopwatch.StartNew();
        long at = 0, operations = 0;
        while (at < spec.StreamBytes)
        {
            cancellationToken.ThrowIfCancellationRequested();
            var length = (int)Math.Min(spec.LogWriteBytes, spec.StreamBytes - at);
            log.Write(buffer.Slice(length), at);
            if (!log.WriteThrough)
            {
                // The commit waits for the log write to be durable: a write-through write already is; any other is flushed.
                log.Flush();
            }

            at += length;
            operations++;
            progress.Add(length);
        }

        return new StreamOutcome(at, operations, clock.Elapsed.TotalMilliseconds);
    }

    private static StreamOutcome DataWrites(WorkloadSpec spec, DirectFile data, Action<long> published, ProgressCounter progress, CancellationToken cancellationToken)
    {
        using var buffer = new AlignedBuffer(spec.DataWriteMaxBytes);
        buffer.Span.Fill(0xA5);
        var sizes = new Random(3);
        var steps = (int)Math.Log2(spec.DataWriteMaxBytes / spec.DataWriteMinBytes) + 1;
        var clock = Stopwatch.StartNew();
        long at = 0, operations = 0;
        while (at < spec.StreamBytes)
        {
            cancellationToken.ThrowIfCancellationRequested();
            var length = (int)Math.Min(spec.DataWriteMinBytes << sizes.Next(steps), spec.StreamBytes - at);
            data.Write(buffer.Slice(length), at);
            at += length;
            operations++;
            published(at);
            progress.Add(length);
        }

        data.Flush();
        return new StreamOutcome(at, operations, clock.Elapsed.TotalMilliseconds);
    }

    private static StreamOutcome Reads(WorkloadSpec spec, DirectFile data, Func<long> written, ProgressCounter progress, CancellationToken cancellationToken)
    {
        using var buffer = new AlignedBuffer(spec.ReadBytes);
        var clock = Stopwatch.StartNew();
        long read = 0, operations = 0, at = 0;
        while (read < spec.StreamBytes)
        {
            cancellationToken.ThrowIfCancellationRequested();
            var available = written() / spec.ReadBytes * spec.ReadBytes;
            if (available == 0)
            {
                Thread.Yield();
                continue;
            }

            // Reads what the inserts have written so far, from the start again when it reaches their end.
            at = at >= available ? 0 : at;
            data.ReadExactly(buffer.Span, at);
            at += spec.ReadBytes;
            read += spec.ReadBytes;
            operations++;
            progress.Add(spec.ReadBytes);
        }

        return new StreamOutcome(read, operations, clock.Elapsed.TotalMilliseconds);
    }
}
