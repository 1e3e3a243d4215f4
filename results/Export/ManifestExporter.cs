using Bench.Results.Manifest;

namespace Bench.Results.Export;

/// <summary>manifest.json of one run, into its folder (atomically).</summary>
public sealed class ManifestExporter : IRunExporter
{
    /// <inheritdoc/>
    public Task<ExportResult> ExportAsync(IReadOnlyList<RunSummary> runs, string directory, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(runs);
        ManifestFile.Write(directory, runs.Single().Manifest);
        return Task.FromResult(ExportResult.Of(Path.Combine(directory, ManifestFile.FileName)));
    }
}
