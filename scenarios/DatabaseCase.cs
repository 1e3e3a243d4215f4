namespace Bench.Scenarios;

/// <summary>The frame every scenario's case runs in: the measured body, then what it made removed whatever happened, the removal timed.</summary>
internal static class DatabaseCase
{
    /// <summary>Runs <paramref name="body"/>, then drops <paramref name="spec"/> (also on failure or cancellation).</summary>
    public static Task<CaseOutcome> RunAsync(IDatabaseFiles target, DatabaseSpec spec, Func<Task<CaseOutcome>> body) =>
        RunAsync(body, () => target.DropDatabaseAsync(spec, CancellationToken.None));

    /// <summary>Runs <paramref name="body"/>, then <paramref name="cleanup"/> (also on failure or cancellation).</summary>
    public static async Task<CaseOutcome> RunAsync(Func<Task<CaseOutcome>> body, Func<Task> cleanup)
    {
        CaseOutcome outcome;
        try
        {
            outcome = await body();
        }
        catch
        {
            await cleanup();
            throw;
        }

        var clock = Stopwatch.StartNew();
        await cleanup();
        return outcome with { CleanupMs = clock.Elapsed.TotalMilliseconds };
    }
}
