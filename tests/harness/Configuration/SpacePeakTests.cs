using Bench.Harness.Configuration;
using Bench.Harness.Runner;

namespace Bench.Harness.Tests.Configuration;

/// <summary>
/// The one peak a run holds at once: the baseline's files (removed before the first case) or the cases' largest group,
/// whichever is larger, never their sum; said alike by bench matrix and the run's header, and what the space check asks.
/// The refusals name where the sizes come from and what would fit, never an option with the value it was given, never "0 B".
/// </summary>
public sealed class SpacePeakTests : CommandTest
{
    [Fact]
    public async Task Bench_matrix_says_the_peak_the_space_check_asks_the_baseline_and_its_copy_when_they_are_larger()
    {
        var exit = await Bench("matrix", "--profile", "quick");

        Assert.Equal(ExitCodes.Ok, exit);
        var output = Flat(Cli.Output);
        Assert.Contains("holds up to 2 GiB at once (the baseline's 1 GiB file and its copy, removed before the first case", output, StringComparison.Ordinal);
        Assert.Contains("the cases then hold up to 1 GiB, at", output, StringComparison.Ordinal);
    }

    [Fact]
    public void The_peak_is_the_larger_of_the_baseline_files_and_the_cases_not_their_sum()
    {
        var needs = new SpaceNeeds(100, 0, 100, "a case");

        Assert.Equal(100, needs.WithBaseline(30, copied: true).PeakBytes);
        Assert.Equal(120, needs.WithBaseline(60, copied: true).PeakBytes);
        Assert.Equal(150, needs.WithBaseline(150, copied: false).PeakBytes);
        Assert.Equal(100, needs.WithBaseline(0, copied: true).PeakBytes);
    }

    [Fact]
    public void The_space_check_asks_the_larger_of_the_baseline_files_and_the_cases_as_they_are_never_on_disk_together()
    {
        Directory.CreateDirectory(Temp["data"]);
        var free = new DriveInfo(Temp["data"]).AvailableFreeSpace;
        // The cases take 60% of the free space and the baseline's file and copy 50%: each fits alone, their sum does not.
        var needs = new SpaceNeeds(free * 6 / 10, 0, free * 6 / 10, "a case");
        var options = RunOptions.Default with { DataDirectory = Temp["data"], OutDirectory = Temp["runs"] };

        var errors = SpaceValidator.Check(options, needs, "run", free / 4, resumed: false, SpaceValidator.Session.Run);

        Assert.Empty(errors);
    }

    [Fact]
    public async Task A_case_no_volume_here_holds_is_refused_at_its_entry_saying_plainly_that_nothing_fits()
    {
        File.WriteAllText(Temp["m.json"], """{ "cases": [ { "scenario": "create", "size": "64TB" } ] }""");

        var exit = await Run("--matrix", Temp["m.json"], "--baseline-size", "0");

        AssertRefused(exit, "m.json(1,", "cases[0]: the run holds up to 64 TiB at once", "not even its smallest case fits", "Allowed: a --data-dir on a volume with at least");
        Assert.DoesNotContain("--baseline-size 0", Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain(" 0 B", Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("command line: size", Flat(Cli.Output), StringComparison.Ordinal);
    }

    [Fact]
    public async Task Cases_too_large_beside_ones_that_fit_are_refused_at_their_entry_with_the_scenarios_that_fit()
    {
        File.WriteAllText(Temp["m.json"], """
            { "cases": [ { "scenario": "create", "size": "4MB" },
                         { "scenario": "backup", "size": "64TB" } ] }
            """);

        var exit = await Run("--matrix", Temp["m.json"], "--baseline-size", "0");

        AssertRefused(exit, "m.json(2,", "cases[1]: the run holds up to", "Allowed: --scenario create (the cases that fit), or a --matrix whose cases hold at most");
        Assert.DoesNotContain("--baseline-size", Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("not even", Cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_backup_dir_too_small_is_named_and_the_baseline_which_is_not_on_it_is_not_suggested()
    {
        File.WriteAllText(Temp["m.json"], """{ "cases": [ { "scenario": "restore", "size": "64TB" } ] }""");

        var exit = await Run("--matrix", Temp["m.json"], "--backup-dir", "/dev/shm/bench-no-such-dir");

        Assert.Equal(ExitCodes.BadInput, exit);
        Assert.Contains("a --backup-dir on a volume with at least", Flat(Cli.Output), StringComparison.Ordinal);
        Assert.DoesNotContain("--baseline-size 0", Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain(" 0 B", Cli.Output, StringComparison.Ordinal);
        Assert.False(Directory.Exists("/dev/shm/bench-no-such-dir"));
    }

    [Fact]
    public async Task With_the_backups_on_their_own_volume_each_refusal_names_the_entry_of_that_volume_s_own_peak()
    {
        // The create holds the most in the data directory; the backup, its database and its backup file, the most in the
        // backup directory and in both together.
        File.WriteAllText(Temp["m.json"], """
            { "cases": [ { "scenario": "create", "size": "48TB" },
                         { "scenario": "backup", "size": "32TB" } ] }
            """);

        var exit = await Run("--matrix", Temp["m.json"], "--baseline-size", "0", "--backup-dir", "/dev/shm/bench-no-such-dir");

        AssertRefused(exit, "m.json(1,", "cases[0]: the run holds up to 48 TiB at once (at create", "m.json(2,", "cases[1]: the run holds up to 32 TiB at once (at backup");
        Assert.False(Directory.Exists("/dev/shm/bench-no-such-dir"));
    }

    private Task<int> Run(params string[] args) => Bench(["run", "--data-dir", Temp["data"], "--out", Temp["runs"], .. args]);
}
