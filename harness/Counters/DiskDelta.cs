namespace Bench.Harness.Counters;

/// <summary>What a device did between two readings of its counters.</summary>
/// <param name="Seconds">Time between the readings.</param>
/// <param name="ReadBytes">Bytes read.</param>
/// <param name="WriteBytes">Bytes written.</param>
/// <param name="Reads">Reads completed.</param>
/// <param name="Writes">Writes completed.</param>
/// <param name="ReadMs">Time spent reading, summed over requests.</param>
/// <param name="WriteMs">Time spent writing, summed over requests.</param>
/// <param name="InFlight">I/Os in flight at the second reading.</param>
public readonly record struct DiskDelta(double Seconds, ulong ReadBytes, ulong WriteBytes, ulong Reads, ulong Writes, ulong ReadMs, ulong WriteMs, ulong InFlight)
{
    /// <summary>Read MB/s (10^6 bytes).</summary>
    public double ReadMbS => Seconds > 0 ? ReadBytes / 1e6 / Seconds : 0;

    /// <summary>Write MB/s (10^6 bytes).</summary>
    public double WriteMbS => Seconds > 0 ? WriteBytes / 1e6 / Seconds : 0;

    /// <summary>Reads per second.</summary>
    public double ReadsPerS => Seconds > 0 ? Reads / Seconds : 0;

    /// <summary>Writes per second.</summary>
    public double WritesPerS => Seconds > 0 ? Writes / Seconds : 0;

    /// <summary>Average bytes per read; null when nothing was read.</summary>
    public double? AvgReadBytes => Reads > 0 ? (double)ReadBytes / Reads : null;

    /// <summary>Average bytes per write; null when nothing was written.</summary>
    public double? AvgWriteBytes => Writes > 0 ? (double)WriteBytes / Writes : null;

    /// <summary>Average milliseconds per read; null when nothing was read.</summary>
    public double? ReadLatencyMs => Reads > 0 ? (double)ReadMs / Reads : null;

    /// <summary>Average milliseconds per write; null when nothing was written.</summary>
    public double? WriteLatencyMs => Writes > 0 ? (double)WriteMs / Writes : null;

    /// <summary>The difference of two readings <paramref name="seconds"/> apart, across counter wrap.</summary>
    public static DiskDelta Between(DiskCounters before, DiskCounters after, double seconds) => new(
        seconds,
        Wrapping.Delta(before.ReadSectors, after.ReadSectors) * DiskCounters.SectorBytes,
        Wrapping.Delta(before.WriteSectors, after.WriteSectors) * DiskCounters.SectorBytes,
        Wrapping.Delta(before.Reads, after.Reads),
        Wrapping.Delta(before.Writes, after.Writes),
        Wrapping.Delta(before.ReadMs, after.ReadMs),
        Wrapping.Delta(before.WriteMs, after.WriteMs),
        after.InFlight);

    /// <summary>Two devices' deltas over the same interval added (the members of a volume).</summary>
    public static DiskDelta operator +(DiskDelta a, DiskDelta b) => new(
        a.Seconds, a.ReadBytes + b.ReadBytes, a.WriteBytes + b.WriteBytes, a.Reads + b.Reads, a.Writes + b.Writes,
        a.ReadMs + b.ReadMs, a.WriteMs + b.WriteMs, a.InFlight + b.InFlight);

    /// <summary>Adds two deltas.</summary>
    public static DiskDelta Add(DiskDelta a, DiskDelta b) => a + b;
}
