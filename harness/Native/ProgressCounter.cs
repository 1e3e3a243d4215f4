namespace Bench.Harness.Native;

/// <summary>Turns bytes written into a fraction done, reported at most once per percent, so that reporting costs nothing.</summary>
internal sealed class ProgressCounter(long bytesToWrite, IProgress<double> progress)
{
    private long done;
    private int lastPercent = -1;

    /// <summary>Counts <paramref name="bytes"/> more written.</summary>
    public void Add(long bytes)
    {
        done += bytes;
        var fraction = bytesToWrite <= 0 ? 1.0 : Math.Min(1.0, (double)done / bytesToWrite);
        var percent = (int)(fraction * 100);
        if (percent != lastPercent)
        {
            lastPercent = percent;
            progress.Report(fraction);
        }
    }
}
