using System.Globalization;
using Bench.Results.Manifest;
using Bench.Results.Units;
using Bench.Scenarios.Matrix;

namespace Bench.Harness.Runner;

/// <summary>Which groups of a schedule the volume is measured again before, and with how large a file.</summary>
public static class LimitProbes
{
    /// <summary>The largest file a probe writes (it also reads it, and copies it when backups share the volume).</summary>
    public const long MaxBytes = 128L << 20;

    private const long Megabyte = 1 << 20;

    /// <summary>How long a group's cases are held against one probe: a case that would start later is preceded by another.</summary>
    public static readonly TimeSpan MaxAge = TimeSpan.FromSeconds(30);

    /// <summary>Bytes a baseline or probe of <paramref name="rates"/>' shape moved: its file written and read, and copied when the copy rate was measured.</summary>
    public static long Moved(VolumeBaseline rates)
    {
        ArgumentNullException.ThrowIfNull(rates);
        return (rates.ReadWriteMbS is null ? 2 : 4) * rates.FileBytes;
    }

    /// <summary>Whether <paramref name="runs"/> hold a transfer (a backup or a restore), whose limit the volume sets.</summary>
    public static bool Before(IEnumerable<ScheduledCase> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        return runs.Any(s => s.Case.Scenario.Info.IsTransfer);
    }

    /// <summary>
    /// The probe's file for a group of <paramref name="runs"/>: <see cref="MaxBytes"/>, or half the group's largest case
    /// when that is smaller, so that the probe's two files never hold more than the case that follows (the run's peak
    /// footprint stays its largest group's), in whole MB.
    /// </summary>
    public static long Bytes(IEnumerable<ScheduledCase> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        var largest = runs.Max(s => s.Case.DiskBytesNeeded + s.Case.BackupBytesNeeded);
        return Math.Max(Megabyte, Math.Min(MaxBytes, largest / 2) / Megabyte * Megabyte);
    }

    /// <summary>A limit probe in words: what the volume did just before a group of transfers.</summary>
    public static string Words(LimitProbe probe)
    {
        ArgumentNullException.ThrowIfNull(probe);
        var r = probe.Rates;
        var copy = r.ReadWriteMbS is { } both ? string.Create(CultureInfo.InvariantCulture, $", read while writing {both:0} MB/s") : string.Empty;
        return string.Create(
            CultureInfo.InvariantCulture,
            $"limit now: write {r.WriteMbS:0} MB/s, read {r.ReadMbS:0} MB/s{copy} ({ByteSize.Human(r.FileBytes)} probe in {probe.Ms:0} ms; this group's limit_pct is held against it)");
    }
}
