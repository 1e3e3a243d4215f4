using Bench.Results;
using Bench.Results.Manifest;
using Bench.Results.Statistics;
using Bench.Store.Folder;

namespace Bench.Store;

/// <summary>One run read back from a store: the same records its folder gives, plus who ran it.</summary>
/// <param name="Identity">Fleet, host, machine and volume identity, matrix hash.</param>
/// <param name="Manifest">The manifest.</param>
/// <param name="ManifestJson">manifest.json as published, verbatim.</param>
/// <param name="Rows">results.csv's rows, in the file's order.</param>
/// <param name="Stalls">stalls.csv's rows, in the file's order.</param>
/// <param name="Summary">summary.csv's rows, in the file's order.</param>
/// <param name="PublishedUtc">When it was published.</param>
public sealed record StoredRun(
    FleetIdentity Identity,
    RunManifest Manifest,
    string ManifestJson,
    IReadOnlyList<ResultRow> Rows,
    IReadOnlyList<GrowthStallRow> Stalls,
    IReadOnlyList<SummaryRow> Summary,
    DateTime PublishedUtc)
{
    /// <summary>The run id.</summary>
    public string RunId => Manifest.RunId;
}
