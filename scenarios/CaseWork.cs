namespace Bench.Scenarios;

/// <summary>
/// What one repetition of a case asks of the volume and the processor, as planned (never measured): its steps, one after
/// the other, the flows that run beside them all (<see cref="Beside"/>), and the bytes of files it deletes at its end. A
/// forecast turns it into time with the volume's measured rates.
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

    /// <summary>
    /// Flows that start with the first step and run beside every step, on their own thread (a restore's log zeroing,
    /// beside the data files' preparation and the copy, whose end waits for it); none for most cases.
    /// </summary>
    public IReadOnlyList<IoFlow> Beside { get; init; } = [];

    /// <summary>Bytes written by every step and the flows beside them.</summary>
    public long BytesWritten => Flows.Where(x => x.Write).Sum(x => x.Bytes);

    /// <summary>Bytes read by every step and the flows beside them.</summary>
    public long BytesRead => Flows.Where(x => !x.Write).Sum(x => x.Bytes);

    /// <summary>Every flow: the steps' and those beside them.</summary>
    public IEnumerable<IoFlow> Flows => Steps.SelectMany(s => s.Streams).Concat(Beside);

    /// <summary>The steps of <paramref name="parts"/>, one after the other.</summary>
    public static CaseWork Of(params IEnumerable<WorkStep>[] parts) => new(parts.SelectMany(p => p).ToList());
}
