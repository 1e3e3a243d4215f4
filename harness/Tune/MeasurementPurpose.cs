namespace Bench.Harness.Tune;

/// <summary>Why the search ran a case.</summary>
public enum MeasurementPurpose
{
    /// <summary>
    /// A run of the start before the search, while the volume and the process come up to speed (the first runs on a
    /// fresh volume or in a fresh process can be several times slower than every later one): counted in the budget,
    /// never in a decision.
    /// </summary>
    WarmUp,

    /// <summary>The first run of a setting: is it worth a closer look?</summary>
    Screen,

    /// <summary>Another run of a contender or of the current best, because the two are too close to call.</summary>
    Repeat,

    /// <summary>Runs at the end so the best and the knee have their confidence intervals.</summary>
    Confirm,

    /// <summary>The final round: the best and its closest rivals run side by side, in turn, the answer chosen from these runs alone.</summary>
    Final,
}
