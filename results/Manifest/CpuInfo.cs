namespace Bench.Results.Manifest;

/// <summary>
/// The harness process's CPU time against the bytes it moved: over the whole run (from process start, so the runtime's
/// start-up counts), over the cases alone, and over making fixtures.
/// </summary>
/// <param name="UserMs">User-mode CPU time of the process.</param>
/// <param name="SystemMs">Kernel-mode CPU time of the process.</param>
/// <param name="BytesMoved">Bytes read and written by the cases, the fixtures and the baseline.</param>
/// <param name="MsPerGb">(UserMs + SystemMs) per 10^9 bytes moved.</param>
public sealed record CpuInfo(double UserMs, double SystemMs, long BytesMoved, double? MsPerGb)
{
    /// <summary>CPU time spent running cases (user + kernel).</summary>
    public double CasesMs { get; init; }

    /// <summary>Bytes the cases read and wrote.</summary>
    public long CasesBytes { get; init; }

    /// <summary><see cref="CasesMs"/> per 10^9 bytes the cases moved.</summary>
    public double? CasesMsPerGb { get; init; }

    /// <summary>CPU time spent making fixtures (user + kernel).</summary>
    public double FixturesMs { get; init; }

    /// <summary>Bytes the fixtures wrote.</summary>
    public long FixturesBytes { get; init; }

    /// <summary><see cref="FixturesMs"/> per 10^9 bytes the fixtures wrote.</summary>
    public double? FixturesMsPerGb { get; init; }
}
