using ScottPlot;

namespace Bench.Plots.Rendering;

/// <summary>
/// Draws a <see cref="LineChart"/>: a line with point markers per series (not drawn across its breaks) over a linear or
/// log2 x axis (with a place apart after its values, past a dashed gap, when the chart has one), marked points as open
/// diamonds (in the legend), reference lines labelled on the line with their value, and vertical boundaries labelled in a
/// band kept clear of data at the top of the data area.
/// </summary>
internal static class LineChartDrawer
{
    private const int Width = ChartStyle.Width;
    private const int Height = 540;
    /// <summary>The size of a reference line's label.</summary>
    internal const float ReferenceTextSize = ChartStyle.TickSize;

    /// <summary>The size of a boundary's label (figures measure their labels with it to tell whether they fit).</summary>
    public const float BoundaryTextSize = ChartStyle.TickSize;

    /// <summary>About the data area's width between the axes, for figures that tell whether boundary labels fit.</summary>
    public const double DataWidth = 820;

    // Where a reference line's label may go, in the order tried.
    private static readonly (bool Right, bool Above)[] Places = [(true, true), (true, false), (false, true), (false, false)];

    /// <summary>
    /// The share of the plot's height the data's highest point keeps at least when the axis's top is raised to make room
    /// for a limit's label: past it the label goes to the legend instead (restore-buffercount on a RAM volume: a raised
    /// axis to 4,000 MB/s left lines at about 500 in its lowest eighth).
    /// </summary>
    internal const double MinDataShare = 0.5;

    /// <summary>The chart on a frame, ready to render.</summary>
    public static ChartFrame Draw(LineChart chart)
    {
        ChartCheck.Lines(chart);
        var (frame, outside) = Draw(chart, []);
        // A label with no clear place near its line unless the data sank below half the plot: drawn again, that label in
        // the legend (and, where a clear place is left for it, its number alone on the line).
        return outside.Count == 0 ? frame : Draw(chart, outside).Frame;
    }

    // The chart with the labels of the references in outside (their indexes) in the legend; with the references whose label
    // found no clear place without raising the axis's top past the data's share (MinDataShare).
    private static (ChartFrame Frame, HashSet<int> Outside) Draw(LineChart chart, HashSet<int> outside)
    {
        // Taller by the subtitle's lines past three (a counters chart's key of cases), so the data keeps its height.
        var lines = (chart.Subtitle ?? string.Empty).Split('\n').Sum(l => TextFit.Wrap(l, ChartStyle.SubtitleSize, ChartStyle.TextWidth).Count);
        var frame = new ChartFrame(chart, Width, Height + (Math.Max(0, lines - 3) * (int)Math.Ceiling(ChartStyle.SubtitleSize * 1.4)));
        var plot = frame.Plot;
        var xScale = chart.X.Scale;
        // The x range holds every point and every boundary (a case starting before the first sample keeps its line and label).
        var xs = chart.Series.SelectMany(s => s.Points).Select(p => p.X).Concat(chart.Boundaries.Select(b => b.X)).Select(x => ScaleMap.Forward(xScale, x)).ToList();
        var (xLow, xHigh) = XRange(xs, xScale);

        var many = chart.Series.Max(s => s.Points.Count) > 40;
        var names = chart.Series.Select(s => s.Name).ToList();
        for (var i = 0; i < chart.Series.Count; i++)
        {
            var series = chart.Series[i];
            var segments = series.Segments();
            var named = segments.FirstOrDefault(s => s.Count > 1) ?? segments[0]; // the legend shows a line where there is one
            foreach (var points in segments)
            {
                var line = plot.Add.Scatter(points.Select(p => ScaleMap.Forward(xScale, p.X)).ToArray(), points.Select(p => p.Y).ToArray(), ChartStyle.For(names, i));
                line.LegendText = !ReferenceEquals(points, named) ? string.Empty : series.RightAxis ? $"{series.Name} (right axis)" : series.Name;
                line.LineWidth = many ? 1.8f : 2.5f;
                // A run of one point has no line to show it: its marker does, even where a long line has none.
                line.MarkerSize = many && points.Count > 1 ? 0 : 8;
                if (series.RightAxis)
                {
                    line.Axes.YAxis = plot.Axes.Right;
                }
            }
        }

        for (var i = 0; i < chart.Series.Count; i++)
        {
            Whiskers(plot, chart.Series[i], xScale, ChartStyle.For(names, i));
        }

        foreach (var (marker, first) in chart.Markers.Select((m, i) => (m, chart.Markers.Take(i).All(o => o.Label != m.Label))))
        {
            var series = chart.Series.First(s => s.Name == marker.Series);
            var x = ScaleMap.Forward(xScale, marker.X);
            var point = plot.Add.Marker(x, Interpolate(series, xScale, x), Shape(marker.Shape), 20, ChartStyle.Ink);
            point.MarkerLineWidth = 2.5f;
            point.LegendText = first ? marker.Label : string.Empty;
            if (series.RightAxis)
            {
                point.Axes.YAxis = plot.Axes.Right;
            }
        }

        var unit = string.IsNullOrWhiteSpace(chart.Y.Unit) ? string.Empty : " " + chart.Y.Unit;
        for (var r = 0; r < chart.References.Count; r++)
        {
            var (color, pattern) = ChartStyle.ReferenceStyle(r);
            var line = plot.Add.HorizontalLine(chart.References[r].Value, 2, color, pattern);
            line.LegendText = outside.Contains(r) ? ReferenceText(chart.References[r], unit) : string.Empty;
        }

        foreach (var boundary in chart.Boundaries)
        {
            plot.Add.VerticalLine(ScaleMap.Forward(xScale, boundary.X), 1.2f, ChartStyle.Whisker, LinePattern.Dotted);
        }

        foreach (var cut in chart.XBreaks)
        {
            // A span left out: a dashed line, and a break mark where it crosses the axis.
            var at = ScaleMap.Forward(xScale, cut);
            plot.Add.VerticalLine(at, 1.5f, ChartStyle.Muted, LinePattern.Dashed).LegendText = string.Empty;
            var mark = plot.Add.Text("//", at, 0);
            mark.LabelFontSize = 16;
            mark.LabelBold = true;
            mark.LabelFontColor = ChartStyle.Muted;
            mark.LabelBackgroundColor = Colors.White;
            mark.LabelAlignment = Alignment.MiddleCenter;
        }

        frame.Axis(plot.Axes.Bottom, chart.X.Title, xScale, xLow, xHigh);
        if (chart.XApart is { } apart)
        {
            // The numbers stop half a step before the place apart, where a dashed line marks the gap.
            var at = ScaleMap.Forward(xScale, apart.X);
            plot.Axes.Bottom.TickGenerator = ScaleTicks.Log2Apart(xLow, at - 0.5, at, apart.Label);
            plot.Add.VerticalLine(at - 0.5, 1, ChartStyle.Muted.WithAlpha(0.6), LinePattern.Dashed).LegendText = string.Empty;
        }

        if (chart.XTicks.Count > 0)
        {
            // Exactly the values given (a sweep's measured ones), and the place apart's label, if any.
            var ticks = new ScottPlot.TickGenerators.NumericManual();
            foreach (var (x, label) in chart.XTicks)
            {
                ticks.AddMajor(ScaleMap.Forward(xScale, x), label);
            }

            if (chart.XApart is { } place)
            {
                ticks.AddMajor(ScaleMap.Forward(xScale, place.X), place.Label);
            }

            plot.Axes.Bottom.TickGenerator = ticks;
        }
        var left = chart.Series.Where(s => !s.RightAxis).SelectMany(s => s.Points.Select(p => p.Y).Concat(s.Intervals.Select(w => w.High))).Concat(chart.References.Select(r => r.Value)).DefaultIfEmpty(1).Max();
        var right = chart.Series.Where(s => s.RightAxis).SelectMany(s => s.Points).Select(p => p.Y).DefaultIfEmpty(1).Max();
        frame.Axis(plot.Axes.Left, chart.Y.Title, AxisScale.Linear, 0, Math.Max(left, 1e-9) * 1.1);
        if (chart.RightY is { } rightAxis)
        {
            frame.Axis(plot.Axes.Right, rightAxis.Title, AxisScale.Linear, 0, Math.Max(right, 1e-9) * 1.1);
        }

        var legend = chart.Series.Count > 1 || chart.Markers.Count > 0 || outside.Count > 0;
        frame.Finish(legend, right: chart.RightY is null ? 40 : ChartStyle.Margin);

        // Room at the top: above each reference line for its label, and a band for the boundaries' labels.
        var area = frame.DataRect();
        var band = chart.Boundaries.Count == 0 ? 10 : (BoundaryTextSize * 1.3f) + 12;
        var dataTop = chart.Series.Where(s => !s.RightAxis).SelectMany(s => s.Points.Select(p => p.Y).Concat(s.Intervals.Select(w => w.High))).DefaultIfEmpty(0).Max();
        // A label's box above its line: 4 px off the line, its height (ReferenceLabels), and 2 px of air.
        // A boundary's label in the band is kept above a reference line's label too (a tune's "final round" met its limit's).
        var top = chart.References.Select(r => BarChartDrawer.Headroom(r.Value, (ReferenceTextSize * 1.3) + 6 + 4 + 2 + (chart.Boundaries.Count == 0 ? 0 : band), 0, area.Height))
            .Append(BarChartDrawer.Headroom(dataTop, band, 0, area.Height))
            .Max();
        // Where no place near its line is clear of the data for a limit's label, the axis's top is raised, a step at a time
        // (up to about 10x), until one is: the data moves down and leaves the label room, rather than the label covering
        // it (restore-buffercount's label box over the 4-file line, a whisker through its text). Never past the top that
        // keeps the data's highest point at MinDataShare of the plot's height: a label still without a clear place then
        // goes to the legend (the caller draws the chart again so), its number alone on the line where that is clear.
        var highest = dataTop > 0 ? Math.Max(top, dataTop / MinDataShare) : top * 10;
        var placed = PlaceReferenceLabels(chart, area, xLow, xHigh, top, band, outside);
        for (var raised = top; placed.Any(p => !p.Clear) && raised * 1.06 <= Math.Min(top * 10, highest);)
        {
            raised *= 1.06;
            var tried = PlaceReferenceLabels(chart, area, xLow, xHigh, raised, band, outside);
            if (tried.All(p => p.Clear))
            {
                (top, placed) = (raised, tried);
            }
        }

        var unplaced = placed.Where(p => !p.Clear).Select(p => p.Index).ToHashSet();
        if (outside.Count == 0 && unplaced.Count > 0)
        {
            return (frame, unplaced);
        }

        // A label in the legend is on its line as its number only where that is clear; never over the data.
        placed = [.. placed.Where(p => p.Clear || !outside.Contains(p.Index))];

        frame.Axis(plot.Axes.Left, chart.Y.Title, AxisScale.Linear, 0, Math.Max(top, 1e-9));
        if (chart.RightY is { } axis)
        {
            frame.Axis(plot.Axes.Right, axis.Title, AxisScale.Linear, 0, Math.Max(BarChartDrawer.Headroom(right, band, 0, area.Height), 1e-9));
        }

        ReferenceLabels(plot, chart, placed, area, xLow, xHigh, top);
        BoundaryLabels(plot, chart, area, xLow, xHigh, top);
        return (frame, []);
    }

    private static MarkerShape Shape(PointShape shape) => shape switch
    {
        PointShape.Square => MarkerShape.OpenSquare,
        PointShape.Triangle => MarkerShape.OpenTriangleUp,
        _ => MarkerShape.OpenDiamond,
    };

    // Each interval of a series as a vertical bar with short caps, in the series' colour, a little thinner than its line.
    private static void Whiskers(Plot plot, LineSeries series, AxisScale scale, Color color)
    {
        foreach (var (x, low, high) in series.Intervals)
        {
            var at = ScaleMap.Forward(scale, x);
            var cap = scale == AxisScale.Log2 ? 0.06 : 0;
            foreach (var (x1, y1, x2, y2) in new[] { (at, low, at, high), (at - cap, low, at + cap, low), (at - cap, high, at + cap, high) }.Where(l => l.Item1 != l.Item3 || l.Item2 != l.Item4))
            {
                var line = plot.Add.Line(x1, y1, x2, y2);
                line.LineColor = color;
                line.LineWidth = 1.6f;
                line.LegendText = string.Empty;
                if (series.RightAxis)
                {
                    line.Axes.YAxis = plot.Axes.Right;
                }
            }
        }
    }

    /// <summary>
    /// The x axis's range over <paramref name="xs"/> (already mapped): a third of a step beyond each end on a log2 scale;
    /// on a linear one 2% of the span beyond each end, so the last point (a line's end, a marker) is not drawn on the
    /// frame, but not below 0 when every x is at least 0 (time since the start begins at the axis).
    /// </summary>
    internal static (double Low, double High) XRange(IReadOnlyList<double> xs, AxisScale scale)
    {
        var (low, high) = (xs.Min(), xs.Max());
        if (scale == AxisScale.Log2)
        {
            return (low - 0.35, high + 0.35);
        }

        var pad = high - low < 1e-9 ? 1 : 0.02 * (high - low);
        return (low >= 0 ? Math.Max(0, low - pad) : low - pad, high + pad);
    }

    // Each reference line's label sits on its line, at the right or left end, above or below it: the first of those
    // places whose box covers no point or line of the data nor an earlier label; where every place does (series running
    // just above and just below the line), the nearest place moved away from the line, a label's height at a time (up
    // to three), that covers nothing; else (Draw) the axis's top is raised until one is clear, but not so far that the data
    // falls below MinDataShare of the plot's height: past that the label goes to the legend, and only its number is on the
    // line, where a place is clear (else none); only where even a 10x higher top leaves none (a label not in the legend),
    // the place on the line covering the least.
    /// <summary>
    /// "volume limit ...: 1,108 MB/s": a reference line's label, a limit of 100 or more whole as the titles and sentences
    /// give it (<see cref="Numbers.Whole"/>), not rounded to three digits ("1,110").
    /// </summary>
    internal static string ReferenceText(ReferenceLine reference, string unit) =>
        $"{reference.Label}: {NumberText(reference, unit)}";

    /// <summary>"1,108 MB/s": a reference line's label on its line when its whole text is in the legend.</summary>
    internal static string NumberText(ReferenceLine reference, string unit) =>
        $"{(Math.Abs(reference.Value) >= 100 ? Numbers.Whole(reference.Value) : Numbers.Value(reference.Value))}{unit}";

    /// <summary>A reference line's label as placed: its text, place, distance off its line, box, and whether the box is clear of the data.</summary>
    private sealed record PlacedLabel(int Index, ReferenceLine Reference, string Text, (bool Right, bool Above) Place, float Away, PixelRect Box, float Width, bool Clear);

    // Each label's place with the axis running from 0 to top: the first clear place (see above), else the place on the line
    // covering the least (not clear: the caller raises the axis's top and tries again). Kept below the boundaries' band.
    // A label whose index is in shortened (its whole text in the legend) is its number alone.
    private static List<PlacedLabel> PlaceReferenceLabels(LineChart chart, PixelRect area, double xLow, double xHigh, double top, float band, HashSet<int> shortened)
    {
        var unit = string.IsNullOrWhiteSpace(chart.Y.Unit) ? string.Empty : " " + chart.Y.Unit;
        var height = (float)(ReferenceTextSize * 1.3) + 6;
        var ink = Ink(chart, area, xLow, xHigh, top);
        var ceiling = area.Top + (chart.Boundaries.Count == 0 ? 0 : band);
        var taken = new List<PixelRect>();
        var placed = new List<PlacedLabel>();
        foreach (var (reference, index) in chart.References.Select((r, i) => (r, i)).OrderByDescending(p => p.r.Value))
        {
            // A label wider than the plot is wrapped, not cut at its edge (a shared volume's copy limit, with its write
            // alone, ran past the left edge of a restore sweep).
            var lines = TextFit.Wrap(shortened.Contains(index) ? NumberText(reference, unit) : ReferenceText(reference, unit), ReferenceTextSize, area.Width - 20, bold: true);
            var text = string.Join("\n", lines);
            var width = lines.Max(l => TextFit.Width(l, ReferenceTextSize, bold: true)) + 8;
            var tall = height + ((lines.Count - 1) * (float)(ReferenceTextSize * 1.3));
            var y = (float)(area.Bottom - (reference.Value / top * area.Height));
            var places = Enumerable.Range(0, 4).SelectMany(away => Places.Select(p => (Place: p, Away: away * height)))
                .Select(p => (p.Place, p.Away, Box: new PixelRect(
                    p.Place.Right ? area.Right - 6 - width : area.Left + 6, p.Place.Right ? area.Right - 6 : area.Left + 6 + width,
                    p.Place.Above ? y - 4 - p.Away : y + 4 + tall + p.Away, p.Place.Above ? y - 4 - tall - p.Away : y + 4 + p.Away)))
                .Where(p => p.Box.Top >= ceiling && p.Box.Bottom <= area.Bottom)
                .Select(p => (p.Place, p.Away, p.Box, Covered: ink.Count(point => p.Box.Contains(point)) + (taken.Any(t => Overlap(t, p.Box)) ? 1000 : 0)))
                .ToList();
            var best = places.Count == 0 ? (Place: Places[0], Away: 0f, Box: new PixelRect(0, 0, 0, 0), Covered: 1)
                : places.Any(p => p.Covered == 0) ? places.First(p => p.Covered == 0)
                : places.Where(p => p.Away == 0).DefaultIfEmpty(places[0]).MinBy(p => p.Covered);
            taken.Add(best.Box);
            placed.Add(new PlacedLabel(index, reference, text, best.Place, best.Away, best.Box, width, best.Covered == 0));
        }

        return placed;
    }

    private static void ReferenceLabels(Plot plot, LineChart chart, IReadOnlyList<PlacedLabel> placed, PixelRect area, double xLow, double xHigh, double top)
    {
        var ink = Ink(chart, area, xLow, xHigh, top);
        foreach (var (index, reference, text, place, away, _, width, _) in placed)
        {
            var best = (Place: place, Away: away);
            var y = (float)(area.Bottom - (reference.Value / top * area.Height));
            var label = plot.Add.Text(text, place.Right ? xHigh : xLow, reference.Value);
            label.LabelFontSize = ReferenceTextSize;
            label.LabelFontColor = ChartStyle.ReferenceStyle(index).Color;
            label.LabelBold = true;
            label.LabelAlignment = (place.Right, place.Above) switch
            {
                (true, true) => Alignment.LowerRight,
                (true, false) => Alignment.UpperRight,
                (false, true) => Alignment.LowerLeft,
                _ => Alignment.UpperLeft,
            };
            label.LabelBackgroundColor = Colors.White.WithAlpha(0.85);
            label.OffsetX = place.Right ? -6 : 6;
            label.OffsetY = place.Above ? -4 - best.Away : 4 + best.Away;
            if (best.Away > 0)
            {
                // Moved off its line (the data covers every place on it): a leader from the line to the label, so the label
                // is not read as a value of its own (a tune chart's 542 MB/s limit read as about 700).
                var (from, to) = Leader(reference.Value, place.Above, best.Away, area, top);
                // At the label's inner end, away from the plot's edge, where the line's first or last point sits (a stroke
                // beside that point read as a mark of its own), unless the data crosses there: then further along the label,
                // where it crosses none (a stroke across a data line read as part of it).
                var (inner, outer) = place.Right ? (area.Right - width, area.Right - 12f) : (area.Left + width, area.Left + 12f);
                var labelEdge = place.Above ? y - 4 - best.Away : y + 4 + best.Away;
                var x = xLow + ((LeaderX(ink, inner, outer, y, labelEdge) - (double)area.Left) / area.Width * (xHigh - xLow));
                var leader = plot.Add.Line(x, from, x, to);
                leader.LineColor = ChartStyle.ReferenceStyle(index).Color;
                leader.LineWidth = 1.5f;
                leader.LegendText = string.Empty;
            }
        }
    }

    /// <summary>
    /// Where a leader from the line at pixel height <paramref name="from"/> to the label's edge at <paramref name="to"/>
    /// stands: the first place from the label's <paramref name="inner"/> end toward its <paramref name="outer"/> one, in
    /// steps of 8 px, whose stroke crosses no <paramref name="ink"/>; where every place does, the one crossing the least.
    /// </summary>
    internal static float LeaderX(IReadOnlyList<Pixel> ink, float inner, float outer, float from, float to)
    {
        var (low, high) = (Math.Min(from, to) - 2, Math.Max(from, to) + 2);
        var step = outer >= inner ? 8f : -8f;
        var places = Enumerable.Range(0, (int)(Math.Abs(outer - inner) / 8) + 1).Select(i => inner + (i * step)).ToList();
        int Crossed(float x) => ink.Count(p => Math.Abs(p.X - x) <= 4 && p.Y >= low && p.Y <= high);
        return places.FirstOrDefault(x => Crossed(x) == 0, places.MinBy(Crossed));
    }

    /// <summary>
    /// The leader of a reference line's label moved <paramref name="away"/> pixels off its line: from the line's value to
    /// the label's near edge, in axis units (the axis running from 0 to <paramref name="top"/> over the area's height).
    /// </summary>
    internal static (double From, double To) Leader(double value, bool above, float away, PixelRect area, double top)
    {
        var pixels = 4 + away;
        var units = pixels / area.Height * top;
        return (value, above ? value + units : value - units);
    }

    // Pixels the data occupies on the left axis: every point, marked point, and points every 3 px along each line.
    private static List<Pixel> Ink(LineChart chart, PixelRect area, double xLow, double xHigh, double top)
    {
        Pixel At(double x, double y) => new(
            (float)(area.Left + ((ScaleMap.Forward(chart.X.Scale, x) - xLow) / (xHigh - xLow) * area.Width)),
            (float)(area.Bottom - (y / top * area.Height)));
        var ink = new List<Pixel>();
        foreach (var series in chart.Series.Where(s => !s.RightAxis))
        {
            foreach (var segment in series.Segments())
            {
                var points = segment.Select(p => At(p.X, p.Y)).ToList();
                ink.AddRange(points);
                foreach (var (a, b) in points.Zip(points.Skip(1)))
                {
                    var steps = (int)Math.Ceiling(Math.Max(Math.Abs(b.X - a.X), Math.Abs(b.Y - a.Y)) / 3);
                    ink.AddRange(Enumerable.Range(1, Math.Max(0, steps - 1)).Select(i => new Pixel(a.X + ((b.X - a.X) * i / steps), a.Y + ((b.Y - a.Y) * i / steps))));
                }
            }
        }

        // Whiskers too (a label over one hides where an interval ends; a leader beside one reads as part of it): the bar
        // and its caps every 3 pixels.
        foreach (var series in chart.Series.Where(s => !s.RightAxis))
        {
            foreach (var (x, low, high) in series.Intervals)
            {
                var (bottom, upper) = (At(x, low), At(x, high));
                var steps = Math.Max(1, (int)Math.Ceiling(Math.Abs(bottom.Y - upper.Y) / 3));
                ink.AddRange(Enumerable.Range(0, steps + 1).Select(i => new Pixel(bottom.X, bottom.Y + ((upper.Y - bottom.Y) * i / steps))));
                var cap = chart.X.Scale == AxisScale.Log2
                    ? Math.Abs(At(ScaleMap.Inverse(chart.X.Scale, ScaleMap.Forward(chart.X.Scale, x) + 0.06), low).X - bottom.X)
                    : 0;
                var across = (int)Math.Ceiling(2 * cap / 3);
                ink.AddRange(Enumerable.Range(0, across + 1).Select(i => (float)(-cap + (2 * cap * i / Math.Max(1, across))))
                    .SelectMany(dx => new[] { bottom.WithOffset(dx, 0), upper.WithOffset(dx, 0) }));
            }
        }

        foreach (var marker in chart.Markers)
        {
            var series = chart.Series.First(s => s.Name == marker.Series);
            if (!series.RightAxis)
            {
                var center = At(marker.X, Interpolate(series, chart.X.Scale, ScaleMap.Forward(chart.X.Scale, marker.X)));
                ink.AddRange([center, center.WithOffset(-10, -10), center.WithOffset(10, -10), center.WithOffset(-10, 10), center.WithOffset(10, 10)]);
            }
        }

        return ink;
    }

    private static bool Overlap(PixelRect a, PixelRect b) => a.Left < b.Right && b.Left < a.Right && a.Top < b.Bottom && b.Top < a.Bottom;

    // Each boundary's label starts just right of its line, in the band at the top, cut to the room before the next.
    private static void BoundaryLabels(Plot plot, LineChart chart, PixelRect area, double xLow, double xHigh, double top)
    {
        var positions = chart.Boundaries.Select(b => ScaleMap.Forward(chart.X.Scale, b.X)).Append(xHigh).ToList();
        var perUnit = area.Width / (xHigh - xLow);
        for (var i = 0; i < chart.Boundaries.Count; i++)
        {
            var room = (float)((positions[i + 1] - positions[i]) * perUnit) - 8;
            var before = (float)((positions[i] - (i == 0 ? xLow : positions[i - 1])) * perUnit) - 8;
            var (text, left) = Side(chart.Boundaries[i].Label, room, before);
            if (text.Length == 0)
            {
                continue;
            }

            var label = plot.Add.Text(text, positions[i], top);
            label.LabelFontSize = BoundaryTextSize;
            label.LabelFontColor = ChartStyle.Muted;
            label.LabelAlignment = left ? Alignment.UpperRight : Alignment.UpperLeft;
            label.OffsetX = left ? -4 : 4;
            label.OffsetY = 5;
        }
    }

    /// <summary>
    /// Where a boundary's label goes: right of its line when it fits in the <paramref name="after"/> pixels before the next;
    /// else left of it (ending at the line) when it fits in the <paramref name="before"/> pixels since the one before (a
    /// tune's final round, at the right end, was cut to "final round: 3 settings side b…"); else cut to the larger room.
    /// </summary>
    internal static (string Text, bool Left) Side(string label, float after, float before)
    {
        var whole = TextFit.Width(label, BoundaryTextSize);
        return whole <= after ? (label, false)
            : whole <= before ? (label, true)
            : before > after ? (Fit(label, before), true) : (Fit(label, after), false);
    }

    // The label, or as much of it as fits with an ellipsis; empty when not even three letters fit.
    private static string Fit(string label, float room)
    {
        if (TextFit.Width(label, BoundaryTextSize) <= room)
        {
            return label;
        }

        for (var length = label.Length - 1; length >= 3; length--)
        {
            var cut = string.Concat(label.AsSpan(0, length).TrimEnd(), "…");
            if (TextFit.Width(cut, BoundaryTextSize) <= room)
            {
                return cut;
            }
        }

        return string.Empty;
    }

    /// <summary>
    /// y of <paramref name="series"/> at axis position <paramref name="x"/> (already mapped): straight between its
    /// neighbours on the axis's scale where its line runs there; in a break of the line or beyond its ends (where no line
    /// runs) the y of the nearest point.
    /// </summary>
    internal static double Interpolate(LineSeries series, AxisScale scale, double x)
    {
        var segments = series.Segments().Select(s => s.Select(p => (X: ScaleMap.Forward(scale, p.X), p.Y)).ToList()).ToList();
        foreach (var points in segments.Where(s => s[0].X <= x + 1e-9 && x - 1e-9 <= s[^1].X))
        {
            for (var i = 0; i < points.Count; i++)
            {
                if (Math.Abs(points[i].X - x) < 1e-9)
                {
                    return points[i].Y;
                }

                if (i > 0 && points[i - 1].X < x && x < points[i].X)
                {
                    var t = (x - points[i - 1].X) / (points[i].X - points[i - 1].X);
                    return points[i - 1].Y + (t * (points[i].Y - points[i - 1].Y));
                }
            }
        }

        return segments.SelectMany(s => s).MinBy(p => Math.Abs(p.X - x)).Y;
    }
}
