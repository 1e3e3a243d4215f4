using Bench.Scenarios.Validation;

namespace Bench.Scenarios;

/// <summary>Every scenario the harness knows, by name.</summary>
public static class ScenarioCatalog
{
    /// <summary>All scenarios, in the order --help lists them.</summary>
    public static IReadOnlyList<IScenario> All { get; } = [new CreateScenario(), new AutogrowScenario(), new BackupScenario(), new RestoreScenario(), new ExposureScenario(), new WorkloadScenario()];

    /// <summary>Names of all scenarios.</summary>
    public static IEnumerable<string> Names => All.Select(s => s.Name);

    /// <summary>The scenario called <paramref name="name"/>, or a validation error naming the known ones.</summary>
    public static IScenario Find(string name, SourceLocation location)
    {
        ArgumentNullException.ThrowIfNull(name);
        return All.FirstOrDefault(s => string.Equals(s.Name, name, StringComparison.OrdinalIgnoreCase))
            ?? throw new ValidationException(new ValidationError(
                location, "scenario", $"unknown scenario '{name}'{Suggestions.DidYouMean(name, Names)}", string.Join(", ", Names)));
    }
}
