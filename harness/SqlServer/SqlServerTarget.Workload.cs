using System.Diagnostics;
using System.Globalization;
using Bench.Scenarios.Workload;

namespace Bench.Harness.SqlServer;

/// <summary>Seed 003's insert workload (<see cref="IWorkloadRunner"/>) and the file statistics it reads.</summary>
public sealed partial class SqlServerTarget
{
    /// <inheritdoc/>
    public async Task<WorkloadOutcome> RunWorkloadAsync(WorkloadSpec spec, IProgress<double> progress, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(spec);
        var name = Database(spec.Name);
        await StartingAsync(cancellationToken);
        try
        {
            var batches = WorkloadScript.Batches(name, paths.DataDirectory, spec.Doublings, paths.Separator);
            await CreatingAsync(name, () => session.ExecuteAsync(batches[0], null, cancellationToken), cancellationToken);
            foreach (var setup in batches.Skip(1).Take(batches.Count - 2))
            {
                await session.ExecuteAsync(setup, null, cancellationToken);
            }

            var before = await FileStatsAsync(name, cancellationToken);
            var clock = Stopwatch.StartNew();
            var doubling = batches[^1];
            for (var i = 0; i < doubling.Times; i++)
            {
                await session.ExecuteAsync(doubling with { Times = 1 }, null, cancellationToken);
                progress?.Report((i + 1) / (double)doubling.Times);
            }

            var ms = clock.Elapsed.TotalMilliseconds;
            var after = await FileStatsAsync(name, cancellationToken);
            StreamOutcome Stream(Func<FileStats, (long Bytes, long Count)> pick, bool log) => new(
                after.Where(f => f.IsLog == log).Sum(f => pick(f).Bytes) - before.Where(f => f.IsLog == log).Sum(f => pick(f).Bytes),
                after.Where(f => f.IsLog == log).Sum(f => pick(f).Count) - before.Where(f => f.IsLog == log).Sum(f => pick(f).Count),
                ms);
            var outcome = new WorkloadOutcome(ms, Stream(f => (f.BytesWritten, f.Writes), log: true), Stream(f => (f.BytesWritten, f.Writes), log: false), Stream(f => (f.BytesRead, f.Reads), log: false));
            var cleanup = Stopwatch.StartNew();
            await DropAfterAsync(name);
            return Succeeded(outcome with { CleanupMs = cleanup.Elapsed.TotalMilliseconds });
        }
        catch
        {
            await DropAfterAsync(name);
            throw;
        }
    }

    private async Task<IReadOnlyList<FileStats>> FileStatsAsync(string database, CancellationToken cancellationToken) =>
        await session.QueryAsync(
            ServerCounters.FileStats(database),
            r => new FileStats(Convert.ToInt32(r.GetValue(7), CultureInfo.InvariantCulture) == 1, r.GetInt64(1), r.GetInt64(2), r.GetInt64(4), r.GetInt64(5)),
            cancellationToken);

    private sealed record FileStats(bool IsLog, long Reads, long BytesRead, long Writes, long BytesWritten);
}
