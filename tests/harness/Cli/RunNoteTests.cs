using Bench.Harness.Configuration;
using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Cli;

/// <summary>bench run --note: the user's words on the run kept in its manifest, shown in its header and in its report's environment table; refused when it is not one printable line.</summary>
public sealed class RunNoteTests : CommandTest
{
    private const string Note = "hdd stand-in: RAM-backed loop device throttled by the block-I/O cgroup to 150 MiB/s and 150 IOPS each way";

    private string OneCreate()
    {
        File.WriteAllText(Temp["matrix.json"], """{ "repetitions": 1, "cases": [ { "scenario": "create", "size": "4MB", "ifi": "on" } ] }""");
        return Temp["matrix.json"];
    }

    [Fact]
    public async Task A_note_goes_into_the_manifest_the_header_and_the_reports_environment_table()
    {
        var exit = await Bench("run", "--matrix", OneCreate(), "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0", "--label", "hdd", "--note", Note);

        Assert.Equal(ExitCodes.Ok, exit);
        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        Assert.Equal(Note, ManifestFile.Read(run).Note);
        Assert.Contains($"note {Note}", Flat(Cli.Output), StringComparison.Ordinal);
        Assert.Contains($"| note | {Note} |", File.ReadAllText(Path.Combine(run, "report.md")), StringComparison.Ordinal);
        Assert.Contains("<td>note</td>", File.ReadAllText(Path.Combine(run, "report.html")), StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_notes_markup_is_shown_as_text_in_both_reports()
    {
        const string note = "<b>ssd</b> \"fast\" & a\\|b";
        var exit = await Bench("run", "--matrix", OneCreate(), "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0", "--note", note);

        Assert.Equal(ExitCodes.Ok, exit);
        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        Assert.Contains("<td>&lt;b&gt;ssd&lt;/b&gt; &quot;fast&quot; &amp; a\\|b</td>", File.ReadAllText(Path.Combine(run, "report.html")), StringComparison.Ordinal);
        var md = File.ReadAllText(Path.Combine(run, "report.md"));
        Assert.Contains("| note | &lt;b>ssd&lt;/b> \"fast\" &amp; a\\\\\\|b |", md, StringComparison.Ordinal);
        Assert.DoesNotContain("<b>", md, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_run_without_a_note_has_no_note_in_its_manifest_or_report()
    {
        Assert.Equal(ExitCodes.Ok, await Bench("run", "--matrix", OneCreate(), "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0"));

        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        Assert.Null(ManifestFile.Read(run).Note);
        Assert.DoesNotContain("| note |", File.ReadAllText(Path.Combine(run, "report.md")), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("two\nlines", "it has more than one line")]
    [InlineData("", "it is empty")]
    [InlineData("   ", "it holds only blanks")]
    [InlineData("a bell \a", "it holds a character that does not print")]
    public async Task A_note_that_is_not_one_printable_line_is_refused_naming_note_and_what_is_allowed(string note, string why)
    {
        var exit = await Bench("run", "--matrix", OneCreate(), "--data-dir", Temp["data"], "--out", Temp["runs"], "--note", note);

        AssertRefused(exit, $"--note: {why}", "Allowed: one line of printable text, 1 to 300 characters");
        Assert.False(Directory.Exists(Temp["runs"]));
    }

    [Theory]
    [InlineData("hdd stand-in \U0001F468\u200D\U0001F469\u200D\U0001F467")]
    [InlineData("ssd \u2764\uFE0F")]
    public void A_note_with_an_emoji_joined_or_styled_is_kept(string note) => Assert.Null(OptionsValidator.NoteProblem(note));

    [Theory]
    [InlineData("ssd \u202Edh")]
    [InlineData("ssd\u200B")]
    [InlineData("ssd \u2066x")]
    public void A_note_with_another_format_character_is_refused(string note) =>
        Assert.Equal("it holds a character that does not print (a control or format character)", OptionsValidator.NoteProblem(note)?.Problem);

    [Fact]
    public async Task A_note_longer_than_300_characters_is_refused_with_its_length()
    {
        var exit = await Bench("tune", "restore", "--data-dir", Temp["data"], "--out", Temp["runs"], "--note", new string('x', 301));

        AssertRefused(exit, "--note: it has 301 characters", "Allowed: one line of printable text, 1 to 300 characters");
    }
}
