using System.Runtime.InteropServices;
using Bench.Results.Manifest;

namespace Bench.Harness.Volume;

/// <summary>Describes the machine: OS, CPU model, cores, memory, runtime.</summary>
public static class HostProbe
{
    /// <summary>The machine this process runs on.</summary>
    public static HostInfo Describe()
    {
        var memory = GC.GetGCMemoryInfo().TotalAvailableMemoryBytes;
        return new HostInfo(
            Environment.MachineName, RuntimeInformation.OSDescription, CpuModel(), Environment.ProcessorCount,
            memory > 0 ? memory : null, RuntimeInformation.FrameworkDescription);
    }

    private static string? CpuModel()
    {
        const string cpuinfo = "/proc/cpuinfo";
        if (!File.Exists(cpuinfo))
        {
            return RuntimeInformation.ProcessArchitecture.ToString();
        }

        var line = File.ReadLines(cpuinfo).FirstOrDefault(l => l.StartsWith("model name", StringComparison.Ordinal));
        return line is null ? RuntimeInformation.ProcessArchitecture.ToString() : line[(line.IndexOf(':', StringComparison.Ordinal) + 1)..].Trim();
    }
}
