using ScottPlot;

namespace Bench.Plots.Rendering;

/// <summary>
/// The look every chart shares: colours (Okabe-Ito, safe for colour-blind readers), text sizes, margins. Colours go by
/// meaning, decided here only (<see cref="For"/>): IFI off and IFI on have the same two colours in every chart that shows
/// them; any other series (runs in a comparison, sweep lines, phases, counters) takes the next of a set that never uses
/// the IFI pair, so blue never means "IFI off" in one chart and "the disk run" in the next.
/// </summary>
internal static class ChartStyle
{
    /// <summary>The series name that always takes <see cref="IfiOff"/>.</summary>
    public const string IfiOffName = "IFI off";

    /// <summary>The series name that always takes <see cref="IfiOn"/>.</summary>
    public const string IfiOnName = "IFI on";

    /// <summary>IFI off, in every chart (Okabe-Ito blue).</summary>
    public static Color IfiOff { get; } = Color.FromHex("#0072B2");

    /// <summary>IFI on, in every chart (Okabe-Ito orange).</summary>
    public static Color IfiOn { get; } = Color.FromHex("#E69F00");

    /// <summary>Every other series, in order: none is near the IFI pair (no blue, no orange).</summary>
    private static readonly Color[] SeriesColors =
    [
        Color.FromHex("#009E73"), Color.FromHex("#CC79A7"), Color.FromHex("#000000"), Color.FromHex("#D55E00"),
        Color.FromHex("#F0E442"), Color.FromHex("#8C510A"), Color.FromHex("#999999"), Color.FromHex("#01665E"),
    ];

    /// <summary>How many series can have a colour of their own.</summary>
    public static int MaxSeries => SeriesColors.Length;

    /// <summary>Text: titles, labels, values.</summary>
    public static Color Ink { get; } = Color.FromHex("#1a1a1a");

    /// <summary>Secondary text: subtitle, footer, axis titles.</summary>
    public static Color Muted { get; } = Color.FromHex("#555555");

    /// <summary>Major grid lines.</summary>
    public static Color Grid { get; } = Color.FromHex("#dddddd");

    /// <summary>Minor grid lines (log scales).</summary>
    public static Color MinorGrid { get; } = Color.FromHex("#f0f0f0");

    /// <summary>Reference lines (the volume's limit).</summary>
    public static Color Reference { get; } = Color.FromHex("#b2182b");

    /// <summary>A second reference line (e.g. the read-while-writing limit beside the volume's).</summary>
    public static Color SecondReference { get; } = Color.FromHex("#5e3c99");

    /// <summary>The colour and pattern of reference line number <paramref name="index"/>: red dashed, then purple dotted.</summary>
    public static (Color Color, LinePattern Pattern) ReferenceStyle(int index) =>
        index % 2 == 0 ? (Reference, LinePattern.Dashed) : (SecondReference, LinePattern.Dotted);

    /// <summary>Interval whiskers and boundaries.</summary>
    public static Color Whisker { get; } = Color.FromHex("#333333");

    /// <summary>
    /// What a chart of <see cref="Width"/> is scaled by when report.html prints on A4: the page's width less its margins
    /// (<see cref="PrintMarginMm"/> each side, which the print CSS sets), 190 mm, at 96 px an inch, over the chart's width:
    /// about 0.72. Every text size below is chosen so that it prints at 8 pt or more (the footer at 7 pt or more) so scaled
    /// (<see cref="PrintedPoints"/>, which PrintSizeTests holds them to): 15 px ticks, legends and values at about 8.1 pt,
    /// the 13 px footer at about 7 pt. Not <see cref="ChartRenderer.PrintScale"/>, the pixel density the PNGs are drawn at.
    /// </summary>
    public static double PrintScale => (210 - (2 * PrintMarginMm)) / 25.4 * 96 / Width;

    /// <summary>The printed page's margin, each side, in mm (report.html's @page rule; Letter is wider, so prints larger).</summary>
    public const double PrintMarginMm = 10;

    /// <summary>The points a text of <paramref name="pixels"/> logical pixels prints at on A4 (<see cref="PrintScale"/>).</summary>
    public static double PrintedPoints(float pixels) => pixels * PrintScale * 72 / 96;

    public const float TitleSize = 18;
    /// <summary>The subtitle's size: 16 px prints at about 8.6 pt on A4 (<see cref="PrintScale"/>).</summary>
    public const float SubtitleSize = 16;
    public const float AxisTitleSize = 15;
    public const float TickSize = 15;
    public const float LegendSize = 15;
    public const float ValueSize = 15;
    public const float NoteSize = 16;
    public const float FooterSize = 13;

    /// <summary>The width of every chart (logical pixels; a chart needing more room grows taller, never wider): one text size across a report.</summary>
    public const int Width = 1000;

    /// <summary>Blank space between the figure's edge and any text.</summary>
    public const float Margin = 16;

    /// <summary>The width a chart of <see cref="Width"/> wraps its title and subtitle to.</summary>
    public const float TextWidth = Width - (2 * Margin);

    /// <summary>The colour of the non-IFI series number <paramref name="index"/> (counted among the chart's non-IFI series).</summary>
    public static Color Series(int index) => SeriesColors[index % SeriesColors.Length];

    /// <summary>
    /// The colour of series <paramref name="index"/> of <paramref name="names"/>: <see cref="IfiOff"/> or <see cref="IfiOn"/>
    /// by name, else the next of the other set, counted among the series that are not IFI off or on.
    /// </summary>
    public static Color For(IReadOnlyList<string> names, int index)
    {
        ArgumentNullException.ThrowIfNull(names);
        return names[index] switch
        {
            IfiOffName => IfiOff,
            IfiOnName => IfiOn,
            _ => Series(names.Take(index).Count(n => n is not (IfiOffName or IfiOnName))),
        };
    }
}
