namespace Bench.Harness.Tune;

/// <summary>Why the search ran a case.</summary>
public enum MeasurementPurpose
{
    /// <summary>The first run of a setting: is it worth a closer look?</summary>
    Screen,

    /// <summary>Another run of a contender or of the current best, because the two are too close to call.</summary>
    Repeat,

    /// <summary>Runs at the end so the best and the knee have their confidence intervals.</summary>
    Confirm,

    /// <summary>The final round: the best and its closest rivals run side by side, in turn, the answer chosen from these runs alone.</summary>
    Final,
}
