using Bench.Plots.Svg;

namespace Bench.Plots.Charts;

/// <summary>What every chart shares: title, plot area, value axis with grid, legend.</summary>
internal sealed class Frame
{
    private const double BaseLeft = 78;
    private readonly bool turned;
    public const double Right = 24;
    public const double Top = 56;
    public const double Bottom = 124;

    // categories: the labels under the x axis (empty for a numeric axis). When one would not fit its slot, all are
    // turned, and the plot moves right to make room for the first.
    public Frame(int width, int height, string title, string yLabel, Axis axis, IReadOnlyList<string> categories)
    {
        Canvas = new SvgCanvas(width, height);
        var slot = (width - Right - BaseLeft) / Math.Max(1, categories.Count);
        turned = categories.Any(c => Shorten(c).Length * 6.5 > slot);
        Left = BaseLeft + (turned ? Math.Clamp((Shorten(categories[0]).Length * 5.2) - (slot / 2), 0, 140) : 0);
        Axis = axis;
        PlotRight = width - Right;
        PlotBottom = height - Bottom;
        Canvas.Text(width / 2.0, 24, title, size: 16, anchor: "middle", bold: true);
        foreach (var tick in axis.Ticks)
        {
            var y = Y(tick);
            Canvas.Line(Left, y, PlotRight, y, Palette.Grid);
            Canvas.Text(Left - 6, y + 4, Axis.Label(tick), size: 11, anchor: "end", fill: Palette.Axis);
        }

        Canvas.Line(Left, Top, Left, PlotBottom, Palette.Axis);
        Canvas.Line(Left, PlotBottom, PlotRight, PlotBottom, Palette.Axis);
        Canvas.Text(Left - 58, (Top + PlotBottom) / 2, yLabel, size: 12, anchor: "middle", fill: Palette.Axis, rotate: -90);
    }

    public SvgCanvas Canvas { get; }

    public double Left { get; }

    public Axis Axis { get; }

    public double PlotRight { get; }

    public double PlotBottom { get; }

    public double PlotWidth => PlotRight - Left;

    public double Y(double value) => Axis.Map(value, PlotBottom, Top);

    /// <summary>A legend in one row under the title.</summary>
    public void Legend(IReadOnlyList<string> names)
    {
        var x = Left;
        for (var i = 0; i < names.Count; i++)
        {
            Canvas.Rect(x, 34, 12, 12, Palette.Of(i));
            Canvas.Text(x + 16, 44, names[i], size: 12);
            x += 28 + (names[i].Length * 7);
        }
    }

    /// <summary>A category label under the plot (turned when <see cref="Frame"/> decided so; long ones shortened).</summary>
    public void CategoryLabel(double x, string label)
    {
        var text = Shorten(label);
        if (turned)
        {
            Canvas.Text(x + 4, PlotBottom + 12, text, size: 10, anchor: "end", fill: Palette.Axis, rotate: -30);
        }
        else
        {
            Canvas.Text(x, PlotBottom + 18, text, size: 11, anchor: "middle", fill: Palette.Axis);
        }
    }

    private static string Shorten(string label) => label.Length > 40 ? string.Concat(label.AsSpan(0, 39), "…") : label;

    public void XLabel(string label) => Canvas.Text((Left + PlotRight) / 2, turned ? Canvas.Height - 12 : PlotBottom + 42, label, size: 12, anchor: "middle", fill: Palette.Axis);
}
