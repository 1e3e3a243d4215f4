using Bench.Scenarios.Validation;

namespace Bench.Scenarios.Matrix;

/// <summary>One value a matrix gives a parameter, with where it was written.</summary>
/// <param name="Text">The value as written.</param>
/// <param name="Location">Where.</param>
public sealed record MatrixValue(string Text, SourceLocation Location)
{
    /// <summary>Whether the file's reader refused it already (a list in a list, an object): it is neither read nor refused again.</summary>
    public bool Refused { get; init; }
}
