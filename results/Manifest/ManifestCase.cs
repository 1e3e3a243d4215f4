namespace Bench.Results.Manifest;

/// <summary>One case of the run's matrix, as the manifest lists it.</summary>
/// <param name="CaseId">Stable identifier.</param>
/// <param name="Scenario">Scenario name.</param>
/// <param name="Parameters">Its parameters.</param>
public sealed record ManifestCase(string CaseId, string Scenario, CaseParameters Parameters);
