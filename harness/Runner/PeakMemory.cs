using System.Globalization;
using System.Runtime.InteropServices;

namespace Bench.Harness.Runner;

/// <summary>
/// Peak resident memory of this process over one case: on Linux the kernel's high-water mark (VmHWM), reset
/// before the case by writing 5 to /proc/self/clear_refs. Elsewhere, or where the reset is refused, null.
/// The reset first gives back what earlier work left behind (compacting full collections that return the managed
/// heap's free pages, then glibc's malloc_trim for the native heap), so that the mark starts from what the process
/// holds, not from the garbage of the cases and reports before it: with 8 x 1 MB buffers a case's peak went from
/// 94-95 MB to 77-87 MB (docs/measurements.md, transfers against fio). It runs before the case, outside its timing; the study
/// counts it with the sampling. Only a process that runs one case at a time gives back (the bench executable turns it
/// on, <see cref="GiveBackBeforeEachCase"/>): in a test host running sessions side by side the blocking collections
/// would pause every other test, and the process's one mark is no single case's anyway.
/// </summary>
internal static partial class PeakMemory
{
    private const string ClearRefs = "/proc/self/clear_refs";
    private const string Status = "/proc/self/status";
    private static bool canTrim = true;
    private static bool giveBackOnReset;

    /// <summary>From now on every <see cref="Reset()"/> first gives back what earlier work left behind.</summary>
    public static void GiveBackBeforeEachCase() => giveBackOnReset = true;

    /// <summary>Starts a new peak (giving back first when the process asked for it); false when this platform cannot.</summary>
    public static bool Reset() => Reset(giveBackOnReset);

    /// <summary>Starts a new peak, first giving back the garbage of earlier work when <paramref name="giveBack"/>; false when this platform cannot.</summary>
    public static bool Reset(bool giveBack)
    {
        if (!OperatingSystem.IsLinux())
        {
            return false;
        }

        try
        {
            if (giveBack)
            {
                // The second collection takes what the first left to finalizers; it is cheap on a heap just compacted.
                GC.Collect(GC.MaxGeneration, GCCollectionMode.Aggressive, blocking: true, compacting: true);
                GC.WaitForPendingFinalizers();
                GC.Collect(GC.MaxGeneration, GCCollectionMode.Aggressive, blocking: true, compacting: true);
                TrimNativeHeap();
            }

            File.WriteAllText(ClearRefs, "5");
            return true;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }

    /// <summary>The peak since the last <see cref="Reset()"/> (or since the start), in bytes; null off Linux.</summary>
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

    private static void TrimNativeHeap()
    {
        if (!canTrim)
        {
            return;
        }

        try
        {
            _ = MallocTrim(0); // 1 when memory went back to the system, 0 when there was none to give: either is fine.
        }
        catch (Exception e) when (e is EntryPointNotFoundException or DllNotFoundException)
        {
            // Not glibc (musl has no malloc_trim): the native heap keeps its free pages; the mark is still this case's.
            canTrim = false;
        }
    }

    /// <summary>glibc: returns free memory at the top of the heap and in free pages of its arenas to the system.</summary>
    [LibraryImport("libc", EntryPoint = "malloc_trim")]
    private static partial int MallocTrim(nuint pad);
}
