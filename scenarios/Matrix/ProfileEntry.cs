namespace Bench.Scenarios.Matrix;

/// <summary>
/// What a scenario adds to a profile: one matrix entry (a list of values is swept), and where it stands among the
/// profile's entries of every scenario.
/// </summary>
/// <param name="Profile">The profile.</param>
/// <param name="Order">Its place in the profile (entries run in ascending order).</param>
/// <param name="Values">Values by parameter, as a matrix file writes them; parameters left out take their defaults.</param>
public sealed record ProfileEntry(Profile Profile, int Order, IReadOnlyList<(string Name, string[] Values)> Values)
{
    /// <summary>An entry of <paramref name="values"/>.</summary>
    public ProfileEntry(Profile profile, int order, params (string Name, string[] Values)[] values)
        : this(profile, order, (IReadOnlyList<(string Name, string[] Values)>)values)
    {
    }
}
