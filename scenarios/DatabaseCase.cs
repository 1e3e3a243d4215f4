using System.Diagnostics;
using Bench.Scenarios.Targets;

namespace Bench.Scenarios;

/// <summary>The frame every scenario's case runs in: the measured body, then the database dropped whatever happened, the drop timed.</summary>
internal static class DatabaseCase
{
    /// <summary>Runs <paramref name="body"/>, then drops <paramref name="spec"/> (also on failure or cancellation).</summary>
    public static async Task<CaseOutcome> RunAsync(ITarget target, DatabaseSpec spec, Func<Task<CaseOutcome>> body)
    {
        CaseOutcome outcome;
        try
        {
            outcome = await body();
        }
        catch
        {
            await target.DropDatabaseAsync(spec, CancellationToken.None);
            throw;
        }

        var clock = Stopwatch.StartNew();
        await target.DropDatabaseAsync(spec, CancellationToken.None);
        return outcome with { CleanupMs = clock.Elapsed.TotalMilliseconds };
    }
}
