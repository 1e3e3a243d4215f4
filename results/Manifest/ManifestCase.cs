using Bench.Results.Cases;

namespace Bench.Results.Manifest;

/// <summary>One case of the run's matrix, as the manifest lists it.</summary>
/// <param name="CaseId">Stable identifier.</param>
/// <param name="Scenario">Scenario name.</param>
/// <param name="Parameters">Its parameters.</param>
public sealed record ManifestCase(CaseId CaseId, string Scenario, CaseParameters Parameters)
{
    /// <summary>Backup/restore buffer memory as SQL Server counts it: buffer_count x max_transfer_size (x3 with compression).</summary>
    public long? BufferMemoryBytes { get; init; }

    /// <summary>Its own repetitions when its matrix entry gave them; null: the run's (<see cref="RunManifest.Repetitions"/>).</summary>
    public int? Repetitions { get; init; }
}
