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
            memory > 0 ? memory : null, RuntimeInformation.FrameworkDescription)
        {
            Jit = TieredCompilation() ? HostInfo.TieredJit : HostInfo.OptimizedJit,
        };
    }

    /// <summary>Whether the runtime compiles in tiers: the environment's DOTNET_ (or COMPlus_) TieredCompilation, else the runtime config's switch, else on.</summary>
    private static bool TieredCompilation()
    {
        var variable = Environment.GetEnvironmentVariable("DOTNET_TieredCompilation") ?? Environment.GetEnvironmentVariable("COMPlus_TieredCompilation");
        if (variable is not null)
        {
            return variable.Trim() != "0";
        }

        return !AppContext.TryGetSwitch("System.Runtime.TieredCompilation", out var on) || on;
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
