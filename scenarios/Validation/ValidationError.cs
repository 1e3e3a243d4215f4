namespace Bench.Scenarios.Validation;

/// <summary>One refused input: where, which field, what was given and what is allowed.</summary>
/// <param name="Location">Where the value came from.</param>
/// <param name="Field">The field's name.</param>
/// <param name="Problem">What is wrong, naming the value.</param>
/// <param name="Allowed">What is allowed instead (the fix).</param>
public sealed record ValidationError(SourceLocation Location, string Field, string Problem, string Allowed)
{
    /// <inheritdoc/>
    public override string ToString()
    {
        // "did you mean 'backup'?" ends its own sentence.
        var problem = Problem.EndsWith('?') ? Problem : Problem + ".";
        return NamesField(Location.Path, Field)
            ? $"{Location}: {problem} Allowed: {Allowed}."
            : $"{Location}: {Field}: {problem} Allowed: {Allowed}.";
    }

    /// <summary>
    /// Whether the location's path already ends with the field's name (<c>--label</c>, <c>cases[0].size</c>; <c>_</c> and
    /// <c>-</c> alike: <c>--buffer-count</c> names buffer_count), also at an item of its list (<c>cases[0].size[1]</c>), so
    /// it is said once.
    /// </summary>
    private static bool NamesField(string path, string field)
    {
        var name = field.TrimStart('-').Replace('_', '-');
        var tail = path.TrimStart('-').Replace('_', '-');
        while (!Ends(tail, name) && tail.EndsWith(']') && tail.LastIndexOf('[') is var open and > 0)
        {
            tail = tail[..open];
        }

        return Ends(tail, name);
    }

    private static bool Ends(string path, string name) =>
        path.Equals(name, StringComparison.Ordinal) || path.EndsWith("." + name, StringComparison.Ordinal);
}
