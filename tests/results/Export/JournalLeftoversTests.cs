using Bench.Results.Export;

namespace Bench.Results.Tests.Export;

/// <summary>What a report killed hard left is cleared only where it is this host's, its process gone, and inside the folder given.</summary>
public sealed class JournalLeftoversTests : TempDirectoryTest
{
    /// <summary>A process id no process has (beyond Linux's pid_max).</summary>
    private const string Dead = "2147483647";

    private static string Leftover(string file, string host, string pid, string kind = "tmp") => $"{file}.bench-{host}-{pid}-0123456789ab.{kind}";

    [Fact]
    public void It_never_follows_a_symbolic_link_out_of_the_folder_given()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "symbolic links need a privilege on Windows");
        var elsewhere = Temp["elsewhere"];
        Directory.CreateDirectory(elsewhere);
        var tmp = Path.Combine(elsewhere, Leftover("x.png", JournalLeftovers.Host, Dead));
        var old = Path.Combine(elsewhere, Leftover("y.png", JournalLeftovers.Host, Dead, "old"));
        var target = Path.Combine(elsewhere, "target.png");
        Array.ForEach([tmp, old, target], f => File.WriteAllText(f, "elsewhere's"));
        var charts = Temp["out/charts"];
        Directory.CreateDirectory(Path.Combine(charts, "run"));
        Directory.CreateSymbolicLink(Path.Combine(charts, "link"), elsewhere);
        var linkedFile = Path.Combine(charts, "run", Leftover("z.png", JournalLeftovers.Host, Dead));
        File.CreateSymbolicLink(linkedFile, target);
        var ours = Path.Combine(charts, "run", Leftover("a.svg", JournalLeftovers.Host, Dead));
        File.WriteAllText(ours, "left");

        var cleared = JournalLeftovers.Clear(charts, SearchOption.AllDirectories, _ => true);

        Assert.Equal([new ClearedLeftover(ours, null)], cleared);
        Assert.All([tmp, old, target], f => Assert.Equal("elsewhere's", File.ReadAllText(f)));
        Assert.False(File.Exists(Path.Combine(elsewhere, "y.png")), "no .old is put back into a link's target");
        Assert.NotNull(new FileInfo(linkedFile).LinkTarget);
    }

    [Fact]
    public void It_clears_only_this_hosts_leftovers_of_a_process_gone_and_leaves_what_it_cannot_tell()
    {
        var other = JournalLeftovers.Host == "otherhost" ? "anotherhost" : "otherhost";
        var gone = Temp[Leftover("report.html", JournalLeftovers.Host, Dead)];
        string[] stay =
        [
            Temp[Leftover("report.md", other, Dead)],
            Temp[Leftover("comparison.csv", JournalLeftovers.Host, "9999999999")],
            Temp[Leftover("report.html", JournalLeftovers.Host, "0")],
            Temp[Leftover("report.md", JournalLeftovers.Host, Environment.ProcessId.ToString(System.Globalization.CultureInfo.InvariantCulture))],
            Temp[$"report.html.bench-{Dead}-0123456789ab.tmp"],
            Temp[Leftover("report.html", "Other-Host", Dead)],
        ];
        Array.ForEach([gone, .. stay], f => File.WriteAllText(f, "left"));

        var cleared = JournalLeftovers.Clear(Temp.Path, SearchOption.TopDirectoryOnly, _ => true);

        Assert.Equal([new ClearedLeftover(gone, null)], cleared);
        Assert.False(File.Exists(gone));
        Assert.All(stay, f => Assert.Equal("left", File.ReadAllText(f)));
    }

    [Theory]
    [InlineData("DB-01.corp.example", "db01corpexample")]
    [InlineData("a-very-long-machine-name-of-forty-two-chars", "averylongmachinenameoffo")]
    [InlineData("--", "host")]
    [InlineData("", "host")]
    public void The_host_is_its_name_reduced_to_lower_case_letters_and_digits_then_a_hash_of_the_whole(string machine, string kept)
    {
        var tag = JournalLeftovers.HostTag(machine);

        Assert.Matches($"^{kept}[0-9a-f]{{8}}$", tag);
        Assert.True(tag.Length <= 32, tag);
    }

    [Fact]
    public void Names_reduced_alike_get_different_tags()
    {
        Assert.NotEqual(JournalLeftovers.HostTag("db-01"), JournalLeftovers.HostTag("db01"));
        Assert.NotEqual(JournalLeftovers.HostTag("сервер-1"), JournalLeftovers.HostTag("сервер-2"));
        Assert.Equal(JournalLeftovers.HostTag("db-01"), JournalLeftovers.HostTag("db-01"));
    }
}
