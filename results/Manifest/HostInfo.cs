namespace Bench.Results.Manifest;

/// <summary>The machine a run ran on.</summary>
/// <param name="MachineName">Host name.</param>
/// <param name="Os">Operating system description.</param>
/// <param name="Cpu">Processor model, where the OS tells it.</param>
/// <param name="Cores">Logical processors.</param>
/// <param name="MemoryBytes">Physical memory.</param>
/// <param name="Runtime">.NET runtime description.</param>
public sealed record HostInfo(string MachineName, string Os, string? Cpu, int Cores, long? MemoryBytes, string Runtime)
{
    /// <summary><see cref="Jit"/> when tiered compilation is off (bench's setting).</summary>
    public const string OptimizedJit = "optimized from the first call";

    /// <summary><see cref="Jit"/> when tiered compilation is on.</summary>
    public const string TieredJit = "tiered";

    /// <summary>
    /// How the harness's code was compiled: "optimized from the first call" (tiered compilation off, bench's setting) or
    /// "tiered" (turned back on, e.g. by DOTNET_TieredCompilation: a process's first transfers then run less optimized
    /// code and measure the harness as well as the volume); null in runs written before it was recorded.
    /// </summary>
    public string? Jit { get; init; }
}
