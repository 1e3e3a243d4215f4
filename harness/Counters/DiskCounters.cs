namespace Bench.Harness.Counters;

/// <summary>
/// One device's cumulative counters from a line of /proc/diskstats (sectors are always 512 bytes there, whatever
/// the device's block size).
/// </summary>
/// <param name="Reads">Reads completed.</param>
/// <param name="ReadSectors">Sectors read.</param>
/// <param name="ReadMs">Milliseconds spent reading (summed over requests).</param>
/// <param name="Writes">Writes completed.</param>
/// <param name="WriteSectors">Sectors written.</param>
/// <param name="WriteMs">Milliseconds spent writing (summed over requests).</param>
/// <param name="InFlight">I/Os in flight now (a level, not a counter).</param>
public readonly record struct DiskCounters(ulong Reads, ulong ReadSectors, ulong ReadMs, ulong Writes, ulong WriteSectors, ulong WriteMs, ulong InFlight)
{
    /// <summary>Bytes per sector in /proc/diskstats.</summary>
    public const int SectorBytes = 512;
}
