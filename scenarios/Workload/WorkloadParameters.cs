namespace Bench.Scenarios.Workload;

/// <summary>A workload case (seed 003): what each stream moves on the native target, and how often the table doubles on SQL Server.</summary>
/// <param name="Size">Native target: the data and log files' size, and the most bytes each of the three streams moves (the first to move them stops the others).</param>
/// <param name="Doublings">sqlserver target: times the table doubles.</param>
public sealed record WorkloadParameters(ByteSize Size, int Doublings) : IScenarioParameters<WorkloadParameters>
{
    /// <inheritdoc/>
    public static IReadOnlyList<ParameterSpec> Parameters => [SizeParameter, DoublingsParameter];

    /// <summary>doublings.</summary>
    public static ParameterSpec DoublingsParameter { get; } =
        new("doublings", ParameterKind.Count, ["24"], 1, 30, "sqlserver target: times the table doubles (seed 003: GO 24, about 16.8 million rows)");

    /// <summary>size.</summary>
    public static ParameterSpec SizeParameter { get; } =
        ParameterSpec.FileSize("size", "1GB", "native target: the data and log files' size (made before the clock starts), and the most bytes each stream moves (data written, log written, data read): the first to move them stops the others");

    /// <inheritdoc/>
    public static WorkloadParameters Read(ParameterValues values) =>
        new((values ?? throw new ArgumentNullException(nameof(values))).Size(SizeParameter), values.Count(DoublingsParameter));

    /// <inheritdoc/>
    public CaseParameters Columns() => new() { SizeBytes = Size.Bytes, Doublings = Doublings };
}
