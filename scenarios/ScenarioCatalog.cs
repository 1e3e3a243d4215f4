using Bench.Scenarios.Validation;

namespace Bench.Scenarios;

/// <summary>Every scenario the harness knows: one line each, in the order --help lists them. Nothing else names a scenario.</summary>
public static class ScenarioCatalog
{
    /// <summary>All scenarios.</summary>
    public static IReadOnlyList<IScenario> All { get; } =
    [
        new Create.CreateScenario(),
        new Autogrow.AutogrowScenario(),
        new Backup.BackupScenario(),
        new Restore.RestoreScenario(),
        new Exposure.ExposureScenario(),
        new Workload.WorkloadScenario(),
        new FirstWrite.FirstWriteScenario(),
    ];

    /// <summary>What each scenario is, for the report and the console.</summary>
    public static IReadOnlyList<ScenarioInfo> Infos { get; } = All.Select(s => s.Info).ToList();

    /// <summary>Names of all scenarios.</summary>
    public static IEnumerable<string> Names => Infos.Select(s => s.Name);

    /// <summary>What the scenario called <paramref name="name"/> is; null for a name no scenario has (a run of another version).</summary>
    public static ScenarioInfo? Info(string name) => Infos.FirstOrDefault(s => s.Name == name);

    /// <summary>The scenario called <paramref name="name"/>, or a validation error naming the known ones.</summary>
    public static IScenario Find(string name, SourceLocation location)
    {
        ArgumentNullException.ThrowIfNull(name);
        return All.FirstOrDefault(s => string.Equals(s.Info.Name, name, StringComparison.OrdinalIgnoreCase))
            ?? throw new ValidationException(new ValidationError(
                location, "scenario", $"unknown scenario '{name}'{Suggestions.DidYouMean(name, Names)}", string.Join(", ", Names)));
    }
}
