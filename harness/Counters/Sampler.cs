using System.Diagnostics;
using Bench.Results.Samples;

namespace Bench.Harness.Counters;

/// <summary>
/// Samples every source every interval while a case runs, on a thread of its own: each sample's values stream
/// to samples.csv tagged with the case, and feed the case's summary. Readings at the case's start and end (on
/// the caller's thread) bound the totals. Between cases the thread sleeps and reads nothing. The thread's own
/// CPU time is measured, so every run states what sampling cost.
/// </summary>
public sealed class Sampler : IDisposable
{
    private readonly IReadOnlyList<ICounterSource> sources;
    private readonly SamplesWriter? writer;
    private readonly string? noDisk;
    private readonly long intervalTicks;
    private readonly object gate = new();
    private readonly SampleBatch batch = new();
    private readonly Thread thread;
    private CaseAccumulator? running;
    private string caseId = string.Empty;
    private int repetition;
    private long lastReading;
    private long nextDue;
    private bool stopping;
    private long threadCpuNs;
    private long boundaryCpuNs;
    private long sampledTicks;
    private long caseStarted;

    /// <summary>Starts the sampling thread (idle until <see cref="BeginCase"/>).</summary>
    /// <param name="sources">What to read at every sample.</param>
    /// <param name="intervalMs">Milliseconds between samples.</param>
    /// <param name="writer">Where samples go; null to keep only the summaries.</param>
    /// <param name="noDisk">Why no disk source is among <paramref name="sources"/>; null when one is.</param>
    public Sampler(IReadOnlyList<ICounterSource> sources, int intervalMs, SamplesWriter? writer, string? noDisk)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(intervalMs, 1);
        this.sources = sources;
        this.writer = writer;
        this.noDisk = noDisk;
        IntervalMs = intervalMs;
        intervalTicks = Stopwatch.Frequency * intervalMs / 1000;
        thread = new Thread(Loop) { IsBackground = true, Name = "bench-sampler", Priority = ThreadPriority.AboveNormal };
        thread.Start();
    }

    /// <summary>Called with the device's write MB/s after every sample (on the sampling thread).</summary>
    public Action<double>? WriteMbS { get; init; }

    /// <summary>Milliseconds between samples.</summary>
    public int IntervalMs { get; }

    /// <summary>Interval samples taken so far.</summary>
    public long Samples { get; private set; }

    /// <summary>CPU time sampling cost so far (the sampling thread plus the case-boundary readings); null where not measurable.</summary>
    public double? CpuMs => OperatingSystem.IsLinux() ? (Volatile.Read(ref threadCpuNs) + boundaryCpuNs) / 1e6 : null;

    /// <summary>Time spent inside cases with sampling on.</summary>
    public double SampledMs => sampledTicks * 1000.0 / Stopwatch.Frequency;

    /// <summary>Starts a case: a first reading, then samples every interval.</summary>
    public void BeginCase(string id, int rep)
    {
        ArgumentNullException.ThrowIfNull(id);
        var cpu = ThreadCpu.NowNs();
        lock (gate)
        {
            foreach (var source in sources)
            {
                source.Restart();
            }

            caseId = id;
            repetition = rep;
            running = new CaseAccumulator();
            ReadAll(0);
            caseStarted = lastReading;
            nextDue = lastReading + intervalTicks;
            Monitor.PulseAll(gate);
        }

        boundaryCpuNs += ThreadCpu.NowNs() - cpu ?? 0;
    }

    /// <summary>Ends the case: a last reading closes the totals; returns the case's summary.</summary>
    public CounterSummary EndCase()
    {
        var cpu = ThreadCpu.NowNs();
        CounterSummary summary;
        lock (gate)
        {
            if (running is null)
            {
                return CounterSummary.None;
            }

            ReadAll(Stopwatch.GetElapsedTime(lastReading).TotalSeconds);
            running.AddBoundary(batch);
            summary = running.Summarize(IntervalMs, noDisk);
            running = null;
            sampledTicks += lastReading - caseStarted;
            writer?.Flush();
        }

        boundaryCpuNs += ThreadCpu.NowNs() - cpu ?? 0;
        return summary;
    }

    /// <summary>Stops the thread and closes the sources.</summary>
    public void Dispose()
    {
        lock (gate)
        {
            stopping = true;
            Monitor.PulseAll(gate);
        }

        thread.Join();
        foreach (var source in sources)
        {
            source.Dispose();
        }
    }

    private void Loop()
    {
        while (true)
        {
            double? writeMbS = null;
            lock (gate)
            {
                if (stopping)
                {
                    return;
                }

                if (running is null)
                {
                    Monitor.Wait(gate);
                    continue;
                }

                // Whole milliseconds, rounded up: a wait rounded down to 0 would spin until the sample is due.
                var wait = Stopwatch.GetElapsedTime(Stopwatch.GetTimestamp(), nextDue);
                if (wait > TimeSpan.Zero)
                {
                    Monitor.Wait(gate, (int)Math.Ceiling(wait.TotalMilliseconds));
                    continue;
                }

                writeMbS = Sample();
            }

            if (writeMbS is { } mbs)
            {
                WriteMbS?.Invoke(mbs);
            }

            Volatile.Write(ref threadCpuNs, ThreadCpu.NowNs() ?? 0);
        }
    }

    /// <summary>Takes one interval sample (under the lock); returns the write rate for the live display.</summary>
    private double? Sample()
    {
        ReadAll(Stopwatch.GetElapsedTime(lastReading).TotalSeconds);
        running!.AddSample(batch);
        Samples++;
        var now = DateTime.UtcNow;
        if (writer is not null)
        {
            foreach (var (counter, value) in batch.Values)
            {
                writer.Write(caseId, repetition, now, counter, value);
            }

            writer.Flush();
        }

        // Aligned to the case's start; intervals missed (a stalled machine) are skipped, not caught up in a burst.
        nextDue += intervalTicks;
        var current = Stopwatch.GetTimestamp();
        if (nextDue <= current)
        {
            nextDue = current + intervalTicks - ((current - nextDue) % intervalTicks);
        }

        return batch.Disk?.WriteMbS;
    }

    private void ReadAll(double seconds)
    {
        batch.Clear();
        lastReading = Stopwatch.GetTimestamp();
        foreach (var source in sources)
        {
            source.Read(seconds, batch);
        }
    }
}
