using System.Globalization;
using Bench.Scenarios.Validation;

namespace Bench.Scenarios.Matrix;

/// <summary>A matrix as written (a profile or a user's file), before validation.</summary>
/// <param name="Source">Profile name or file path.</param>
/// <param name="Repetitions">Repetitions of every case whose entry does not give its own.</param>
/// <param name="Entries">Its entries.</param>
/// <param name="RepetitionsLocation">Where the repetitions were given.</param>
public sealed record MatrixDefinition(string Source, int Repetitions, IReadOnlyList<MatrixEntry> Entries, SourceLocation RepetitionsLocation)
{
    /// <summary>What is wrong in the matrix's own shape (an unknown key, an entry naming no scenario), reported with every other error by the planner.</summary>
    public IReadOnlyList<ValidationError> Problems { get; init; } = [];

    /// <summary>Most repetitions accepted.</summary>
    public const int MaxRepetitions = 1000;

    /// <summary>Why <paramref name="repetitions"/>, given at <paramref name="location"/>, is not allowed; null when it is (1 to <see cref="MaxRepetitions"/>).</summary>
    public static ValidationError? RepetitionsProblem(int repetitions, SourceLocation location) =>
        repetitions is < 1 or > MaxRepetitions
            ? new ValidationError(
                location, "repetitions", string.Create(CultureInfo.InvariantCulture, $"{repetitions} is out of range"),
                string.Create(CultureInfo.InvariantCulture, $"a whole number from 1 to {MaxRepetitions}"))
            : null;

    /// <summary>Only the entries of the named scenarios (--scenario); an unknown name is refused.</summary>
    public MatrixDefinition OnlyScenarios(IReadOnlyCollection<string> names)
    {
        ArgumentNullException.ThrowIfNull(names);
        if (names.Count == 0)
        {
            return this;
        }

        var location = new SourceLocation("command line", "--scenario");
        var known = names.Select(n => ScenarioCatalog.Find(n, location).Info.Name).ToHashSet(StringComparer.OrdinalIgnoreCase);
        var kept = Entries.Where(e => known.Contains(e.Scenario)).ToList();
        if (kept.Count == 0)
        {
            var present = Entries.Select(e => e.Scenario).Distinct(StringComparer.OrdinalIgnoreCase);
            throw new ValidationException(new ValidationError(
                location, "scenario", $"{Source} has no case of {string.Join(", ", names)}", string.Join(", ", present)));
        }

        return this with { Entries = kept };
    }

    /// <summary>The same matrix with another number of repetitions of every case (--repetitions), its entries' own included.</summary>
    public MatrixDefinition WithRepetitions(int repetitions) => this with
    {
        Repetitions = repetitions,
        RepetitionsLocation = new SourceLocation("command line", "--repetitions"),
        Entries = Entries.Select(e => e with { Repetitions = null, RepetitionsLocation = null }).ToList(),
    };
}
