using System.Diagnostics;
using System.Globalization;
using Bench.Harness.Native;
using Bench.Harness.Native.Transfer;
using Bench.Results.Manifest;
using Bench.Results.Statistics;

namespace Bench.Harness.Volume;

/// <summary>
/// A short probe of what the baseline does not say, for the forecast of a run's time: the cost of one request alone in
/// flight (1 MB requests one at a time), small requests served per second by several workers at once, a flush after a
/// small write, an allocation without writing, the deletion of written files (the median of <see cref="Deletions"/>: one
/// deletion alone once came out 16 times the run's own, a stall of the shared disk), and the codec's speed on one core. Without a baseline it measures the bandwidth too, with a small file.
/// Its files live in the run's folder and are removed; it moves about <see cref="Bytes"/>.
/// </summary>
internal static class RateProbe
{
    /// <summary>Size of the file the bandwidth is measured with when there is no baseline.</summary>
    public const long BandwidthBytes = 64L << 20;

    private const int RequestBytes = 1 << 20;
    private const int Requests = 64;
    private const int Flushes = 16;
    private const int FlushWriteBytes = 64 * 1024;
    private const int Allocations = 8;
    private const int Deletions = 3;
    private const long AllocationBytes = 64L << 20;
    private const int SmallRequestBytes = 4096;
    private const int SmallRequestsTotal = 8192;
    private const double SmallRequestsMaxSeconds = 1.0;

    /// <summary>Bytes the probe writes and reads, besides the bandwidth file (the small reads at most).</summary>
    public static long Bytes => ((1L + Deletions) * Requests * RequestBytes) + ((long)Flushes * FlushWriteBytes) + ((long)SmallRequestsTotal * SmallRequestBytes);

    /// <summary>The rates of the volume of <paramref name="workspace"/>: the bandwidth of <paramref name="baseline"/>, or measured here when null.</summary>
    public static VolumeRates Measure(Workspace workspace, VolumeBaseline? baseline, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(workspace);
        var source = baseline is null
            ? string.Create(CultureInfo.InvariantCulture, $"a {BandwidthBytes >> 20} MB probe of the volume")
            : string.Create(CultureInfo.InvariantCulture, $"the run's baseline ({baseline.FileBytes >> 20} MB)");
        baseline ??= BaselineProbe.Measure(workspace, BandwidthBytes, readWhileWriting: false, cancellationToken);
        var (writeLatency, readLatency, smallPerSecond, firstDeletion) = OneAtATime(workspace, baseline, cancellationToken);
        var deleteMsPerGb = SampleSummary.Of([firstDeletion, .. Enumerable.Range(1, Deletions - 1).Select(i => Deletion(workspace, i, cancellationToken))]).Median;
        var flushMs = Flush(workspace, baseline, writeLatency, cancellationToken);
        var allocateMs = Allocate(workspace, cancellationToken);
        var (compress, decompress) = CodecSpeed();
        return new VolumeRates(
            baseline.WriteMbS, baseline.ReadMbS, Math.Round(writeLatency, 3), Math.Round(readLatency, 3), Math.Round(flushMs, 3), Math.Round(allocateMs, 3),
            Math.Round(deleteMsPerGb, 1), Math.Round(compress, 1), Math.Round(decompress, 1), Environment.ProcessorCount,
            source + " and a short probe (1 MB requests one at a time, 4 KB requests by several workers, flushes, allocations, three deletions, the codec)")
        {
            SmallRequestsPerSecond = Math.Round(smallPerSecond),
        };
    }

    /// <summary>
    /// 1 MB requests one at a time, written then read: what each costs beyond its bytes at the bandwidth; 4 KB reads of the
    /// same file by <see cref="SmallWorkers"/> workers, each waiting for its own: how many are served per second; then the
    /// file's deletion, per GB.
    /// </summary>
    private static (double WriteMs, double ReadMs, double SmallPerSecond, double DeleteMsPerGb) OneAtATime(Workspace workspace, VolumeBaseline baseline, CancellationToken cancellationToken)
    {
        var path = workspace.NewFile("probe-requests.tmp");
        double write, read, small;
        try
        {
            using var buffer = new AlignedBuffer(RequestBytes);
            DataGenerator.Fill(buffer.Span, 0, 0);
            using var file = DirectFile.Create(path, preferDirect: true);
            file.TryAllocate(0, (long)Requests * RequestBytes, out _);
            var clock = Stopwatch.StartNew();
            WriteRequests(file, buffer, cancellationToken);
            write = clock.Elapsed.TotalMilliseconds / Requests;
            clock.Restart();
            for (var i = 0; i < Requests; i++)
            {
                cancellationToken.ThrowIfCancellationRequested();
                file.ReadExactly(buffer.Span, (long)i * RequestBytes);
            }

            read = clock.Elapsed.TotalMilliseconds / Requests;
            small = SmallRequests(file, cancellationToken);
        }
        catch
        {
            workspace.Delete(path);
            throw;
        }

        return (Beyond(write, baseline.WriteMbS), Beyond(read, baseline.ReadMbS), small, TimedDeletion(workspace, path));
    }

    /// <summary>Workers of the small-request probe: as many as a restore's buffers commonly keep busy (8), at least 4 per core.</summary>
    private static int SmallWorkers => Math.Max(8, 4 * Environment.ProcessorCount);

    /// <summary>
    /// 4 KB reads spread over the first <see cref="Requests"/> MB of <paramref name="file"/>, <see cref="SmallWorkers"/>
    /// workers each reading its own in turn, <see cref="SmallRequestsTotal"/> in all or until
    /// <see cref="SmallRequestsMaxSeconds"/> have passed: requests per second. On Windows the requests of one synchronous
    /// handle are served one at a time, so there the figure is the one-at-a-time rate, a stricter ceiling.
    /// </summary>
    private static double SmallRequests(DirectFile file, CancellationToken cancellationToken)
    {
        var workers = SmallWorkers;
        var each = SmallRequestsTotal / workers;
        var span = (long)Requests * RequestBytes / SmallRequestBytes;
        var done = 0L;
        Exception? failed = null;
        var clock = new Stopwatch();

        // Threads of their own: the thread pool would add workers beyond its minimum (the cores) only slowly.
        var threads = Enumerable.Range(0, workers).Select(worker => new Thread(() =>
        {
            try
            {
                using var buffer = new AlignedBuffer(SmallRequestBytes);
                var i = 0;
                for (; i < each && !cancellationToken.IsCancellationRequested && clock.Elapsed.TotalSeconds < SmallRequestsMaxSeconds; i++)
                {
                    file.ReadExactly(buffer.Span, ((((long)worker * each) + i) % span) * SmallRequestBytes);
                }

                Interlocked.Add(ref done, i);
            }
            catch (Exception e)
            {
                Interlocked.CompareExchange(ref failed, e, null);
            }
        }) { IsBackground = true }).ToList();
        clock.Start();
        threads.ForEach(t => t.Start());
        threads.ForEach(t => t.Join());
        cancellationToken.ThrowIfCancellationRequested();
        if (failed is not null)
        {
            System.Runtime.ExceptionServices.ExceptionDispatchInfo.Throw(failed);
        }

        return done / clock.Elapsed.TotalSeconds;
    }

    /// <summary>A file of <see cref="Requests"/> MB written in 1 MB requests, then deleted: the deletion's milliseconds per GB.</summary>
    private static double Deletion(Workspace workspace, int number, CancellationToken cancellationToken)
    {
        var path = workspace.NewFile($"probe-delete{number}.tmp");
        try
        {
            using var buffer = new AlignedBuffer(RequestBytes);
            DataGenerator.Fill(buffer.Span, number, 0);
            using var file = DirectFile.Create(path, preferDirect: true);
            WriteRequests(file, buffer, cancellationToken);
        }
        catch
        {
            workspace.Delete(path);
            throw;
        }

        return TimedDeletion(workspace, path);
    }

    /// <summary><see cref="Requests"/> writes of <paramref name="buffer"/> (1 MB), one after the other from the file's start, then a flush.</summary>
    private static void WriteRequests(DirectFile file, AlignedBuffer buffer, CancellationToken cancellationToken)
    {
        for (var i = 0; i < Requests; i++)
        {
            cancellationToken.ThrowIfCancellationRequested();
            file.Write(buffer.Slice(RequestBytes), (long)i * RequestBytes);
        }

        file.Flush();
    }

    /// <summary>Deletes a probe file of <see cref="Requests"/> MB: milliseconds per GB it held.</summary>
    private static double TimedDeletion(Workspace workspace, string path)
    {
        var clock = Stopwatch.StartNew();
        workspace.Delete(path);
        return clock.Elapsed.TotalMilliseconds / ((double)Requests * RequestBytes / 1e9);
    }

    /// <summary>Small writes each followed by a flush: the flush's round trip beyond the write's own cost.</summary>
    private static double Flush(Workspace workspace, VolumeBaseline baseline, double writeLatencyMs, CancellationToken cancellationToken)
    {
        var path = workspace.NewFile("probe-flush.tmp");
        try
        {
            using var buffer = new AlignedBuffer(FlushWriteBytes);
            using var file = DirectFile.Create(path, preferDirect: true);
            var clock = Stopwatch.StartNew();
            for (var i = 0; i < Flushes; i++)
            {
                cancellationToken.ThrowIfCancellationRequested();
                file.Write(buffer.Slice(FlushWriteBytes), (long)i * FlushWriteBytes);
                file.Flush();
            }

            var each = clock.Elapsed.TotalMilliseconds / Flushes;
            return Math.Max(0, each - writeLatencyMs - (FlushWriteBytes / (baseline.WriteMbS * 1e3)));
        }
        finally
        {
            workspace.Delete(path);
        }
    }

    /// <summary>Regions allocated without writing, each flushed, as IFI-on files are made.</summary>
    private static double Allocate(Workspace workspace, CancellationToken cancellationToken)
    {
        var path = workspace.NewFile("probe-allocate.tmp");
        try
        {
            using var file = DirectFile.Create(path, preferDirect: true);
            var clock = Stopwatch.StartNew();
            var done = 0;
            for (; done < Allocations; done++)
            {
                cancellationToken.ThrowIfCancellationRequested();
                if (!file.TryAllocate(done * AllocationBytes, AllocationBytes, out _))
                {
                    break;
                }

                file.Flush();
            }

            return done == 0 ? 0 : clock.Elapsed.TotalMilliseconds / done;
        }
        finally
        {
            workspace.Delete(path);
        }
    }

    /// <summary>The codec on one core over generated data, in 1 MB chunks as a backup compresses them: MB/s compressed, MB/s decompressed.</summary>
    private static (double Compress, double Decompress) CodecSpeed()
    {
        const int chunk = 1 << 20;
        const int chunks = 4;
        var data = new byte[chunk];
        var packed = new byte[chunks][];
        var back = new byte[chunk];
        var clock = Stopwatch.StartNew();
        for (var i = 0; i < chunks; i++)
        {
            DataGenerator.Fill(data, 0, (long)i * chunk);
            packed[i] = new byte[chunk];
            packed[i] = Codec.TryCompress(data, packed[i], out var written) ? packed[i][..written] : [];
        }

        var compress = (double)chunks * chunk / 1e3 / clock.Elapsed.TotalMilliseconds;
        clock.Restart();
        foreach (var stored in packed.Where(p => p.Length > 0))
        {
            Codec.Decompress(stored, back, "probe");
        }

        return (compress, (double)chunks * chunk / 1e3 / clock.Elapsed.TotalMilliseconds);
    }

    /// <summary>What a request of 1 MB costs beyond 1 MB at <paramref name="mbS"/>.</summary>
    private static double Beyond(double requestMs, double mbS) => Math.Max(0, requestMs - (RequestBytes / (mbS * 1e3)));
}
