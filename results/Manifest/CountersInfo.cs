namespace Bench.Results.Manifest;

/// <summary>How the run sampled performance counters, and what sampling cost.</summary>
/// <param name="IntervalMs">Milliseconds between samples.</param>
/// <param name="Sources">What was sampled.</param>
/// <param name="Notes">What was not, and why.</param>
public sealed record CountersInfo(int IntervalMs, IReadOnlyList<string> Sources, IReadOnlyList<string> Notes)
{
    /// <summary>Samples taken over the run.</summary>
    public long Samples { get; init; }

    /// <summary>Time spent inside cases, sampling.</summary>
    public double? SampledMs { get; init; }

    /// <summary>CPU time sampling used (its thread, plus the readings at case boundaries); null where not measurable.</summary>
    public double? CpuMs { get; init; }

    /// <summary><see cref="CpuMs"/> over <see cref="SampledMs"/>, in per cent of one core.</summary>
    public double? CpuPctOfOneCore { get; init; }
}
