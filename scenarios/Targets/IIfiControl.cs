namespace Bench.Scenarios.Targets;

/// <summary>
/// A target that gives data files IFI on or off as each case asks, having established at its start how, and proven it
/// (allocation without writing on a volume; a probe database on a server).
/// </summary>
public interface IIfiControl
{
    /// <summary>How IFI is provided and how it was verified (the manifest's ifi_state).</summary>
    string IfiState { get; }
}
