using Bench.Scenarios.Validation;

namespace Bench.Scenarios.Matrix;

/// <summary>
/// One entry of a matrix: a scenario and, for some of its parameters, one value or a list of values.
/// The entry expands to every combination; parameters it does not name take their defaults.
/// </summary>
/// <param name="Scenario">Scenario name as written.</param>
/// <param name="Location">Where the entry starts.</param>
/// <param name="Values">Values by parameter name as written.</param>
public sealed record MatrixEntry(string Scenario, SourceLocation Location, IReadOnlyDictionary<string, IReadOnlyList<MatrixValue>> Values)
{
    /// <summary>Repetitions of the entry's cases, or null: the matrix's (a cheap case repeated more to tell runs apart).</summary>
    public int? Repetitions { get; init; }

    /// <summary>Where <see cref="Repetitions"/> was given.</summary>
    public SourceLocation? RepetitionsLocation { get; init; }

    /// <summary>Where each key's value was written (a list: its opening bracket), by parameter name as written.</summary>
    public IReadOnlyDictionary<string, SourceLocation> ValueLocations { get; init; } = new Dictionary<string, SourceLocation>();

    /// <summary>Where the value of <paramref name="name"/> was written, or, when the entry does not give it, the entry's place named by it.</summary>
    public SourceLocation WhereIs(string name) =>
        ValueLocations.TryGetValue(name, out var location) ? location : Location.At($"{Location.Path}.{name}");
}
