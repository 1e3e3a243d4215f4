using Bench.Results.Cases;

namespace Bench.Results;

/// <summary>One row of stalls.csv: one autogrowth of one case and repetition.</summary>
public sealed record GrowthStallRow
{
    /// <summary>The case.</summary>
    public required CaseId CaseId { get; init; }

    /// <summary>1-based repetition number.</summary>
    public required int Repetition { get; init; }

    /// <summary>1-based growth number within the case.</summary>
    public required int Growth { get; init; }

    /// <summary>File size before the growth.</summary>
    public required long SizeBeforeBytes { get; init; }

    /// <summary>File size after the growth.</summary>
    public required long SizeAfterBytes { get; init; }

    /// <summary>How long the growth held up the writer.</summary>
    public required double StallMs { get; init; }

    /// <summary>The run the row belongs to (empty in stalls.csv of runs written before it was recorded).</summary>
    public string? RunId { get; init; }
}
