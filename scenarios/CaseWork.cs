namespace Bench.Scenarios;

/// <summary>
/// What one repetition of a case asks of the volume and the processor, as planned (never measured): its steps, one after
/// the other, and the bytes of files it deletes at its end. A forecast turns it into time with the volume's measured rates.
/// </summary>
/// <param name="Steps">The steps, in order.</param>
public sealed record CaseWork(IReadOnlyList<WorkStep> Steps)
{
    /// <summary>No work (what a forecast knows nothing about).</summary>
    public static CaseWork None { get; } = new([]);

    /// <summary>
    /// Written bytes of the case's files deleted when it ends: what a deletion costs (a file system that trims what it
    /// frees trims written blocks; a region allocated and never written, an IFI-on create's, frees at almost no cost:
    /// 0.01-0.03 s for 10 GB here, against 0.1-0.5 s per GB written).
    /// </summary>
    public long DeletedBytes { get; init; }

    /// <summary>Files deleted when it ends.</summary>
    public int DeletedFiles { get; init; }

    /// <summary>Bytes written by every step.</summary>
    public long BytesWritten => Steps.Sum(s => s.Streams.Where(x => x.Write).Sum(x => x.Bytes));

    /// <summary>Bytes read by every step.</summary>
    public long BytesRead => Steps.Sum(s => s.Streams.Where(x => !x.Write).Sum(x => x.Bytes));

    /// <summary>The steps of <paramref name="parts"/>, one after the other.</summary>
    public static CaseWork Of(params IEnumerable<WorkStep>[] parts) => new(parts.SelectMany(p => p).ToList());
}
