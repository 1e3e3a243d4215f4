using System.Text;
using System.Text.Json.Serialization;
using Bench.Results.Units;

namespace Bench.Results.Cases;

/// <summary>
/// The identity of one case: its scenario, its parameters in the scenario's order, and IFI (on, off, or none for a
/// scenario without it). Its one text form, <see cref="ToString"/>, is what results.csv, summary.csv, the manifest,
/// a resumed run and a comparison match on:
/// <c>create/size=1GB/files=1/log_size=1MB/write_size=4MB/ifi=off</c>. <see cref="Parse"/> is the only place that reads
/// that text back; titles, twins and sweeps are derived from the parsed value.
/// </summary>
[JsonConverter(typeof(CaseIdJsonConverter))]
public sealed class CaseId : IEquatable<CaseId>
{
    /// <summary>The parameter that says IFI in the text form (always the last one).</summary>
    public const string IfiName = "ifi";

    private const char Separator = '/';
    private const char Assign = '=';
    private readonly string text;

    private CaseId(string scenario, IReadOnlyList<CaseParameter> parameters, bool? ifi)
    {
        Scenario = scenario;
        Parameters = parameters;
        Ifi = ifi;
        var builder = new StringBuilder(scenario);
        foreach (var parameter in parameters)
        {
            builder.Append(Separator).Append(parameter.Name).Append(Assign).Append(parameter.Text);
        }

        if (ifi is { } on)
        {
            builder.Append(Separator).Append(IfiName).Append(Assign).Append(OnOff(on));
        }

        text = builder.ToString();
    }

    /// <summary>The scenario's name.</summary>
    public string Scenario { get; }

    /// <summary>Every parameter but IFI, in the scenario's order.</summary>
    public IReadOnlyList<CaseParameter> Parameters { get; }

    /// <summary>IFI asked for: on (true), off (false), or none (null) for a scenario without it.</summary>
    public bool? Ifi { get; }

    /// <summary>The same case without IFI: the IFI-on and IFI-off twins of a case share it.</summary>
    public CaseId Twin => Ifi is null ? this : new CaseId(Scenario, Parameters, null);

    /// <summary>A case id from its parts; names and texts must not hold '/' or '='.</summary>
    public static CaseId Create(string scenario, IEnumerable<CaseParameter> parameters, bool? ifi)
    {
        ArgumentNullException.ThrowIfNull(parameters);
        var list = parameters.ToList();
        if (!IsPart(scenario) || list.Any(p => !IsPart(p.Name) || !IsPart(p.Text) || p.Name == IfiName))
        {
            throw new ArgumentException($"'{scenario}' with {string.Join(", ", list)} cannot make a case id: names and values hold no '/' or '=', and IFI is given apart");
        }

        return new CaseId(scenario, list, ifi);
    }

    /// <summary>Reads the text form; throws <see cref="FormatException"/> naming the text when it is not one.</summary>
    public static CaseId Parse(string text) =>
        TryParse(text, out var id) ? id : throw new FormatException($"'{text}' is not a case id (scenario/name=value/...)");

    /// <summary>Reads the text form; false when it is not one.</summary>
    public static bool TryParse(string? text, [System.Diagnostics.CodeAnalysis.NotNullWhen(true)] out CaseId? id)
    {
        id = null;
        var parts = (text ?? string.Empty).Split(Separator);
        if (!IsPart(parts[0]))
        {
            return false;
        }

        var parameters = new List<CaseParameter>(parts.Length);
        bool? ifi = null;
        for (var i = 1; i < parts.Length; i++)
        {
            var at = parts[i].IndexOf(Assign, StringComparison.Ordinal);
            if (at <= 0 || at == parts[i].Length - 1 || ifi is not null)
            {
                return false;
            }

            var (name, value) = (parts[i][..at], parts[i][(at + 1)..]);
            if (name == IfiName)
            {
                ifi = value switch { "on" => true, "off" => false, _ => null };
                if (ifi is null)
                {
                    return false;
                }
            }
            else if (IsPart(value))
            {
                parameters.Add(new CaseParameter(name, value, NumberOf(value)));
            }
            else
            {
                return false;
            }
        }

        id = new CaseId(parts[0], parameters, ifi);
        return true;
    }

    /// <summary>The number a parameter's text stands for: bytes of a size, a count, 1 for on, 0 for off; null for a word.</summary>
    public static long? NumberOf(string text) => text switch
    {
        "on" => 1,
        "off" => 0,
        _ => ByteSize.TryParse(text, out var size) ? size.Bytes : null,
    };

    /// <summary>
    /// A short title for each case shown together: the parameters whose values differ between the shown cases of the
    /// same scenario (IFI among them), led by the scenario's name when several scenarios are shown or nothing differs.
    /// <c>create/size=1GB/files=1/log_size=1MB/write_size=4MB/ifi=off</c> among creates of two sizes, IFI on and off,
    /// and other scenarios: <c>create size=1GB ifi=off</c>.
    /// </summary>
    public static IReadOnlyDictionary<CaseId, string> Titles(IEnumerable<CaseId> cases) => Titles(cases, (id, differ, severalScenarios) =>
    {
        var words = id.Parameters.Where(p => differ.Contains(p.Name)).Select(p => p.ToString()).ToList();
        if (differ.Contains(IfiName) && id.Ifi is { } on)
        {
            words.Add($"{IfiName}={OnOff(on)}");
        }

        if (severalScenarios || words.Count == 0)
        {
            words.Insert(0, id.Scenario);
        }

        return string.Join(' ', words);
    });

    /// <summary>
    /// A title for each case shown together, as <paramref name="title"/> words it from the case, the names of the
    /// parameters whose values differ among the shown cases of its scenario (<see cref="IfiName"/> among them when IFI
    /// differs), and whether several scenarios are shown.
    /// </summary>
    public static IReadOnlyDictionary<CaseId, string> Titles(IEnumerable<CaseId> cases, Func<CaseId, IReadOnlySet<string>, bool, string> title)
    {
        ArgumentNullException.ThrowIfNull(cases);
        ArgumentNullException.ThrowIfNull(title);
        var shown = cases.Distinct().ToList();
        var severalScenarios = shown.Select(c => c.Scenario).Distinct(StringComparer.Ordinal).Skip(1).Any();
        var titles = new Dictionary<CaseId, string>();
        foreach (var scenario in shown.GroupBy(c => c.Scenario, StringComparer.Ordinal))
        {
            var members = scenario.ToList();
            var differ = Differing(members);

            foreach (var id in members)
            {
                titles[id] = title(id, differ, severalScenarios);
            }
        }

        return titles;
    }

    /// <summary>
    /// The names of the parameters whose values are not the same in all of <paramref name="members"/>, with
    /// <see cref="IfiName"/> when their IFI differs.
    /// </summary>
    public static HashSet<string> Differing(IReadOnlyCollection<CaseId> members)
    {
        ArgumentNullException.ThrowIfNull(members);
        var names = members.SelectMany(c => c.Parameters.Select(p => p.Name)).Distinct(StringComparer.Ordinal)
            .Where(name => members.Select(c => c.ValueText(name)).Distinct(StringComparer.Ordinal).Skip(1).Any())
            .ToHashSet(StringComparer.Ordinal);
        if (members.Select(c => c.Ifi).Distinct().Skip(1).Any())
        {
            names.Add(IfiName);
        }

        return names;
    }

    /// <summary>This case's title among <paramref name="shownTogether"/> (see <see cref="Titles(IEnumerable{CaseId})"/>).</summary>
    public string Title(IEnumerable<CaseId> shownTogether)
    {
        ArgumentNullException.ThrowIfNull(shownTogether);
        return Titles(shownTogether.Append(this))[this];
    }

    /// <summary>The same case with IFI on, off, or none.</summary>
    public CaseId WithIfi(bool? ifi) => ifi == Ifi ? this : new CaseId(Scenario, Parameters, ifi);

    /// <summary>The same case without the parameter <paramref name="name"/> (for grouping the points of a sweep).</summary>
    public CaseId Without(string name) =>
        name == IfiName ? Twin : new CaseId(Scenario, Parameters.Where(p => p.Name != name).ToList(), Ifi);

    /// <summary>The number of the parameter <paramref name="name"/>; null when the case has no such parameter or its text is a word.</summary>
    public long? Number(string name) => name == IfiName
        ? Ifi is { } on ? (on ? 1 : 0) : null
        : Parameters.FirstOrDefault(p => p.Name == name)?.Value;

    /// <summary>The canonical text of the parameter <paramref name="name"/>; null when the case has none.</summary>
    public string? ValueText(string name) => name == IfiName
        ? Ifi is { } on ? OnOff(on) : null
        : Parameters.FirstOrDefault(p => p.Name == name)?.Text;

    /// <inheritdoc/>
    public bool Equals(CaseId? other) => other is not null && string.Equals(text, other.text, StringComparison.Ordinal);

    /// <inheritdoc/>
    public override bool Equals(object? obj) => Equals(obj as CaseId);

    /// <inheritdoc/>
    public override int GetHashCode() => StringComparer.Ordinal.GetHashCode(text);

    /// <summary>The canonical text form (<c>scenario/name=value/.../ifi=on</c>).</summary>
    public override string ToString() => text;

    private static string OnOff(bool on) => on ? "on" : "off";

    private static bool IsPart(string? part) =>
        !string.IsNullOrEmpty(part) && part.IndexOfAny([Separator, Assign]) < 0;
}
