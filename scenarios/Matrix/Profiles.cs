using System.Globalization;
using Bench.Scenarios.Validation;

namespace Bench.Scenarios.Matrix;

/// <summary>
/// The named matrices: <c>quick</c> (five repetitions), <c>standard</c> and <c>full</c> (three each), made of the entries every
/// scenario of the catalog adds to them (<see cref="IScenario.ProfileEntries"/>), in their order. An entry may run its
/// cases a multiple of those (<see cref="ProfileEntry.IfiOnRepeated"/>: IFI-on creates and growths, which cost milliseconds).
/// </summary>
public static class Profiles
{
    /// <summary>Repetitions of the standard and full profiles, whose cases are large.</summary>
    public const int Repetitions = 3;

    /// <summary>
    /// Repetitions of the quick profile: five, so that two quick runs tell apart differences of a few per cent that
    /// three cannot (bench compare's Welch test on log times has 4 degrees of freedom at 3 a side, 8 at 5). Its cases
    /// are small, so the two more rounds cost little.
    /// </summary>
    public const int QuickRepetitions = 5;

    /// <summary>Profile names.</summary>
    public static IReadOnlyList<string> Names { get; } = Enum.GetNames<Profile>().Select(n => n.ToLowerInvariant()).ToList();

    /// <summary>Why <paramref name="name"/> (--profile) is not a profile, with the name it probably meant; null when it is one.</summary>
    public static ValidationError? Problem(string name) =>
        name is not null && Names.Contains(name.ToLowerInvariant())
            ? null
            : new ValidationError(
                new SourceLocation("command line", "--profile"), "profile",
                $"unknown profile '{name}'{Suggestions.DidYouMean(name ?? "", Names)}", string.Join(", ", Names));

    /// <summary>The profile called <paramref name="name"/>.</summary>
    public static MatrixDefinition Get(string name)
    {
        ArgumentNullException.ThrowIfNull(name);
        if (Problem(name) is { } problem)
        {
            throw new ValidationException(problem);
        }

        var profile = Enum.Parse<Profile>(name, ignoreCase: true);

        var source = $"profile {profile.ToString().ToLowerInvariant()}";
        var repetitions = profile == Profile.Quick ? QuickRepetitions : Repetitions;
        var entries = ScenarioCatalog.All
            .SelectMany(s => s.ProfileEntries.Where(e => e.Profile == profile).Select(e => (Scenario: s.Info.Name, Entry: e)))
            .OrderBy(e => e.Entry.Order)
            .Select((e, i) =>
            {
                var location = new SourceLocation(source, string.Create(CultureInfo.InvariantCulture, $"cases[{i}]"));
                var values = e.Entry.Values.ToDictionary(
                    v => v.Name,
                    v => (IReadOnlyList<MatrixValue>)v.Values.Select(text => new MatrixValue(text, location.At($"{location.Path}.{v.Name}"))).ToList());
                var own = e.Entry.RepetitionFactor != 1;
                return new MatrixEntry(e.Scenario, location, values)
                {
                    Repetitions = own ? e.Entry.RepetitionFactor * repetitions : null,
                    RepetitionsLocation = own ? location.At($"{location.Path}.repetitions") : null,
                };
            })
            .ToList();
        return new MatrixDefinition(source, repetitions, entries, new SourceLocation(source, "repetitions"));
    }
}
