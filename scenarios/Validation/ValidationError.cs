namespace Bench.Scenarios.Validation;

/// <summary>One refused input: where, which field, what was given and what is allowed.</summary>
/// <param name="Location">Where the value came from.</param>
/// <param name="Field">The field's name.</param>
/// <param name="Problem">What is wrong, naming the value.</param>
/// <param name="Allowed">What is allowed instead (the fix).</param>
public sealed record ValidationError(SourceLocation Location, string Field, string Problem, string Allowed)
{
    /// <inheritdoc/>
    public override string ToString() => $"{Location}: {Field}: {Problem}. Allowed: {Allowed}.";
}
