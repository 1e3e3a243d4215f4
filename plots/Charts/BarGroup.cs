namespace Bench.Plots.Charts;

/// <summary>Bars side by side under one category label, with an optional note written large above them.</summary>
/// <param name="Label">The category (wrapped onto several lines when long).</param>
/// <param name="Bars">Its bars, one per series.</param>
/// <param name="Note">Written above the group: a ratio ("150x"), a verdict ("2.1x faster"); '\n' breaks lines. Null for none.</param>
public sealed record BarGroup(string Label, IReadOnlyList<Bar> Bars, string? Note = null);
