namespace Bench.Harness.Native;

/// <summary>Turns bytes written into a fraction done, reported at most once per percent, so that reporting costs nothing.</summary>
internal sealed class ProgressCounter(long bytesToWrite, IProgress<double> progress)
{
    private long done;
    private int lastPercent = -1;

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
