namespace Bench.Scenarios.Create;

/// <summary>A CREATE DATABASE case: its data files, and how its files are made ready.</summary>
/// <param name="Data">Size and number of the data files.</param>
/// <param name="Initialization">Log size, zeroing write size, IFI.</param>
public sealed record CreateParameters(DataFiles Data, FileInitialization Initialization) : IScenarioParameters<CreateParameters>
{
    /// <inheritdoc/>
    public static IReadOnlyList<ParameterSpec> Parameters { get; } = [.. DataFiles.Parameters, .. FileInitialization.Parameters];

    /// <inheritdoc/>
    public static CreateParameters Read(ParameterValues values) => new(DataFiles.Read(values), FileInitialization.Read(values));

    /// <inheritdoc/>
    public CaseParameters Columns() => Initialization.Columns(Data.Columns(new CaseParameters()));
}
