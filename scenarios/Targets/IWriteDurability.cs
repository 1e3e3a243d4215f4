using Bench.Results.Manifest;

namespace Bench.Scenarios.Targets;

/// <summary>A target that opens the databases' files itself, and says how their writes were made durable (the manifest's durability).</summary>
public interface IWriteDurability
{
    /// <summary>The durability mode and each kind of file's open flags, as verified at the start of the run.</summary>
    DurabilityInfo Durability { get; }
}
