namespace Bench.Plots.Tests.Rendering;

public sealed class TextFitTests
{
    [Fact]
    public void A_long_case_title_wraps_into_lines_no_wider_than_asked()
    {
        const string title = "restore 50 GB from 9 files, BUFFERCOUNT 64, MAXTRANSFERSIZE 4 MB, IFI on";

        var lines = TextFit.Wrap(title, 13, 200);

        Assert.True(lines.Count > 1);
        Assert.All(lines, l => Assert.True(TextFit.Width(l, 13) <= 200, $"'{l}' is {TextFit.Width(l, 13)} px"));
        Assert.Equal(title, string.Join(' ', lines));
    }

    [Fact]
    public void A_number_stays_with_its_unit_and_its_parameter()
    {
        var lines = TextFit.Wrap("restore 10 GB, 9 files, BUFFERCOUNT 64, MAXTRANSFERSIZE 4 MB", 13, 60);

        Assert.Equal(["restore 10 GB,", "9 files,", "BUFFERCOUNT 64,", "MAXTRANSFERSIZE 4 MB"], lines);
    }

    [Fact]
    public void A_case_id_breaks_after_its_slashes()
    {
        var lines = TextFit.Wrap("restore/stripes=9/buffer_count=64/ifi=on", 13, 120);

        Assert.True(lines.Count > 1);
        Assert.Equal("restore/stripes=9/buffer_count=64/ifi=on", string.Concat(lines));
    }

    [Fact]
    public void Bold_text_is_wider_than_regular()
    {
        Assert.True(TextFit.Width("149x faster", 16, bold: true) > TextFit.Width("149x faster", 16));
    }
}
