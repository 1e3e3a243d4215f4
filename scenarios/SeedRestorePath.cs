using Bench.Results.Cases;

namespace Bench.Scenarios;

/// <summary>
/// A seed's restore path (seed 001's, <see cref="ScenarioInfo.SeedRestorePath"/> of the restore scenario): its steps, each
/// faster than the one before, with the size and hardware they were timed on; the one place its figures are written.
/// </summary>
/// <param name="Seed">Which seed ("seed 001").</param>
/// <param name="Size">The size it restored, as it gives it.</param>
/// <param name="Hardware">Its test system, as it describes it.</param>
/// <param name="BufferCountParameter">The case parameter that sets BUFFERCOUNT (absent from a case id: the server's default).</param>
/// <param name="Steps">The steps, in the seed's order.</param>
public sealed record SeedRestorePath(string Seed, string Size, string Hardware, string BufferCountParameter, IReadOnlyList<SeedRestoreStep> Steps)
{
    /// <summary>The BUFFERCOUNT a case set; null when it left it at the server's default.</summary>
    public long? BufferCount(CaseId caseId)
    {
        ArgumentNullException.ThrowIfNull(caseId);
        return caseId.Number(BufferCountParameter);
    }
}
