namespace Bench.Scenarios.Targets;

/// <summary>An optional reading around each case: what the server waited on (the row's top_waits).</summary>
public interface IServerWaits
{
    /// <summary>The server's cumulative waits now (ms by wait type); null when it cannot say.</summary>
    Task<IReadOnlyDictionary<string, double>?> WaitsAsync(CancellationToken cancellationToken);
}
