namespace Bench.Plots.Charts;

/// <summary>Bars side by side under one category label, with an optional note above them (e.g. a ratio).</summary>
/// <param name="Label">The category.</param>
/// <param name="Bars">Its bars.</param>
/// <param name="Note">Written above the group.</param>
public sealed record BarGroup(string Label, IReadOnlyList<Bar> Bars, string? Note = null);
