namespace Bench.Harness.Tune;

/// <summary>Why the search stopped.</summary>
public enum StopReason
{
    /// <summary>The best is within noise of the volume's limit (the baseline): nothing left to gain.</summary>
    BaselineReached,

    /// <summary>No neighbour of the best, along one axis or several, improves on it significantly.</summary>
    Converged,

    /// <summary>The budget of case runs is spent.</summary>
    BudgetSpent,

    /// <summary>The starting setting failed, so there was nothing to compare with.</summary>
    StartFailed,
}
