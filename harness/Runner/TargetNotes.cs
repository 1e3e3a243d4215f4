using Bench.Scenarios.Targets;

namespace Bench.Harness.Runner;

/// <summary>
/// The notes a target adds while a session goes on (the sqlserver target's reconnects, a database it could not drop
/// after its case), apart from those it had when the session's manifest was started, which took them then
/// (<see cref="Manifests.Start"/>): each given once, so that it reaches the manifest's notes once.
/// </summary>
/// <param name="target">Whose notes; those it has now are taken already.</param>
public sealed class TargetNotes(ITarget target)
{
    private readonly List<string> taken = [.. target.Notes];

    /// <summary>The target's notes not taken before, in its order; taken now. A note said twice in the same words counts twice.</summary>
    public IReadOnlyList<string> Take()
    {
        var earlier = new List<string>(taken);
        var added = new List<string>();
        foreach (var note in target.Notes)
        {
            if (!earlier.Remove(note))
            {
                added.Add(note);
            }
        }

        taken.AddRange(added);
        return added;
    }
}
