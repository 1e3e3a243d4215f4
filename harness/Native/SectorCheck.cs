using System.Globalization;
using Bench.Harness.Volume;

namespace Bench.Harness.Native;

/// <summary>
/// Whether the harness's aligned buffers suit a volume's sectors for unbuffered I/O (Windows FILE_FLAG_NO_BUFFERING
/// needs buffers, offsets and lengths that are multiples of the logical sector; below the physical sector each
/// write costs the device a read-modify-write, which SQL Server avoids by aligning to it).
/// </summary>
/// <param name="Refusal">Why direct I/O cannot be done with these buffers (a logical sector they do not fit); null when it can.</param>
/// <param name="Note">What was checked, or why nothing could be.</param>
public sealed record SectorCheck(string? Refusal, string Note)
{
    /// <summary>Judges <paramref name="info"/> (null: the system did not say, for <paramref name="unknownReason"/>) against buffers aligned to <paramref name="alignment"/>.</summary>
    public static SectorCheck Of(FileStorageInfo? info, string unknownReason, int alignment)
    {
        if (info is null)
        {
            return new SectorCheck(null, string.Create(CultureInfo.InvariantCulture, $"sector sizes unknown ({unknownReason}): buffers are {alignment}-byte aligned, which suits 512- and 4096-byte sectors"));
        }

        var logical = info.LogicalBytesPerSector;
        var physical = Math.Max(info.PhysicalBytesPerSectorForPerformance, info.PhysicalBytesPerSectorForAtomicity);
        var sectors = string.Create(CultureInfo.InvariantCulture, $"sectors of {logical} bytes logical, {physical} physical");
        if (alignment % logical != 0)
        {
            return new SectorCheck(
                string.Create(CultureInfo.InvariantCulture, $"the volume has {sectors}; unbuffered I/O needs buffers aligned to the logical sector and the harness aligns to {alignment} bytes"),
                sectors);
        }

        return physical > 0 && alignment % physical != 0
            ? new SectorCheck(null, string.Create(CultureInfo.InvariantCulture, $"{sectors}: {alignment}-byte requests are below the physical sector, so the device reads, modifies and writes (the figures include that cost)"))
            : new SectorCheck(null, string.Create(CultureInfo.InvariantCulture, $"{sectors}: {alignment}-byte aligned buffers suit both"));
    }
}
