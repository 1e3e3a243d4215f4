namespace Bench.Scenarios.Parameters;

/// <summary>A refused combination of values: the field to change, what is wrong with it, and what is allowed.</summary>
/// <param name="Field">The parameter to change.</param>
/// <param name="Problem">What is wrong, with the values.</param>
/// <param name="Allowed">What is allowed, and how to get past the limit where there is a way.</param>
public sealed record ParameterProblem(string Field, string Problem, string Allowed);
