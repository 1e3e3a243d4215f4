namespace Bench.Plots.Svg;

/// <summary>Series colours (colour-blind safe, Okabe-Ito) and the chart's greys.</summary>
internal static class Palette
{
    private static readonly string[] Series = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000"];

    public const string Axis = "#444444";

    public const string Grid = "#e4e4e4";

    public static string Of(int index) => Series[index % Series.Length];
}
