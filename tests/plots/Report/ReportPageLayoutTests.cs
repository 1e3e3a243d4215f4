using System.Net;
using System.Text.RegularExpressions;

namespace Bench.Plots.Tests.Report;

/// <summary>How the pages set out their tables and text: figures right-aligned, figures and hyphenated words never broken, the environment a row per field.</summary>
public sealed partial class ReportPageLayoutTests
{
    [Theory]
    [InlineData("1.7 s")]
    [InlineData("72x")]
    [InlineData("< 0.001")]
    [InlineData("1 min 20 s")]
    [InlineData("4 KB")]
    [InlineData("235 ms to 715 ms (range)")]
    [InlineData("6.5 s (4.5 s to 8.5 s)")]
    [InlineData("1 min 20 s (51.2 s to 1 min 50 s) *")]
    [InlineData("25.8 s (16.7 s to 34.9 s) * †")]
    [InlineData("1.2 ms vs 4.5 ms")]
    public void A_figure_or_a_range_of_them_with_its_marks_is_a_figure(string cell) => Assert.True(TableColumns.IsFigure(cell));

    [Theory]
    [InlineData("native")]
    [InlineData("ssd (5) vs hdd (5)")]
    [InlineData("2026-11-27 11:27 UTC")]
    [InlineData("1,240 / 1,530 / 515")]
    [InlineData("80 ms + size / 668 MB/s (least squares)")]
    [InlineData("-")]
    public void Words_are_not_a_figure(string cell) => Assert.False(TableColumns.IsFigure(cell));

    [Fact]
    public void A_column_of_figures_and_dashes_is_right_aligned_with_its_heading_in_both_pages()
    {
        IReadOnlyList<string> header = ["case", "median", "95% interval", "MB/s", "note"];
        IReadOnlyList<IReadOnlyList<ReportCell>> rows =
        [
            ["256 MB, IFI on", "5.1 ms", "1.7 ms to 12 ms", "-", ""],
            ["256 MB, IFI off", "479 ms", "235 ms to 715 ms (range)", "-", ""],
        ];

        Assert.Equal([false, true, true, true, false], TableColumns.Numeric(rows, header.Count));

        var html = new HtmlReport((_, _) => null);
        html.Table(header, rows);
        var page = html.Finish();
        Assert.Contains("<th class=\"n\">median</th>", page, StringComparison.Ordinal);
        Assert.Contains("<td class=\"n\">-</td>", page, StringComparison.Ordinal);
        Assert.Contains("<td class=\"n\"><span class=\"nw\">235 ms</span> <span class=\"nw\">to 715 ms</span> (range)</td>", page, StringComparison.Ordinal);
        Assert.Contains("<th>note</th>", page, StringComparison.Ordinal);

        var md = new MarkdownReport((_, _) => null);
        md.Table(header, rows);
        Assert.Contains("| case | median | 95% interval | MB/s | note |\n|---|---:|---:|---:|---|\n", md.Finish(), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("run again with --backup-dir on another volume.", "--backup-dir")]
    [InlineData("on other storage (--backup-dir).", "(--backup-dir).")]
    [InlineData("started 2026-11-27 11:27 UTC", "2026-11-27")]
    [InlineData("stays at 462-510 MB/s whatever", "462-510 MB/s")]
    [InlineData("about 1 min 20 s with IFI off", "1 min 20 s")]
    [InlineData("25.8 s (16.7 s to 34.9 s) *", "to 34.9 s) *")]
    [InlineData("took 479 µs a write", "479 µs")]
    [InlineData("< 0.001", "< 0.001")]
    public void A_figure_with_its_unit_or_a_hyphenated_word_is_kept_on_one_line_and_copies_as_written(string text, string whole)
    {
        var html = HtmlReport.Text(text);

        Assert.Contains($"<span class=\"nw\">{WebUtility.HtmlEncode(whole)}</span>", html, StringComparison.Ordinal);
        Assert.Equal(text, WebUtility.HtmlDecode(Tags().Replace(html, string.Empty)));
    }

    [Fact]
    public void Plain_words_and_a_lone_dash_are_left_as_they_are_encoded()
    {
        Assert.Equal("Welch&#39;s test: 1 - 2 x n &lt; 5", HtmlReport.Text("Welch's test: 1 - 2 x n < 5"));
    }

    [Fact]
    public void An_estimate_has_its_interval_on_a_line_under_it()
    {
        Assert.Equal("<span class=\"nw\">6.5 s</span><br><span class=\"nw\">(4.5 s</span> <span class=\"nw\">to 8.5 s) *</span>", HtmlReport.Cell("6.5 s (4.5 s to 8.5 s) *"));
        Assert.Equal(HtmlReport.Text("235 ms to 715 ms (range)"), HtmlReport.Cell("235 ms to 715 ms (range)"));
    }

    [Fact]
    public void The_estimates_mark_is_an_asterisk_in_markdown_not_a_nested_bullet()
    {
        var md = new MarkdownReport((_, _) => null);
        md.List(["* more than 10x past the largest size measured"]);
        md.Table(["50 GB"], [["1 min 20 s *"]]);

        Assert.Equal("- \\* more than 10x past the largest size measured\n\n| 50 GB |\n|---:|\n| 1 min 20 s \\* |\n\n", md.Finish());
    }

    [Fact]
    public void A_users_words_in_markdown_open_no_html_and_keep_their_backslashes_and_their_cell()
    {
        var md = new MarkdownReport((_, _) => null);
        md.Heading(3, "CREATE DATABASE on a<b");
        md.Paragraph("p < 0.001 & a\\b");
        md.Table(["run", "x&y"], [["note", "<!-- hidden"], ["note", "<img src=x onerror=alert(1)>"], ["note", "a\\|b"]]);

        Assert.Equal(
            "### CREATE DATABASE on a&lt;b\n\np &lt; 0.001 &amp; a\\\\b\n\n| run | x&amp;y |\n|---|---|\n"
            + "| note | &lt;!-- hidden |\n| note | &lt;img src=x onerror=alert(1)> |\n| note | a\\\\\\|b |\n\n",
            md.Finish());
    }

    [Fact]
    public void The_environment_is_a_row_per_field_and_a_column_per_run()
    {
        var (header, rows) = ReportTables.Environments([FixedRuns.Ssd, FixedRuns.Hdd]);

        Assert.Equal(["run", FixedRuns.Ssd.Label, FixedRuns.Hdd.Label], header);
        Assert.Equal(ReportTables.EnvironmentHeader.Skip(1), rows.Select(r => r[0].Text));
        Assert.All(rows, r => Assert.Equal(3, r.Count));
        Assert.Equal(ReportTables.Environment(FixedRuns.Hdd)[^1], rows[^1][2]);
    }

    [Fact]
    public void A_runs_note_is_the_last_row_of_the_environment_and_a_run_without_one_has_a_dash()
    {
        var hdd = FixedRuns.Hdd;
        hdd = hdd with { Manifest = hdd.Manifest with { Note = "hdd stand-in: a throttled RAM-backed loop device" } };

        var (_, rows) = ReportTables.Environments([FixedRuns.Ssd, hdd]);

        Assert.Equal([ReportTables.NoteField, "-", "hdd stand-in: a throttled RAM-backed loop device"], rows[^1].Select(c => c.Text));
        Assert.Equal(ReportTables.EnvironmentHeader.Count, rows.Count);
    }

    [GeneratedRegex("<[^>]+>")]
    private static partial Regex Tags();

    [Fact]
    public void The_html_page_lists_its_sections_under_the_title_each_linked_on_the_page_itself()
    {
        var page = new HtmlReport((_, _) => null);
        page.Heading(1, "Storage capacity report");
        page.Paragraph("run ssd");
        page.Heading(2, "Summary");
        page.Heading(2, "What-if estimates");
        page.Heading(3, "CREATE DATABASE on ssd");
        page.Heading(2, "CREATE DATABASE");
        page.Heading(2, "Summary");

        var html = page.Finish();

        var contents = html.IndexOf("<nav class=\"contents\">", StringComparison.Ordinal);
        Assert.True(contents > html.IndexOf("run ssd", StringComparison.Ordinal) && contents < html.IndexOf("<h2", StringComparison.Ordinal), "the contents come between the title's line and the first section");
        Assert.Equal(
            ["#summary\">Summary", "#what-if-estimates\">What-if estimates", "#create-database\">CREATE DATABASE", "#summary-2\">Summary"],
            System.Text.RegularExpressions.Regex.Matches(html, "href=\"([^<]*)</a>").Select(m => m.Groups[1].Value));
        Texts.ContainAll(html, "<h2 id=\"what-if-estimates\">", "<h2 id=\"summary-2\">", "<h3>CREATE DATABASE on ssd</h3>", "@media print { nav.contents { display: none; }");
    }

    [Fact]
    public void A_page_of_two_sections_has_no_contents_list()
    {
        var page = new HtmlReport((_, _) => null);
        page.Heading(2, "Summary");
        page.Heading(2, "Environment");

        Assert.DoesNotContain("<nav", page.Finish(), StringComparison.Ordinal);
    }
}
