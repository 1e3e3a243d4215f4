namespace Bench.Plots.Rendering;

/// <summary>Checks a chart before drawing it: every problem is an <see cref="ArgumentException"/> naming the chart, the field and what is allowed.</summary>
internal static class ChartCheck
{
    /// <summary>Checks what every chart has: name, title, footer.</summary>
    public static void Common(IChart chart)
    {
        ArgumentNullException.ThrowIfNull(chart);
        if (string.IsNullOrWhiteSpace(chart.Name) || chart.Name.Any(c => !(char.IsAsciiLetterLower(c) || char.IsAsciiDigit(c) || c is '-' or '_' or '.')))
        {
            throw new ArgumentException($"chart name '{chart.Name}': use lower-case letters, digits, '-', '_' and '.' only (it becomes the file name)", nameof(chart));
        }

        Require(chart, string.IsNullOrWhiteSpace(chart.Title), "Title is empty; say what was measured");
        Require(chart, chart.Footer is null || string.IsNullOrWhiteSpace(chart.Footer.Run) || string.IsNullOrWhiteSpace(chart.Footer.Host), "Footer needs the run label and the host");
    }

    /// <summary>Checks a bar chart.</summary>
    public static void Bars(BarChart chart)
    {
        Common(chart);
        Require(chart, chart.Values.Scale == AxisScale.Log2, "Values.Scale is Log2; a bar chart's value axis is Linear or Log10");
        Require(chart, chart.Groups.Count == 0, "Groups is empty; a bar chart needs at least one group");
        var series = chart.Groups.SelectMany(g => g.Bars).Select(b => b.Series).Distinct().Count();
        Require(chart, series > ChartStyle.MaxSeries, Invariant($"has {series} series; at most {ChartStyle.MaxSeries} can be told apart"));
        for (var g = 0; g < chart.Groups.Count; g++)
        {
            var group = chart.Groups[g];
            Require(chart, group.Bars.Count == 0, Invariant($"Groups[{g}] ('{group.Label}') has no bars"));
            foreach (var bar in group.Bars)
            {
                Value(chart, chart.Values.Scale, bar.Value, Invariant($"Groups[{g}] ('{group.Label}') bar '{bar.Series}' Value"));
                if (bar.Lower is { } low)
                {
                    Value(chart, chart.Values.Scale, low, Invariant($"Groups[{g}] ('{group.Label}') bar '{bar.Series}' Lower"));
                }

                if (bar.Upper is { } high)
                {
                    Value(chart, chart.Values.Scale, high, Invariant($"Groups[{g}] ('{group.Label}') bar '{bar.Series}' Upper"));
                }
            }

            Require(chart, group.Bars.GroupBy(b => b.Series).Any(s => s.Count() > 1), Invariant($"Groups[{g}] ('{group.Label}') has two bars of one series"));
        }
    }

    /// <summary>Checks a line chart.</summary>
    public static void Lines(LineChart chart)
    {
        Common(chart);
        Require(chart, chart.Series.Count == 0 || chart.Series.Any(s => s.Points.Count == 0), "every series needs at least one point");
        Require(chart, chart.Series.Count > ChartStyle.MaxSeries, Invariant($"has {chart.Series.Count} series; at most {ChartStyle.MaxSeries} can be told apart"));
        Require(chart, chart.Y.Scale != AxisScale.Linear || chart.RightY is { Scale: not AxisScale.Linear }, "Y and RightY must be Linear (throughput and percentages start at zero)");
        Require(chart, chart.X.Scale == AxisScale.Log10, "X.Scale is Log10; use Linear (time) or Log2 (doubling parameters)");
        Require(chart, chart.Series.Any(s => s.RightAxis) && chart.RightY is null, "a series is on the right axis but RightY is null");
        foreach (var line in chart.Series)
        {
            foreach (var (x, y) in line.Points)
            {
                Value(chart, chart.X.Scale, x, $"series '{line.Name}' X");
                Value(chart, AxisScale.Linear, y, $"series '{line.Name}' Y");
            }
        }

        foreach (var marker in chart.Markers)
        {
            var line = chart.Series.FirstOrDefault(s => s.Name == marker.Series);
            Require(chart, line is null, $"marker '{marker.Label}' names series '{marker.Series}', which the chart does not have");
            Require(chart, marker.X < line!.Points.Min(p => p.X) || marker.X > line.Points.Max(p => p.X), Invariant($"marker '{marker.Label}' X = {marker.X} is outside series '{marker.Series}' ({line.Points.Min(p => p.X)} to {line.Points.Max(p => p.X)})"));
        }

        foreach (var boundary in chart.Boundaries)
        {
            Value(chart, chart.X.Scale, boundary.X, $"boundary '{boundary.Label}' X");
        }

        foreach (var cut in chart.XBreaks)
        {
            Value(chart, chart.X.Scale, cut, "x axis break");
            Require(chart, chart.XTicks.Count == 0, Invariant($"x axis break at {cut} without ticks of their own: the scale's ticks would not say the values beyond it"));
        }

        if (chart.XApart is { } apart)
        {
            Require(chart, chart.X.Scale != AxisScale.Log2, "XApart needs a Log2 x axis (it is drawn a doubling past the axis's values)");
            Value(chart, chart.X.Scale, apart.X, $"XApart '{apart.Label}' X");
            // The values before it: those not at its place (within a quarter doubling of it: points there may be set side by side).
            var before = chart.Series.SelectMany(s => s.Points).Select(p => p.X).Where(x => Math.Abs(Math.Log2(x / apart.X)) > 0.25).DefaultIfEmpty(0).Max();
            Require(chart, before >= apart.X, Invariant($"XApart '{apart.Label}' X = {apart.X} is not past the axis's values (up to {before})"));
            Require(chart, string.IsNullOrWhiteSpace(apart.Label), "XApart has no label; say what it stands for (e.g. default)");
        }

        foreach (var reference in chart.References)
        {
            Value(chart, AxisScale.Linear, reference.Value, $"reference '{reference.Label}' Value");
        }
    }

    /// <summary>Checks a stacked bar chart.</summary>
    public static void Stacked(StackedBarChart chart)
    {
        Common(chart);
        Require(chart, chart.Values.Scale != AxisScale.Linear, "Values.Scale must be Linear (segments add up)");
        Require(chart, chart.Bars.Count == 0 || chart.Segments.Count == 0, "needs at least one bar and one segment");
        Require(chart, chart.Segments.Count > ChartStyle.MaxSeries, Invariant($"has {chart.Segments.Count} segments; at most {ChartStyle.MaxSeries} can be told apart"));
        for (var b = 0; b < chart.Bars.Count; b++)
        {
            var bar = chart.Bars[b];
            Require(chart, bar.Values.Count != chart.Segments.Count, Invariant($"Bars[{b}] ('{bar.Label}') has {bar.Values.Count} values for {chart.Segments.Count} segments"));
            for (var s = 0; s < bar.Values.Count; s++)
            {
                Value(chart, AxisScale.Linear, bar.Values[s], Invariant($"Bars[{b}] ('{bar.Label}') segment '{chart.Segments[s]}'"));
            }
        }
    }

    private static void Value(IChart chart, AxisScale scale, double value, string field)
    {
        if (!double.IsFinite(value) || value < 0 || (scale != AxisScale.Linear && value <= 0))
        {
            var allowed = scale == AxisScale.Linear ? "a finite value of 0 or more" : $"a finite value above 0 (the axis is {scale})";
            throw new ArgumentException(Invariant($"chart '{chart.Name}': {field} is {value}; allowed: {allowed}"), nameof(chart));
        }
    }

    private static void Require(IChart chart, bool broken, string message)
    {
        if (broken)
        {
            throw new ArgumentException($"chart '{chart.Name}': {message}", nameof(chart));
        }
    }

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
