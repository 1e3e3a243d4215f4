using System.Globalization;

namespace Bench.Harness.Runner;

/// <summary>
/// Peak resident memory of this process over one case: on Linux the kernel's high-water mark (VmHWM), reset
/// before the case by writing 5 to /proc/self/clear_refs. Elsewhere, or where the reset is refused, null.
/// </summary>
internal static class PeakMemory
{
    private const string ClearRefs = "/proc/self/clear_refs";
    private const string Status = "/proc/self/status";

    /// <summary>Starts a new peak; false when this platform cannot.</summary>
    public static bool Reset()
    {
        if (!OperatingSystem.IsLinux())
        {
            return false;
        }

        try
        {
            File.WriteAllText(ClearRefs, "5");
            return true;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }

    /// <summary>The peak since the last <see cref="Reset"/> (or since the start), in bytes; null off Linux.</summary>
    public static long? Read()
    {
        if (!OperatingSystem.IsLinux())
        {
            return null;
        }

        foreach (var line in File.ReadLines(Status))
        {
            if (line.StartsWith("VmHWM:", StringComparison.Ordinal))
            {
                var kilobytes = line["VmHWM:".Length..].Trim().Split(' ')[0];
                return long.Parse(kilobytes, CultureInfo.InvariantCulture) * 1024;
            }
        }

        return null;
    }
}
