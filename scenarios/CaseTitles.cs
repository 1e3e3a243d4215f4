using Bench.Results.Cases;

namespace Bench.Scenarios;

/// <summary>
/// Short human titles of cases shown together, in the words of each parameter (<c>ParameterSpec.Speak</c>): only what
/// differs between the shown cases of a scenario, "4 backup files, BUFFERCOUNT 2, IFI on"; what they share is said
/// once (<see cref="Shared"/>). The canonical case id stays the identity; these are for charts and tables.
/// </summary>
public static class CaseTitles
{
    /// <summary>
    /// A title for each case of <paramref name="cases"/>: the parameters whose values differ among the shown cases of its
    /// scenario (IFI among them), led by the scenario's title when several scenarios are shown. A case that differs in
    /// nothing from the others is named by its parameters that are not at their defaults, else by its scenario's title.
    /// </summary>
    public static IReadOnlyDictionary<CaseId, string> Of(IEnumerable<CaseId> cases) => CaseId.Titles(cases, (id, differ, severalScenarios) =>
    {
        var words = Words(id, differ.Contains);
        if (words.Count == 0)
        {
            words = Words(id, name => !IsDefault(id, name));
        }

        var title = string.Join(", ", words);
        return severalScenarios || title.Length == 0 ? Join(ScenarioTitle(id.Scenario), title) : title;
    });

    /// <summary>
    /// What every case of <paramref name="cases"/> shares and is not at its default (e.g. "512 MB, MAXTRANSFERSIZE 4 MB"):
    /// the context a chart's subtitle gives once; empty when they share nothing worth saying or mix scenarios.
    /// </summary>
    public static string Shared(IEnumerable<CaseId> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var shown = cases.Distinct().ToList();
        if (shown.Count == 0 || shown.Select(c => c.Scenario).Distinct(StringComparer.Ordinal).Skip(1).Any())
        {
            return string.Empty;
        }

        var differ = CaseId.Differing(shown);
        var first = shown[0];
        return string.Join(", ", Words(first, name => !differ.Contains(name) && name != CaseId.IfiName && !IsDefault(first, name)));
    }

    /// <summary>One parameter's value in words ("BUFFERCOUNT 64", "4 backup files", "IFI on").</summary>
    public static string Speak(string scenario, string parameter, string text)
    {
        var spec = ScenarioCatalog.All.FirstOrDefault(s => s.Info.Name == scenario)?.Parameters.FirstOrDefault(p => p.Name == parameter);
        return spec?.Speak(text) ?? (parameter == CaseId.IfiName ? $"IFI {text}" : $"{parameter.Replace('_', ' ')} {text}");
    }

    /// <summary>What the parameters that differ among <paramref name="cases"/> of one scenario are called (e.g. "data file size", "BUFFERCOUNT").</summary>
    public static IReadOnlyList<string> Differing(IEnumerable<CaseId> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var shown = cases.Distinct().ToList();
        var differ = CaseId.Differing(shown);
        return shown.SelectMany(c => c.Parameters.Select(p => (Scenario: c.Scenario, p.Name))).Append((Scenario: shown.FirstOrDefault()?.Scenario ?? string.Empty, Name: CaseId.IfiName))
            .Where(p => differ.Contains(p.Name)).DistinctBy(p => p.Name).Select(p => Called(p.Scenario, p.Name)).ToList();
    }

    /// <summary>What a scenario's parameter is called on an axis or in a column ("BUFFERCOUNT", "backup files").</summary>
    public static string Called(string scenario, string parameter) =>
        ScenarioCatalog.All.FirstOrDefault(s => s.Info.Name == scenario)?.Parameters.FirstOrDefault(p => p.Name == parameter)?.Called
        ?? parameter.Replace('_', ' ');

    private static List<string> Words(CaseId id, Func<string, bool> include)
    {
        var words = id.Parameters.Where(p => include(p.Name)).Select(p => Speak(id.Scenario, p.Name, p.Text)).ToList();
        if (id.Ifi is { } on && include(CaseId.IfiName))
        {
            words.Add(Speak(id.Scenario, CaseId.IfiName, on ? "on" : "off"));
        }

        return words;
    }

    private static bool IsDefault(CaseId id, string name)
    {
        var spec = ScenarioCatalog.All.FirstOrDefault(s => s.Info.Name == id.Scenario)?.Parameters.FirstOrDefault(p => p.Name == name);
        return spec is not null && spec.Defaults.Count == 1 && string.Equals(spec.Defaults[0], id.ValueText(name), StringComparison.OrdinalIgnoreCase);
    }

    /// <summary>A scenario's title as the report heads it ("RESTORE DATABASE"); its name when the catalog has none.</summary>
    public static string ScenarioTitle(string scenario) => ScenarioCatalog.Info(scenario)?.Title ?? scenario;

    private static string Join(string lead, string rest) => rest.Length == 0 ? lead : $"{lead} {rest}";
}
