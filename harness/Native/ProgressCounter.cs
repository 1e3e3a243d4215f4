namespace Bench.Harness.Native;

/// <summary>Turns bytes written into a fraction done, reported at most once per percent, so that reporting costs nothing.</summary>
internal sealed class ProgressCounter(long bytesToWrite, IProgress<double> progress)
{
    private long done;
    private int lastPercent = -1;

    /// <summary>Reports the work done whole, when it ended short of the bytes it was sized for (a workload's streams stopped by the first to finish).</summary>
    public void Finish() => Add(Math.Max(0, bytesToWrite - Interlocked.Read(ref done)));

    /// <summary>Counts <paramref name="bytes"/> more written.</summary>
    public void Add(long bytes)
    {
        var total = Interlocked.Add(ref done, bytes);
        var fraction = bytesToWrite <= 0 ? 1.0 : Math.Min(1.0, (double)total / bytesToWrite);
        var percent = (int)(fraction * 100);
        if (Volatile.Read(ref lastPercent) != percent && Interlocked.Exchange(ref lastPercent, percent) != percent)
        {
            progress.Report(fraction);
        }
    }
}
