using Bench.Results.Cases;

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
    /// <summary>How many times the profile's repetitions <see cref="IfiOnRepeated"/> gives the IFI-on cases.</summary>
    public const int CheapRepetitionFactor = 3;

    /// <summary>How many times the profile's repetitions the entry's cases run (1: the profile's).</summary>
    public int RepetitionFactor { get; init; } = 1;

    /// <summary>An entry of <paramref name="values"/>.</summary>
    public ProfileEntry(Profile profile, int order, params (string Name, string[] Values)[] values)
        : this(profile, order, (IReadOnlyList<(string Name, string[] Values)>)values)
    {
    }

    /// <summary>
    /// The entry of <paramref name="values"/> as two: its IFI-on cases at <see cref="CheapRepetitionFactor"/> times the
    /// profile's repetitions, then its IFI-off cases at the profile's. With IFI on, a create or a growth is an allocation
    /// that takes milliseconds and spreads by factors (a journal commit lands in one repetition, not the next), so it needs
    /// more repetitions than a transfer for bench compare to reach a verdict, and they cost next to nothing.
    /// </summary>
    public static ProfileEntry[] IfiOnRepeated(Profile profile, int order, params (string Name, string[] Values)[] values) =>
    [
        new(profile, order, [.. values, (CaseId.IfiName, ["on"])]) { RepetitionFactor = CheapRepetitionFactor },
        new(profile, order, [.. values, (CaseId.IfiName, ["off"])]),
    ];
}
