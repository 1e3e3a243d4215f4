using Bench.Harness.Volume;
using Bench.Results.Units;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Runner;

/// <summary>
/// A volume the run writes to that filled up during the run (something else wrote to it after the free-space check):
/// the first write refused for want of space stops the run as a target that cannot go on does
/// (<see cref="RunStoppedException"/>: the case it hit gets no row, its files are removed by the case as on any failure,
/// every finished row is kept, and a resume runs the rest), rather than give each case left a failed row for the same
/// reason and call the run complete.
/// </summary>
/// <param name="directories">The directories the run's cases write to (data, backups): the one on the fullest volume is named.</param>
/// <param name="resume">The command that runs the rest once space is freed (bench run --resume with the run folder).</param>
public sealed class DiskFull(IReadOnlyList<string> directories, string resume)
{
    /// <summary>Linux's errno ENOSPC, which .NET gives as the HResult of the IOException it throws.</summary>
    private const int Enospc = 28;

    /// <summary>Windows' ERROR_DISK_FULL (112) and ERROR_HANDLE_DISK_FULL (39), as .NET's HResult (0x8007xxxx) or bare.</summary>
    private static readonly int[] WindowsFull = [112, 39];

    /// <summary>No directory known: the stop names no volume (a target driven without a run folder, as in tests).</summary>
    public static DiskFull Unnamed { get; } = new([], "bench run --resume with the run folder");

    /// <summary>Whether <paramref name="e"/> (or what it wraps) is a write refused because the volume is full.</summary>
    public static bool Is(Exception? e) => e switch
    {
        null => false,
        AggregateException all => all.InnerExceptions.Any(Is),
        IOException io when IsFull(io.HResult) => true,
        _ => Is(e.InnerException),
    };

    /// <summary>The stop of a run whose write hit a full volume (<paramref name="full"/>, its cause).</summary>
    public RunStoppedException Stop(Exception full)
    {
        ArgumentNullException.ThrowIfNull(full);
        return new RunStoppedException(Said(), full);
    }

    private static bool IsFull(int hresult) =>
        OperatingSystem.IsWindows()
            ? WindowsFull.Contains(hresult) || WindowsFull.Select(code => unchecked((int)0x80070000) | code).Contains(hresult)
            : hresult == Enospc;

    /// <summary>What the stop says: the fullest volume of the run's directories with its free space now, and the fix.</summary>
    private string Said()
    {
        var fullest = directories.Distinct(StringComparer.Ordinal)
            .Select(d => VolumeProbe.Describe(d, probeIo: false))
            .OrderBy(v => v.FreeBytes ?? long.MaxValue)
            .FirstOrDefault();
        var volume = fullest is null
            ? "a volume the run writes to is full"
            : $"the volume holding {fullest.Path}{(fullest.MountPoint is { } mount && mount != fullest.Path ? $" (mounted at {mount})" : string.Empty)} is full ({(fullest.FreeBytes is { } free ? ByteSize.Human(free) : "an unknown amount")} free now)";
        return $"no space left on the device: {volume}, filled during the run; the run stops here rather than fail every case left: every finished row is kept, the case that ran out of space gets no row and its files are removed. Fix: free space, then {resume}";
    }
}
