namespace Bench.Harness.Tune;

/// <summary>Why the search stopped.</summary>
public enum StopReason
{
    /// <summary>The best is within noise of the volume's limit (the baseline): nothing left to gain.</summary>
    BaselineReached,

    /// <summary>
    /// No neighbour of the best, along one axis or several, nor the ends of its trade along bytes in flight, improves on
    /// it significantly (the detail says when the budget ran out before those ends were judged).
    /// </summary>
    Converged,

    /// <summary>The budget of case runs is spent.</summary>
    BudgetSpent,

    /// <summary>The starting setting failed, so there was nothing to compare with.</summary>
    StartFailed,
}
