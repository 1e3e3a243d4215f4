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

    /// <summary>Per cent of all cores' time the machine was busy over the run, every process counted (Linux; null elsewhere).</summary>
    public double? MachineBusyPct { get; init; }

    /// <summary>
    /// Per cent of all cores' time other processes kept busy over the run (<see cref="MachineBusyPct"/> less the harness's
    /// own CPU time): what the run's timings shared the machine with. Null where it is not measured.
    /// </summary>
    public double? OthersBusyPct { get; init; }

    /// <summary>The share of all cores' time other processes must take for a run to say its timings shared the machine.</summary>
    public const double SharedFromPct = 20;

    /// <summary>
    /// What a run says when other processes took at least <see cref="SharedFromPct"/> of the machine's CPU time over it;
    /// null when they took less, or it was not measured.
    /// </summary>
    public string? SharedMachine() =>
        OthersBusyPct is { } others && others >= SharedFromPct && MachineBusyPct is { } machine
            ? string.Create(
                System.Globalization.CultureInfo.InvariantCulture,
                $"other processes kept this machine's CPUs {others:0}% busy during the run (bench itself {Math.Max(0, machine - others):0}%): its timings include their contention; for figures to publish, run it again on a quiet machine")
            : null;
}
