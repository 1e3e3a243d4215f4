namespace Bench.Scenarios.Exposure;

/// <summary>An exposure case (seed 002): the size of the marker file, and of the one data file made over the space it freed.</summary>
/// <param name="Size">Size of the marker file and of the data file.</param>
/// <param name="Initialization">Log size, zeroing write size, IFI.</param>
public sealed record ExposureParameters(ByteSize Size, FileInitialization Initialization) : IScenarioParameters<ExposureParameters>
{
    /// <summary>size.</summary>
    public static ParameterSpec SizeParameter { get; } =
        ParameterSpec.FileSize("size", "256MB", "size of the marker file, and of the data file created over the space it freed");

    /// <inheritdoc/>
    public static IReadOnlyList<ParameterSpec> Parameters { get; } = [SizeParameter, .. FileInitialization.Parameters];

    /// <inheritdoc/>
    public static ExposureParameters Read(ParameterValues values)
    {
        ArgumentNullException.ThrowIfNull(values);
        return new(values.Size(SizeParameter), FileInitialization.Read(values));
    }

    /// <inheritdoc/>
    public CaseParameters Columns() => Initialization.Columns(new CaseParameters { SizeBytes = Size.Bytes, Files = 1 });
}
