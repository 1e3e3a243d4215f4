using Bench.Plots.Figures;

namespace Bench.Plots.Tests;

/// <summary>
/// The key of a counters chart whose case titles do not fit their starts: the quick profile's eight restores, whose titles
/// hold commas themselves ("1 backup file, BUFFERCOUNT 2, IFI on").
/// </summary>
public sealed class CounterKeyTests
{
    private static readonly string[] Titles =
    [
        "1 backup file, BUFFERCOUNT 2, IFI on", "1 backup file, BUFFERCOUNT 2, IFI off", "1 backup file, BUFFERCOUNT default, IFI on",
        "1 backup file, BUFFERCOUNT default, IFI off", "4 backup files, BUFFERCOUNT 2, IFI on", "4 backup files, BUFFERCOUNT 2, IFI off",
        "4 backup files, BUFFERCOUNT default, IFI on", "4 backup files, BUFFERCOUNT default, IFI off",
    ];

    [Fact]
    public void The_key_parts_its_entries_with_semicolons_and_never_breaks_one_across_lines()
    {
        var entries = Titles.Select((t, i) => $"{i + 1} = {t}").ToList();

        var key = CounterFigure.Key(entries);
        var lines = key.Split('\n');

        Assert.StartsWith("cases: 1 = 1 backup file, BUFFERCOUNT 2, IFI on; 2 = ", key, StringComparison.Ordinal);
        Assert.InRange(lines.Length, 2, 4);
        Assert.All(lines, line => Assert.Equal([line], TextFit.Wrap(line, ChartStyle.SubtitleSize, ChartStyle.TextWidth)));
        Assert.Equal(entries, lines.SelectMany(l => (l.StartsWith("cases: ", StringComparison.Ordinal) ? l["cases: ".Length..] : l).Split("; ")).Select(e => e.TrimEnd(';')));
    }

    [Fact]
    public void Cases_one_after_another_differing_in_one_part_share_an_entry_their_values_in_turn()
    {
        string[] titles =
        [
            "1 backup file, BUFFERCOUNT 1, IFI on", "1 backup file, BUFFERCOUNT 4, IFI on", "1 backup file, BUFFERCOUNT default, IFI on",
            "9 backup files, BUFFERCOUNT default, IFI off", "9 backup files, BUFFERCOUNT 64, BLOCKSIZE 32 KB", "9 backup files, BUFFERCOUNT 64, BLOCKSIZE 64 KB",
        ];

        Assert.Equal(
            ["1-3 = 1 backup file, BUFFERCOUNT 1/4/default, IFI on", "4 = 9 backup files, BUFFERCOUNT default, IFI off", "5 = 9 backup files, BUFFERCOUNT 64, BLOCKSIZE 32 KB", "6 = 9 backup files, BUFFERCOUNT 64, BLOCKSIZE 64 KB"],
            CounterFigure.Entries(titles));
    }
}
