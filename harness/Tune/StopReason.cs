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

/// <summary>A <see cref="StopReason"/> as tune.md and the console say it.</summary>
public static class StopReasons
{
    /// <summary>"budget spent", "converged", "at the volume's limit", "the start failed".</summary>
    public static string Words(this StopReason reason) => reason switch
    {
        StopReason.BaselineReached => "at the volume's limit",
        StopReason.Converged => "converged",
        StopReason.BudgetSpent => "budget spent",
        _ => "the start failed",
    };

    /// <summary>
    /// Why the search stopped, said once: "converged: no neighbour ...", or the detail alone where it names the reason
    /// itself ("the budget of 10 case runs is spent ...", "the start ... failed: ..."), not "budget spent: the budget of
    /// 10 case runs is spent".
    /// </summary>
    public static string Said(this StopReason reason, string detail) =>
        reason is StopReason.BudgetSpent or StopReason.StartFailed ? detail : $"{reason.Words()}: {detail}";
}
