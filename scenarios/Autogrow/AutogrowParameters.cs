namespace Bench.Scenarios.Autogrow;

/// <summary>An autogrowth case (seed 002): a small data file, how much each growth adds, how many growths to time.</summary>
/// <param name="InitialSize">Size of the data file when created.</param>
/// <param name="Growth">FILEGROWTH.</param>
/// <param name="Growths">Growths to time.</param>
/// <param name="Initialization">Log size, zeroing write size, IFI.</param>
public sealed record AutogrowParameters(ByteSize InitialSize, ByteSize Growth, int Growths, FileInitialization Initialization)
    : IScenarioParameters<AutogrowParameters>
{
    /// <summary>initial_size.</summary>
    public static ParameterSpec InitialSizeParameter { get; } = ParameterSpec.FileSize(
        "initial_size", "8MB", "size of the data file when created: 8MB, the model database's primary file since SQL Server 2016 and the smallest CREATE DATABASE takes there (Msg 1803); seed 002 used 4MB on a server whose model was smaller");

    /// <summary>growth.</summary>
    public static ParameterSpec GrowthParameter { get; } = ParameterSpec.FileSize("growth", "1GB", "FILEGROWTH: how much each growth adds (seed 002: 1GB)");

    /// <summary>growths.</summary>
    public static ParameterSpec GrowthsParameter { get; } = new("growths", ParameterKind.Count, ["1"], 1, 1000, "how many growths to time") { Spoken = ParameterSpec.Counted("growth") };

    /// <inheritdoc/>
    public static IReadOnlyList<ParameterSpec> Parameters { get; } =
        [InitialSizeParameter, GrowthParameter, GrowthsParameter, .. FileInitialization.Parameters];

    /// <summary>The data file at its largest.</summary>
    public long FinalBytes => InitialSize.Bytes + (Growth.Bytes * Growths);

    /// <inheritdoc/>
    public static AutogrowParameters Read(ParameterValues values)
    {
        ArgumentNullException.ThrowIfNull(values);
        return new(values.Size(InitialSizeParameter), values.Size(GrowthParameter), values.Count(GrowthsParameter), FileInitialization.Read(values));
    }

    /// <inheritdoc/>
    public CaseParameters Columns() =>
        Initialization.Columns(new CaseParameters { SizeBytes = InitialSize.Bytes, GrowthBytes = Growth.Bytes, Growths = Growths });
}
