namespace Bench.Results.Manifest;

/// <summary>The machine a run ran on.</summary>
/// <param name="MachineName">Host name.</param>
/// <param name="Os">Operating system description.</param>
/// <param name="Cpu">Processor model, where the OS tells it.</param>
/// <param name="Cores">Logical processors.</param>
/// <param name="MemoryBytes">Physical memory.</param>
/// <param name="Runtime">.NET runtime description.</param>
public sealed record HostInfo(string MachineName, string Os, string? Cpu, int Cores, long? MemoryBytes, string Runtime);
