using System.Xml.Linq;
using Bench.Plots.Charts;
using Bench.Results;

namespace Bench.Plots.Tests.Rendering;

/// <summary>
/// A chart's footer gives the run's whole --note (up to the 300 characters it may have), wrapped to the chart's width: the
/// chart grows by the lines past two, so the data keeps its height and the footer is neither cut nor over the plot.
/// </summary>
public sealed class FooterNoteTests
{
    /// <summary>A --note of 300 characters, the most allowed.</summary>
    internal const string LongNote =
        "hdd stand-in: RAM-backed loop device throttled by the block-I/O cgroup to 150 MiB/s and 150 IOPS each way (io.max on " +
        "cgroup v2: rbps, wbps 157286400, riops, wiops 150; an ext4 on a loop device over /dev/shm, made by the ssd-vs-hdd " +
        "script as the ssd run's volume), to stand in for a slow spinning disk";

    private static RunSummary Noted(string note) => FixedRuns.Hdd with { Manifest = FixedRuns.Hdd.Manifest with { Note = note } };

    public static TheoryData<string> Kinds { get; } = new("restore-buffercount", "ifi-create", "phases-restore");

    [Fact]
    public void The_long_note_is_the_most_a_note_may_have()
    {
        Assert.Equal(300, LongNote.Length);
    }

    [Theory]
    [MemberData(nameof(Kinds))]
    public void A_charts_footer_gives_a_long_note_whole_on_more_lines_the_data_keeping_its_height(string name)
    {
        var (shortChart, longChart) = (Chart(Noted("hdd stand-in"), name), Chart(Noted(LongNote), name));

        var (brief, whole) = (ChartRenderer.Render(shortChart), ChartRenderer.Render(longChart));

        Assert.Contains($"({LongNote})", longChart.Footer.Text, StringComparison.Ordinal);
        Assert.True(whole.Height > brief.Height, $"the chart with the long note is {whole.Height} px tall, as the one with a short note ({brief.Height}): its footer's extra lines took the data's room");
        Assert.InRange(whole.DataArea.Height - brief.DataArea.Height, -1, 1);
        Assert.InRange(whole.DataArea.Top - brief.DataArea.Top, -1, 1);
        // Nothing drawn in the margin below the footer: its last line is not cut at the chart's foot.
        var picture = Picture.Decode(whole.Png);
        Assert.Equal(0, picture.Inked(0, picture.Height - (8 * whole.Scale), picture.Width, picture.Height));
        var footer = picture.Inked(0, (int)(whole.DataArea.Bottom * whole.Scale), picture.Width, picture.Height) - Picture.Decode(brief.Png).Inked(0, (int)(brief.DataArea.Bottom * brief.Scale), picture.Width, picture.Height);
        Assert.True(footer > 2_000, $"the long note's footer has {footer} more pixels of ink below the data area than the short one's");
        // The SVG is the PNG's size and carries the same lines.
        var svg = XDocument.Parse(whole.Svg).Root!;
        Assert.Equal(whole.Height.ToString(System.Globalization.CultureInfo.InvariantCulture), svg.Attribute("height")!.Value);
        Assert.Contains("to stand in for a slow spinning disk", System.Text.RegularExpressions.Regex.Replace(svg.Value, @"\s+", " "), StringComparison.Ordinal);
    }

    private static IChart Chart(RunSummary run, string name) => RunCharts.Build(run).First(c => c.Name == name);
}
