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

    /// <summary>The parameter that gives each data file's size, as case ids name it (size): what the report estimates other sizes by.</summary>
    public static string SizeParameter => DataFiles.SizeParameter.Name;

    /// <summary>
    /// The data sizes (each file's size x the files) the quick, standard and full profiles run the scenario called
    /// <paramref name="name"/> at, smallest first: the sizes a report estimates by default. None for a scenario without sizes.
    /// </summary>
    public static IReadOnlyList<long> ProfileSizes(string name)
    {
        var scenario = All.FirstOrDefault(s => s.Info.Name == name);
        var size = scenario?.Parameters.FirstOrDefault(p => p.Name == DataFiles.SizeParameter.Name);
        if (scenario is null || size is null)
        {
            return [];
        }

        var files = scenario.Parameters.FirstOrDefault(p => p.Name == DataFiles.FilesParameter.Name);
        IEnumerable<long> Read(ParameterSpec? spec, Matrix.ProfileEntry entry) => spec is null
            ? [1]
            : (entry.Values.FirstOrDefault(v => v.Name == spec.Name).Values ?? [.. spec.Defaults])
                .Select(text => spec.TryRead(text, out var value) ? value : 0).Where(v => v > 0);
        return scenario.ProfileEntries
            .SelectMany(entry => Read(size, entry).SelectMany(bytes => Read(files, entry).Select(count => bytes * count)))
            .Distinct()
            .Order()
            .ToList();
    }

    /// <summary>The scenario called <paramref name="name"/>, or a validation error naming the known ones.</summary>
    public static IScenario Find(string name, SourceLocation location)
    {
        ArgumentNullException.ThrowIfNull(name);
        return All.FirstOrDefault(s => string.Equals(s.Info.Name, name, StringComparison.OrdinalIgnoreCase))
            ?? throw new ValidationException(new ValidationError(
                location, "scenario", $"unknown scenario '{name}'{Suggestions.DidYouMean(name, Names)}", string.Join(", ", Names)));
    }
}
