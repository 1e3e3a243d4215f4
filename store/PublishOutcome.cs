namespace Bench.Store;

/// <summary>What a publish did with its run.</summary>
public enum PublishOutcome
{
    /// <summary>The run was not in the store and now is.</summary>
    Added,

    /// <summary>The run was in the store already: nothing was added.</summary>
    AlreadyPresent,

    /// <summary>The run was in the store and, as asked, its rows were replaced by the folder's.</summary>
    Replaced,
}
