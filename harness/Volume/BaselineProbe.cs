using System.Diagnostics;
using System.Runtime.ExceptionServices;
using Bench.Harness.Native;
using Bench.Harness.Native.Transfer;
using Bench.Results.Manifest;

namespace Bench.Harness.Volume;

/// <summary>
/// The volume's sequential bandwidth with large direct I/O (the SQLIO / DiskSpd step of seed 001): a harness-owned
/// file, laid out first as fio lays out its file, written then read in 1 MB requests with 8 in flight, as
/// <c>fio --rw=write --bs=1M --direct=1 --ioengine=libaio --iodepth=8</c> does. The write includes the final flush.
/// When backups share the volume it also measures the restore shape: the file read while a second one of the same size
/// is written, both at once (a restore from backups on the data volume reads and writes one device).
/// </summary>
internal static class BaselineProbe
{
    /// <summary>Size of each request.</summary>
    public const int RequestBytes = 1 << 20;

    /// <summary>Requests in flight.</summary>
    public const int QueueDepth = 8;

    /// <summary>
    /// Measures write then read bandwidth of <paramref name="bytes"/> (whole MB) in <paramref name="workspace"/>, and with
    /// <paramref name="readWhileWriting"/> the copy rate of reading that file while writing another; the files are removed.
    /// </summary>
    public static VolumeBaseline Measure(Workspace workspace, long bytes, bool readWhileWriting, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(workspace);
        bytes = Math.Max(RequestBytes, bytes / RequestBytes * RequestBytes);
        var path = workspace.NewFile("baseline.tmp");
        try
        {
            using var file = DirectFile.Create(path, preferDirect: true);
            file.TryAllocate(0, bytes, out _);
            var write = Pass(file, bytes, write: true, cancellationToken);
            var read = Pass(file, bytes, write: false, cancellationToken);
            var baseline = new VolumeBaseline(workspace.Directory, bytes, RequestBytes, QueueDepth, Math.Round(bytes / 1e6 / write, 1), Math.Round(bytes / 1e6 / read, 1), file.Direct);
            return readWhileWriting ? baseline with { ReadWriteMbS = Math.Round(bytes / 1e6 / ReadWhileWriting(workspace, file, bytes, cancellationToken), 1) } : baseline;
        }
        finally
        {
            workspace.Delete(path);
        }
    }

    /// <summary>Reads <paramref name="source"/> while writing a new file of the same size, both at once; returns seconds until both are done.</summary>
    private static double ReadWhileWriting(Workspace workspace, DirectFile source, long bytes, CancellationToken cancellationToken)
    {
        var path = workspace.NewFile("baseline-copy.tmp");
        try
        {
            using var target = DirectFile.Create(path, preferDirect: true);
            target.TryAllocate(0, bytes, out _);
            var clock = Stopwatch.StartNew();
            try
            {
                Parallel.Invoke(
                    new ParallelOptions { CancellationToken = cancellationToken },
                    () => Pass(source, bytes, write: false, cancellationToken),
                    () => Pass(target, bytes, write: true, cancellationToken));
            }
            catch (AggregateException e)
            {
                // The pass's own error (a full volume's IOException, a cancellation), as the one-pass measurements throw theirs.
                cancellationToken.ThrowIfCancellationRequested();
                ExceptionDispatchInfo.Throw(e.Flatten().InnerExceptions[0]);
            }

            return clock.Elapsed.TotalSeconds;
        }
        finally
        {
            workspace.Delete(path);
        }
    }

    /// <summary>One pass over the file; returns seconds.</summary>
    private static double Pass(DirectFile file, long bytes, bool write, CancellationToken cancellationToken)
    {
        var buffers = Enumerable.Range(0, QueueDepth).Select(_ => new AlignedBuffer(RequestBytes)).ToArray();
        try
        {
            if (write)
            {
                foreach (var buffer in buffers)
                {
                    DataGenerator.Fill(buffer.Span, 0, 0);
                }
            }

            long next = -1;
            using var pipeline = new Pipeline(cancellationToken);
            var clock = Stopwatch.StartNew();
            pipeline.Stage(
                QueueDepth,
                worker =>
                {
                    for (var offset = Interlocked.Increment(ref next) * RequestBytes; offset < bytes; offset = Interlocked.Increment(ref next) * RequestBytes)
                    {
                        pipeline.Token.ThrowIfCancellationRequested();
                        if (write)
                        {
                            file.Write(buffers[worker].Slice(RequestBytes), offset);
                        }
                        else
                        {
                            file.ReadExactly(buffers[worker].Span, offset);
                        }
                    }
                });
            pipeline.Wait();
            if (write)
            {
                file.Flush();
            }

            return clock.Elapsed.TotalSeconds;
        }
        finally
        {
            foreach (var buffer in buffers)
            {
                buffer.Dispose();
            }
        }
    }
}
