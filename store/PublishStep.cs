namespace Bench.Store;

/// <summary>The steps of one run's publish, in order; all but <see cref="Committed"/> happen inside its transaction.</summary>
public enum PublishStep
{
    /// <summary>The runs row is written.</summary>
    Run,

    /// <summary>results.csv's rows are written.</summary>
    Results,

    /// <summary>stalls.csv's rows are written.</summary>
    Stalls,

    /// <summary>summary.csv's rows are written.</summary>
    Summary,

    /// <summary>samples.csv's rows are written: the last step before the commit.</summary>
    Samples,

    /// <summary>The transaction is committed: the run is in the store.</summary>
    Committed,
}
