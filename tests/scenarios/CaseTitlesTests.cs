namespace Bench.Scenarios.Tests;

public sealed class CaseTitlesTests
{
    private static CaseId Restore(string stripes, string buffers, string ifi) =>
        CaseId.Parse($"restore/size=512MB/files=1/stripes={stripes}/compression=off/max_transfer_size=1MB/buffer_count={buffers}/block_size=default/log_size=1MB/write_size=4MB/ifi={ifi}");

    [Fact]
    public void Cases_shown_together_are_titled_by_what_differs_in_the_parameters_own_words()
    {
        var cases = new[] { Restore("1", "2", "on"), Restore("4", "default", "off") };

        var titles = CaseTitles.Of(cases);

        Assert.Equal("1 backup file, BUFFERCOUNT 2, IFI on", titles[cases[0]]);
        Assert.Equal("4 backup files, BUFFERCOUNT default, IFI off", titles[cases[1]]);
        Assert.Equal("512 MB", CaseTitles.Shared(cases));
        Assert.Equal(["backup files", "BUFFERCOUNT", "IFI"], CaseTitles.Differing(cases));
    }

    [Fact]
    public void Sizes_options_and_switches_read_as_a_dba_says_them()
    {
        Assert.Equal("1 GB", CaseTitles.Speak("create", "size", "1GB"));
        Assert.Equal("8 data files", CaseTitles.Speak("create", "files", "8"));
        Assert.Equal("MAXTRANSFERSIZE 4 MB", CaseTitles.Speak("restore", "max_transfer_size", "4MB"));
        Assert.Equal("BLOCKSIZE 64 KB", CaseTitles.Speak("backup", "block_size", "64KB"));
        Assert.Equal("compressed", CaseTitles.Speak("backup", "compression", "on"));
        Assert.Equal("growth 256 MB", CaseTitles.Speak("autogrow", "growth", "256MB"));
        Assert.Equal("3 growths", CaseTitles.Speak("autogrow", "growths", "3"));
    }

    [Fact]
    public void Cases_of_several_scenarios_are_led_by_the_scenario_and_a_lone_case_by_what_is_not_default()
    {
        var create = CaseId.Parse("create/size=1GB/files=1/log_size=1MB/write_size=4MB/ifi=off");
        var growth = CaseId.Parse("autogrow/initial_size=8MB/growth=256MB/growths=3/log_size=1MB/write_size=4MB/ifi=on");

        Assert.Equal("CREATE DATABASE IFI off", CaseTitles.Of([create, growth])[create]);
        Assert.Equal("growth 256 MB, 3 growths, IFI on", CaseTitles.Of([growth])[growth]);
    }

    [Fact]
    public void The_profiles_sizes_of_a_scenario_are_its_data_sizes_with_every_file()
    {
        var sizes = ScenarioCatalog.ProfileSizes("create");

        Assert.Equal([256L << 20, 1L << 30, 4L << 30, 8L << 30, 10L << 30, 16L << 30, 50L << 30], sizes);
        Assert.Empty(ScenarioCatalog.ProfileSizes("autogrow"));
    }
}
