namespace Bench.Scenarios.FirstWrite;

/// <summary>A first-write case: the data file, the size of the page writes over it, and how the file is made ready.</summary>
/// <param name="Size">Size of the data file, all of it written.</param>
/// <param name="PageWriteSize">Request size of the page writes.</param>
/// <param name="Initialization">Log size, zeroing write size, IFI.</param>
public sealed record FirstWriteParameters(ByteSize Size, ByteSize PageWriteSize, FileInitialization Initialization) : IScenarioParameters<FirstWriteParameters>
{
    /// <summary>size.</summary>
    public static ParameterSpec SizeParameter { get; } = ParameterSpec.FileSize("size", "256MB", "size of the data file, every byte of which is written once after it is made ready");

    /// <summary>page_write_size.</summary>
    public static ParameterSpec PageWriteSizeParameter { get; } = new(
        "page_write_size", ParameterKind.Size, ["64KB"], 8192, 4L << 20,
        "request size of the page writes (64KB: one extent, as the autogrow filler writes; seed 003 saw SQL Server write 8-256 KB)")
    {
        PowerOfTwo = true,
    };

    /// <inheritdoc/>
    public static IReadOnlyList<ParameterSpec> Parameters { get; } = [SizeParameter, PageWriteSizeParameter, .. FileInitialization.Parameters];

    /// <inheritdoc/>
    public static FirstWriteParameters Read(ParameterValues values)
    {
        ArgumentNullException.ThrowIfNull(values);
        return new(values.Size(SizeParameter), values.Size(PageWriteSizeParameter), FileInitialization.Read(values));
    }

    /// <inheritdoc/>
    public CaseParameters Columns() =>
        Initialization.Columns(new CaseParameters { SizeBytes = Size.Bytes, Files = 1, PageWriteSize = checked((int)PageWriteSize.Bytes) });
}
