using ScottPlot;

namespace Bench.Plots.Rendering;

/// <summary>
/// What every chart shares: a ScottPlot <see cref="ScottPlot.Plot"/> in the bundled font with the house style, the
/// title and subtitle (wrapped to the width, left-aligned), the legend in its own band above the data area (never
/// over the data), and the footer naming the run.
/// </summary>
internal sealed class ChartFrame
{
    // About the width the y axis's ticks and title take left of the data area.
    private const float LegendAxisRoom = 90;

    // The footer's lines a chart's height allows for: a run's label, host, date and matrix.
    private const int FooterLines = 1;

    private readonly IChart chart;

    /// <summary>
    /// A frame for <paramref name="chart"/> at <paramref name="width"/> x <paramref name="height"/> logical pixels, taller by
    /// its footer's lines past the first (a run's long --note, a comparison's runs), so the data keeps its height.
    /// </summary>
    public ChartFrame(IChart chart, int width, int height)
    {
        BundledFont.Register();
        this.chart = chart;
        Width = width;
        Height = height + FooterRoom();
        Plot = new Plot();
        Plot.FigureBackground.Color = Colors.White;
        Plot.DataBackground.Color = Colors.White;
        Plot.Grid.MajorLineColor = ChartStyle.Grid;
        Plot.Grid.MinorLineColor = ChartStyle.MinorGrid;
        Plot.Grid.MinorLineWidth = 1;
        Plot.Axes.Title.IsVisible = false;
        foreach (var axis in Plot.Axes.GetAxes())
        {
            axis.TickLabelStyle.FontSize = ChartStyle.TickSize;
            axis.TickLabelStyle.ForeColor = ChartStyle.Ink;
            axis.Label.FontSize = ChartStyle.AxisTitleSize;
            axis.Label.Bold = false;
            axis.Label.ForeColor = ChartStyle.Muted;
            axis.FrameLineStyle.Color = ChartStyle.Muted;
            axis.MajorTickStyle.Color = ChartStyle.Muted;
            axis.MinorTickStyle.Color = ChartStyle.Muted;
        }

        Plot.Axes.Top.IsVisible = false;
        Plot.Axes.Top.FrameLineStyle.Width = 0;
        Plot.Axes.Right.IsVisible = false;
        Plot.Axes.Right.FrameLineStyle.Width = 0;
    }

    /// <summary>The plot the chart is drawn on.</summary>
    public Plot Plot { get; }

    /// <summary>Logical width (the PNG is this times its scale).</summary>
    public int Width { get; }

    /// <summary>Logical height.</summary>
    public int Height { get; }

    /// <summary>
    /// Shows <paramref name="axis"/> with <paramref name="title"/> and ticks for <paramref name="scale"/> over
    /// low..high (transformed). Minor grid lines only on log axes, where they show the 2..9 steps.
    /// </summary>
    public void Axis(IAxis axis, string title, AxisScale scale, double low, double high)
    {
        ArgumentNullException.ThrowIfNull(axis);
        var grid = axis.Edge switch
        {
            Edge.Bottom => Plot.Grid.XAxisStyle,
            Edge.Left => Plot.Grid.YAxisStyle,
            _ => null,
        };
        if (grid is not null)
        {
            grid.MinorLineStyle.IsVisible = scale != AxisScale.Linear;
        }

        axis.IsVisible = true;
        axis.FrameLineStyle.Width = 1;
        axis.Label.Text = title;
        if (!(high > low))
        {
            high = low + 1;
        }

        axis.TickGenerator = ScaleTicks.For(scale, low, high);
        axis.Range.Set(low, high);
    }

    /// <summary>
    /// Adds the panels around the data area, inner to outer: legend (when <paramref name="legend"/>), subtitle and
    /// title above; footer below; <paramref name="right"/> pixels of room on the right and a margin on the left.
    /// </summary>
    public void Finish(bool legend, float right)
    {
        // Air between the data area and whatever is above it (the top tick label reaches above the data area).
        Plot.Axes.AddPanel(new SpacerPanel(Edge.Top, 10));

        // ScottPlot draws a legend inside the data area unless told otherwise: either it gets its own band, or none.
        Plot.HideLegend();
        if (legend)
        {
            Plot.Legend.FontSize = ChartStyle.LegendSize;
            Plot.Legend.FontName = BundledFont.Family;
            Plot.Legend.FontColor = ChartStyle.Ink;
            Plot.Legend.OutlineWidth = 0;
            Plot.Legend.BackgroundColor = Colors.Transparent;
            Plot.Legend.ShadowColor = Colors.Transparent;
            Plot.Legend.SymbolWidth = 22;
            Plot.Legend.Orientation = Orientation.Horizontal;
            Plot.Legend.TightHorizontalWrapping = true;
            Plot.Legend.InterItemPadding = new PixelPadding(10, 18, 4, 4);
            // Wrapped to about the data area's width (the y axis takes some of the figure's), measured and drawn alike.
            Plot.Axes.AddPanel(new LegendBand(Plot.Legend, Width - (2 * ChartStyle.Margin) - LegendAxisRoom, Width, new PixelPadding(0, 0, 6, 2)));
        }

        var wrap = Width - (2 * ChartStyle.Margin);
        if (!string.IsNullOrWhiteSpace(chart.Subtitle))
        {
            Plot.Axes.AddPanel(new TextPanel(Edge.Top, Wrapped(chart.Subtitle, ChartStyle.SubtitleSize, wrap, bold: false), ChartStyle.SubtitleSize, bold: false, ChartStyle.Muted, above: 2, below: 6));
        }

        Plot.Axes.AddPanel(new TextPanel(Edge.Top, Wrapped(chart.Title, ChartStyle.TitleSize, wrap, bold: true), ChartStyle.TitleSize, bold: true, ChartStyle.Ink, above: ChartStyle.Margin, below: 4));
        Plot.Axes.AddPanel(FooterPanel(Footer()));
        Plot.Axes.AddPanel(new SpacerPanel(Edge.Right, right));
        Plot.Axes.AddPanel(new SpacerPanel(Edge.Left, ChartStyle.Margin / 2));
    }

    /// <summary>Where the data area will be (logical pixels), given the panels and axes as they are now.</summary>
    public PixelRect DataRect()
    {
        using var paint = Paint.NewDisposablePaint();
        return Plot.Layout.LayoutEngine.GetLayout(new PixelRect(0, Width, Height, 0), Plot, paint).DataRect;
    }

    // The footer's lines, wrapped to the width the title is.
    private IReadOnlyList<string> Footer() => TextFit.Wrap(chart.Footer.Text, ChartStyle.FooterSize, Width - (2 * ChartStyle.Margin));

    private static TextPanel FooterPanel(IEnumerable<string> lines) =>
        new(Edge.Bottom, string.Join('\n', lines), ChartStyle.FooterSize, bold: false, ChartStyle.Muted, above: 10, below: 10);

    // What the footer's lines past the first take, measured as its panel measures them.
    private int FooterRoom()
    {
        var lines = Footer();
        if (lines.Count <= FooterLines)
        {
            return 0;
        }

        using var paint = Paint.NewDisposablePaint();
        return (int)Math.Ceiling(FooterPanel(lines).Measure(paint) - FooterPanel(lines.Take(FooterLines)).Measure(paint));
    }

    private static string Wrapped(string text, float size, float width, bool bold) => string.Join('\n', TextFit.Wrap(text, size, width, bold));
}
