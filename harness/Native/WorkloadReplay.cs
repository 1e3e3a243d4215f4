using System.Diagnostics;
using System.Runtime.ExceptionServices;
using Bench.Scenarios.Workload;

namespace Bench.Harness.Native;

/// <summary>
/// Seed 003's I/O mix on real files. First, untimed (the case's set-up), the database is made as seed 003's was before
/// its workload began: pre-sized, its log zeroed as SQL Server zeroes every log, its data file zeroed (IFI off, SQL
/// Server's default), each to the size its stream writes into (<see cref="WorkloadSpec.LogFileBytes"/>,
/// <see cref="WorkloadSpec.DataFileBytes"/>), so no timed write extends a file. Then, timed, three streams at once, each
/// on a thread of its own, released together: the log (sequential writes of 60 KB, each durable before the next, as a
/// commit forces it: written through, or flushed with --durability none), the data file (writes of 8 to 256 KB, sizes
/// drawn from a fixed seed, one flush at the end as a checkpoint would) and reads of 64 KB from what the data stream has
/// already written. The first stream to move its <see cref="WorkloadSpec.StreamBytes"/> stops the other two, so every
/// figure is of the three running together, as seed 003's I/O ran through its whole insert. Direct I/O throughout, so
/// every request reaches the volume.
/// </summary>
internal static class WorkloadReplay
{
    private const int Streams = 3;

    /// <summary>Makes the database's files at <paramref name="dataPath"/> and <paramref name="logPath"/> (created here), then runs the mix on them.</summary>
    public static WorkloadOutcome Run(WorkloadSpec spec, string dataPath, string logPath, FileOpening opening, IProgress<double> progress, CancellationToken cancellationToken) =>
        Run(spec, dataPath, logPath, opening, progress, file => file, cancellationToken);

    /// <summary>
    /// As the other overload; <paramref name="timed"/> gives what the timed streams do their I/O on for each file once it
    /// is ready (the file itself; in the tests, a file that watches the requests).
    /// </summary>
    internal static WorkloadOutcome Run(
        WorkloadSpec spec, string dataPath, string logPath, FileOpening opening, IProgress<double> progress, Func<DirectFile, IBlockFile> timed, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(spec);
        var report = new ProgressCounter(spec.LogFileBytes + spec.DataFileBytes + (Streams * spec.StreamBytes), progress);
        var setup = Stopwatch.StartNew();
        using var data = opening.Create(dataPath, FileKind.Data);
        using var log = opening.Create(logPath, FileKind.Log);
        long zeroed;
        using (var writer = new FileWriter(spec.ZeroWriteBytes, pageWriteBytes: 0))
        {
            zeroed = writer.Zero(log, 0, spec.LogFileBytes, report.Add, cancellationToken, FileWriter.LogStamp)
                + writer.Zero(data, 0, spec.DataFileBytes, report.Add, cancellationToken);
        }

        var setupMs = setup.Elapsed.TotalMilliseconds;
        var outcome = Replay(spec, timed(data), timed(log), report.Add, cancellationToken) with { SetupMs = setupMs, SetupBytesWritten = zeroed };
        // The first stream to move its bytes stopped the others short of theirs: the case is done all the same.
        report.Finish();
        return outcome;
    }

    /// <summary>
    /// The timed part: the three streams on <paramref name="data"/> and <paramref name="log"/>, each on its own thread,
    /// released together; the first to finish its bytes stops the others, each of which ends after the request it is in.
    /// </summary>
    internal static WorkloadOutcome Replay(WorkloadSpec spec, IBlockFile data, IBlockFile log, Action<long> progress, CancellationToken cancellationToken)
    {
        long written = 0;
        var finished = 0;
        var clock = new Stopwatch();
        using var failed = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        using var start = new Barrier(Streams, _ => clock.Start());
        var stream = new Stream(spec, start, () => Volatile.Read(ref finished) != 0, () => Interlocked.Exchange(ref finished, 1), progress, failed.Token);
        Task<StreamOutcome> OnItsThread(Func<StreamOutcome> work) => Task.Factory.StartNew(
            () =>
            {
                try
                {
                    return work();
                }
                catch
                {
                    // The others stop too (at the barrier, or after the request they are in).
                    failed.Cancel();
                    throw;
                }
            },
            CancellationToken.None,
            TaskCreationOptions.LongRunning,
            TaskScheduler.Default);

        var tasks = new[]
        {
            OnItsThread(() => stream.Log(log)),
            OnItsThread(() => stream.DataWrites(data, w => Volatile.Write(ref written, w))),
            OnItsThread(() => stream.Reads(data, () => Volatile.Read(ref written))),
        };
        try
        {
            Task.WaitAll(tasks);
        }
        catch (AggregateException)
        {
            // The first failure as itself (an IOException, not an AggregateException); a cancellation only when nothing failed.
            var cause = tasks.Select(t => t.Exception?.InnerException).FirstOrDefault(e => e is not null and not OperationCanceledException)
                ?? tasks.Select(t => t.Exception?.InnerException).First(e => e is not null)!;
            ExceptionDispatchInfo.Throw(cause);
        }

        return new WorkloadOutcome(clock.Elapsed.TotalMilliseconds, tasks[0].Result, tasks[1].Result, tasks[2].Result);
    }

    /// <summary>What the three streams share: the spec, the barrier that releases them, and the stop the first to finish gives.</summary>
    private sealed class Stream(WorkloadSpec spec, Barrier start, Func<bool> stopped, Action finish, Action<long> progress, CancellationToken cancellationToken)
    {
        public StreamOutcome Log(IBlockFile log)
        {
            using var buffer = new AlignedBuffer(spec.LogWriteBytes);
            buffer.Span.Fill(0x5A);
            start.SignalAndWait(cancellationToken);
            var clock = Stopwatch.StartNew();
            long at = 0, operations = 0;
            while (at < spec.StreamBytes && !stopped())
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
                progress(length);
            }

            return Ended(at, operations, clock);
        }

        public StreamOutcome DataWrites(IBlockFile data, Action<long> published)
        {
            using var buffer = new AlignedBuffer(spec.DataWriteMaxBytes);
            buffer.Span.Fill(0xA5);
            var sizes = new Random(3);
            var steps = (int)Math.Log2(spec.DataWriteMaxBytes / spec.DataWriteMinBytes) + 1;
            start.SignalAndWait(cancellationToken);
            var clock = Stopwatch.StartNew();
            long at = 0, operations = 0;
            while (at < spec.StreamBytes && !stopped())
            {
                cancellationToken.ThrowIfCancellationRequested();
                var length = (int)Math.Min(spec.DataWriteMinBytes << sizes.Next(steps), spec.StreamBytes - at);
                data.Write(buffer.Slice(length), at);
                at += length;
                operations++;
                published(at);
                progress(length);
            }

            data.Flush();
            return Ended(at, operations, clock);
        }

        public StreamOutcome Reads(IBlockFile data, Func<long> written)
        {
            using var buffer = new AlignedBuffer(spec.ReadBytes);
            start.SignalAndWait(cancellationToken);
            var clock = Stopwatch.StartNew();
            long read = 0, operations = 0, at = 0;
            while (read < spec.StreamBytes && !stopped())
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
                progress(spec.ReadBytes);
            }

            return Ended(read, operations, clock);
        }

        /// <summary>The stream's outcome; one that moved all its bytes stops the others.</summary>
        private StreamOutcome Ended(long bytes, long operations, Stopwatch clock)
        {
            var ms = clock.Elapsed.TotalMilliseconds;
            if (bytes >= spec.StreamBytes)
            {
                finish();
            }

            return new StreamOutcome(bytes, operations, ms);
        }
    }
}
