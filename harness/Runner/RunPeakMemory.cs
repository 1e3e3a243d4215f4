namespace Bench.Harness.Runner;

/// <summary>
/// The harness's peak resident memory, per case and over the whole run. The kernel's high-water mark is reset before
/// each case (so a row holds its own case's peak); the run's peak is the largest mark seen before any reset and at
/// the end, not the last case's.
/// </summary>
/// <param name="read">The high-water mark now (bytes), or null where the platform has none.</param>
/// <param name="reset">Starts a new high-water mark; false where the platform cannot.</param>
public sealed class RunPeakMemory(Func<long?> read, Func<bool> reset)
{
    private long? largest;
    private bool caseReset;

    /// <summary>This process's memory: VmHWM on Linux (reset through /proc/self/clear_refs), the peak working set elsewhere.</summary>
    public static RunPeakMemory OfThisProcess() => new(
        () => OperatingSystem.IsLinux() ? PeakMemory.Read() : PeakWorkingSet(),
        PeakMemory.Reset);

    /// <summary>Keeps the mark so far, then starts a new one for the case.</summary>
    public void CaseStarting()
    {
        Keep(read());
        caseReset = reset();
    }

    /// <summary>The case's own peak (null where the mark could not be reset before it); kept for the run's peak.</summary>
    public long? CaseEnded()
    {
        var peak = read();
        Keep(peak);
        return caseReset ? peak : null;
    }

    /// <summary>The largest mark of the run: before any reset, in every case, and now.</summary>
    public long? RunPeak()
    {
        Keep(read());
        return largest;
    }

    private void Keep(long? value)
    {
        if (value is { } bytes && (largest is null || bytes > largest))
        {
            largest = bytes;
        }
    }

    private static long? PeakWorkingSet()
    {
        using var process = System.Diagnostics.Process.GetCurrentProcess();
        return process.PeakWorkingSet64 > 0 ? process.PeakWorkingSet64 : null;
    }
}
