using System.Globalization;

namespace Bench.Harness.Counters;

/// <summary>
/// One Windows performance counter, by the name PerfMon shows (<see cref="Path"/>, e.g.
/// <c>\PhysicalDisk(0 C:)\Disk Write Bytes/sec</c>), and the sampler's counter it becomes in samples.csv.
/// </summary>
/// <param name="Category">PerfMon's object, e.g. PhysicalDisk.</param>
/// <param name="Counter">PerfMon's counter, e.g. Disk Write Bytes/sec.</param>
/// <param name="Instance">PerfMon's instance, e.g. "0 C:" or "_Total".</param>
/// <param name="Sample">The counter's name in samples.csv (the same names as on Linux, e.g. disk.write_mb_s).</param>
/// <param name="Scale">What PerfMon's value is multiplied by to give <paramref name="Sample"/>'s unit.</param>
/// <param name="Requires">A sample that must be above 0 for this one to mean anything (an average over no I/O is left out), or null.</param>
public sealed record PerfMonCounter(string Category, string Counter, string Instance, string Sample, double Scale, string? Requires = null)
{
    /// <summary>The path PerfMon and typeperf show: \Category(Instance)\Counter.</summary>
    public string Path => $@"\{Category}({Instance})\{Counter}";

    /// <summary>How the sample is made from the counter, for the manifest: "disk.write_mb_s = \PhysicalDisk(0 C:)\Disk Write Bytes/sec / 10^6".</summary>
    public string Mapping => Scale switch
    {
        1 => $"{Sample} = {Path}",
        1e-6 => $"{Sample} = {Path} / 10^6",
        _ => string.Create(CultureInfo.InvariantCulture, $"{Sample} = {Path} x {Scale}"),
    };
}
