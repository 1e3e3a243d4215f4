namespace Bench.Store;

/// <summary>How to publish a run.</summary>
public sealed record PublishOptions
{
    /// <summary>The default: the manifest's fleet, keep a run that is already stored.</summary>
    public static PublishOptions Default { get; } = new();

    /// <summary>
    /// The fleet to file the run under (publish's <c>--fleet</c>); null: the manifest's, if any, and on a replace the
    /// fleet the stored run was filed under (a replace that changes it says so in its notes).
    /// </summary>
    public string? Fleet { get; init; }

    /// <summary>
    /// Replace a run that is already stored (for a run resumed after it was published); the old rows go and the new
    /// ones come in the same transaction. Off by default: publishing a stored run adds nothing.
    /// </summary>
    public bool Replace { get; init; }

    /// <summary>Told after each step with the rows it wrote (progress); an exception thrown here aborts the publish.</summary>
    public Action<PublishStep, long>? OnStep { get; init; }
}
