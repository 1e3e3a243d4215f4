using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Samples;

namespace Bench.Plots.Tests;

/// <summary>Runs built in memory, with the rows a native run of create and restore cases would have.</summary>
internal static class Runs
{
    public static RunSummary Make(string label, double scale = 1, string directory = "none", long allocationUnit = 4096)
    {
        var rows = new List<ResultRow>();
        for (var rep = 1; rep <= 3; rep++)
        {
            foreach (var size in new[] { 256L << 20, 1L << 30, 4L << 30 })
            {
                var zeroMs = size / 1e6 * scale;
                rows.Add(Row($"create/size={size >> 20}MB/ifi=off", "create", new CaseParameters { SizeBytes = size, Files = 1, Ifi = false }, rep, zeroMs + 5 + rep, zeroMs, 2));
                rows.Add(Row($"create/size={size >> 20}MB/ifi=on", "create", new CaseParameters { SizeBytes = size, Files = 1, Ifi = true }, rep, 5 + rep, 1, 2));
            }

            foreach (var (stripes, buffers) in new[] { (1, 1), (1, 4), (1, 16), (9, 1), (9, 4), (9, 16) })
            {
                var p = new CaseParameters { SizeBytes = 1L << 30, Files = 1, Ifi = true, Stripes = stripes, BufferCount = buffers, MaxTransferSize = 1 << 20, Compression = false };
                rows.Add(Row($"restore/stripes={stripes}/buffer_count={buffers}/ifi=on", "restore", p, rep, 1000.0 / buffers * scale, 1, 2) with
                {
                    TransferMs = 1000.0 / buffers * scale,
                    TransferMbS = 1073.7 * buffers / scale,
                });
            }
        }

        var manifest = TestManifests.Of($"20261122-000000-{label}", label, allocationUnit: allocationUnit);
        return RunSummary.Of(directory, manifest, rows, []);
    }

    private static ResultRow Row(string caseId, string scenario, CaseParameters parameters, int rep, double elapsed, double allocate, double log) => new()
    {
        RunId = "r",
        CaseId = CaseId.Parse(caseId),
        Repetition = rep,
        Scenario = scenario,
        Target = "native",
        Parameters = parameters,
        Status = CaseStatus.Ok,
        StartedUtc = DateTime.UnixEpoch,
        ElapsedMs = elapsed,
        AllocateMs = allocate,
        LogZeroMs = log,
        Counters = CounterSummary.None,
    };
}
