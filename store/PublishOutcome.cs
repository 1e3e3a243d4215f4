namespace Bench.Store;

/// <summary>What a publish did with its run.</summary>
public enum PublishOutcome
{
    /// <summary>The run was not in the store and now is.</summary>
    Added,

    /// <summary>The run was in the store already: nothing was added.</summary>
    AlreadyPresent,

    /// <summary>
    /// The run was in the store, and the folder holds other counts of rows or another status or end than the stored copy
    /// (a run resumed after it was published): nothing was changed; the result's notes say how they differ.
    /// </summary>
    Differs,

    /// <summary>The run was in the store and, as asked, its rows were replaced by the folder's.</summary>
    Replaced,
}
