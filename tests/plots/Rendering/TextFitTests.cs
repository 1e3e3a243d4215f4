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
    public void A_case_id_too_wide_for_the_line_moves_whole_to_a_line_of_its_own()
    {
        var lines = TextFit.Wrap("restore case restore/stripes=9/buffer_count=64/ifi=on took longest", 13, 120);

        Assert.Contains("restore/stripes=9/buffer_count=64/ifi=on", lines);
        Assert.Equal("restore case restore/stripes=9/buffer_count=64/ifi=on took longest", string.Join(' ', lines));
    }

    [Theory]
    [InlineData("log_zero_ms")]
    [InlineData("(/mnt/c21-ram/data,")]
    [InlineData("create/size=256MB/ifi=off")]
    public void A_path_or_an_identifier_is_never_broken_inside(string word)
    {
        // phases-restore's subtitle broke "log_" | "zero_ms"; a comparison's footer "(/mnt/" | "c21-ram/data".
        var text = $"the first write after the zeroing, {word} in the phases, host vm {word} ext4";
        foreach (var width in Enumerable.Range(4, 60).Select(w => w * 10f))
        {
            var lines = TextFit.Wrap(text, 13, width);

            Assert.Equal(2, lines.Sum(l => l.Split(' ').Count(w => w == word)));
            Assert.Equal(text, string.Join(' ', lines));
        }
    }

    [Theory]
    [InlineData("(579-635 MB/s, within the runs' spread)")]
    [InlineData("harness CPU 319 ms/GB moved")]
    [InlineData("sequential, direct I/O, 1 MB requests")]
    [InlineData("the time axis leaves out 179-595 s (at //), when none of these cases ran")]
    public void A_unit_with_a_slash_is_never_split(string text)
    {
        // The restore sweep's title broke "MB/" from "s" at the end of its first line.
        foreach (var width in Enumerable.Range(4, 40).Select(w => w * 10f))
        {
            var lines = TextFit.Wrap(text, 13, width);

            Assert.DoesNotContain(lines, l => l.EndsWith('/'));
        }
    }

    [Fact]
    public void The_break_mark_stays_whole_with_the_word_before_it()
    {
        // counters-restore's subtitle ended a line with "(at /" and began the next with "/)".
        const string text = "the time axis leaves out 179-595 s (at //), when none of these cases ran";
        foreach (var width in Enumerable.Range(4, 60).Select(w => w * 10f))
        {
            Assert.Contains(TextFit.Wrap(text, 13, width), l => l.Contains("(at //),", StringComparison.Ordinal));
        }
    }

    [Fact]
    public void Bold_text_is_wider_than_regular()
    {
        Assert.True(TextFit.Width("149x faster", 16, bold: true) > TextFit.Width("149x faster", 16));
    }
}
