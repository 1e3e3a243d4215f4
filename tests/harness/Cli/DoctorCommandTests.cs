namespace Bench.Harness.Tests.Cli;

public sealed class DoctorCommandTests : CommandTest
{
    [Fact]
    public async Task Doctor_describes_the_volume_and_what_the_native_target_can_do_there()
    {
        var exit = await Bench(["doctor", "--data-dir", Temp.Path]);

        Assert.Equal(ExitCodes.Ok, exit);
        foreach (var line in new[] { "file system", "allocation unit", "rotational", "direct I/O", "allocation without writing", "free" })
        {
            Assert.Contains(line, Cli.Output, StringComparison.Ordinal);
        }

        // Proven by a block written and read back in the data dir, not by the open flag being accepted.
        Assert.Matches(@"direct I/O\W+yes \(4096-byte aligned write and read through (O_DIRECT|FILE_FLAG_NO_BUFFERING)\)", Flat(Cli.Output));

        Assert.Empty(Directory.EnumerateFileSystemEntries(Temp.Path));
    }

    [Fact]
    public async Task Doctor_probes_a_data_dir_not_made_yet_in_it_making_its_levels_and_removing_them_as_run_does()
    {
        var exit = await Bench(["doctor", "--data-dir", Temp[Path.Combine("a", "b", "data")]]);

        Assert.Equal(ExitCodes.Ok, exit);
        var output = Flat(Cli.Output);
        Assert.Contains($"{Temp[Path.Combine("a", "b", "data")]} does not exist yet: made for the probes and removed again", output, StringComparison.Ordinal);
        Assert.Matches(@"direct I/O\W+yes \(4096-byte aligned write and read through (O_DIRECT|FILE_FLAG_NO_BUFFERING)\)", output);
        Assert.Empty(Directory.EnumerateFileSystemEntries(Temp.Path));
    }

    [Fact]
    public async Task Doctor_fails_a_data_dir_run_could_not_make_on_standard_error_not_passing_it_on_its_nearest_existing_parent()
    {
        // A level no file system takes (a name of 300 bytes; most allow 255): the nearest existing folder takes files,
        // but bench run could not make its folder there.
        var dataDir = Temp[Path.Combine(new string('x', 300), "data")];

        var cli = await BenchCli.RunAsync(Temp.Path, "doctor", "--data-dir", dataDir);

        Assert.Equal(ExitCodes.Environment, cli.ExitCode);
        Assert.Contains("data dir: cannot write in", cli.ErrorText, StringComparison.Ordinal);
        Assert.Contains("bench run would fail", cli.ErrorText, StringComparison.Ordinal);
        Assert.DoesNotContain("cannot write in", cli.Output, StringComparison.Ordinal);
        Assert.Empty(Directory.EnumerateFileSystemEntries(Temp.Path));
    }

    [Fact]
    public async Task Doctor_says_why_a_server_cannot_be_used_without_repeating_its_password_and_exits_3()
    {
        var port = Ports.Closed();

        var exit = await Bench(["doctor", "--data-dir", Temp.Path, "--connection", $"Server=127.0.0.1,{port};User ID=sa;Password=Do-Not-Print-1;Connect Timeout=2"]);

        Assert.Equal(ExitCodes.Environment, exit);
        var output = Flat(Cli.Output);
        Assert.Contains("cannot be used", output, StringComparison.Ordinal);
        Assert.Contains($"nothing accepts TCP connections on 127.0.0.1 port {port}", output, StringComparison.Ordinal);
        Assert.DoesNotContain("(cause: Success)", output, StringComparison.Ordinal);
        Assert.DoesNotContain("Do-Not-Print-1", output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Doctor_refuses_a_data_dir_on_a_volume_mounted_read_only_as_run_and_tune_do_measuring_no_baseline()
    {
        var readOnly = Temp["ro"];
        await SystemCommand.OnReadOnlyVolumeAsync(readOnly, async () =>
        {
            var exit = await Bench(["doctor", "--data-dir", readOnly]);
            var withBaseline = await Bench(["doctor", "--data-dir", Path.Combine(readOnly, "data"), "--baseline", "--baseline-size", "1MB"]);

            // Refused before any I/O as run and tune refuse it (SpaceValidator); a data dir it cannot write for another
            // reason (permission denied) reaches the write check, exit 3.
            Assert.Equal(ExitCodes.BadInput, exit);
            Assert.Equal(ExitCodes.BadInput, withBaseline);
            var output = Flat(Cli.Output);
            Assert.Contains($"--data-dir: cannot write there: {readOnly} is on {readOnly}, mounted read-only.", output, StringComparison.Ordinal);
            Assert.DoesNotContain("probe file", output, StringComparison.Ordinal);
            Assert.DoesNotContain("baseline", output.Replace("--baseline", string.Empty, StringComparison.Ordinal), StringComparison.Ordinal);
        }, "256m");
    }

    [Fact]
    public async Task Doctor_baseline_measures_write_and_read_bandwidth_and_leaves_nothing()
    {
        var exit = await Bench(["doctor", "--data-dir", Temp.Path, "--baseline", "--baseline-size", "16MB"]);

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Matches(@"sequential write \d+ MB/s, read \d+ MB/s", Flat(Cli.Output));
        Assert.Empty(Directory.EnumerateFileSystemEntries(Temp.Path));
    }

    [Fact]
    public async Task Doctor_refuses_a_baseline_larger_than_the_free_space_up_front_naming_the_size_needed_and_free()
    {
        var exit = await Bench(["doctor", "--data-dir", Temp.Path, "--baseline", "--baseline-size", "100TB"]);

        AssertRefused(exit, "--baseline-size: the baseline's file of 100 TiB and its copy", "needs 200 TiB plus a margin of", "free", "Allowed: --baseline-size");
        Assert.DoesNotContain("baseline: writing", Cli.Output, StringComparison.Ordinal);
        Assert.Empty(Directory.EnumerateFileSystemEntries(Temp.Path));
    }

    [Fact]
    public async Task Doctor_refuses_a_baseline_size_without_the_baseline()
    {
        var exit = await Bench(["doctor", "--data-dir", Temp.Path, "--baseline-size", "64MB"]);

        AssertRefused(exit, "--baseline-size: it sizes the baseline, which only --baseline measures, and --baseline was not given");
    }

    [Fact]
    public async Task Doctor_refuses_a_malformed_connection_string_as_bad_input_as_run_does()
    {
        var exit = await Bench(["doctor", "--data-dir", Temp.Path, "--connection", "garbage"]);

        AssertRefused(exit, "--connection: not a connection string");
    }

    [Theory]
    [InlineData("", "it is empty")]
    [InlineData("   ", "it holds only blanks")]
    public async Task Doctor_refuses_a_connection_given_empty_instead_of_not_probing_it(string connection, string problem)
    {
        var exit = await Bench(["doctor", "--data-dir", Temp.Path, "--connection", connection]);

        AssertRefused(exit, $"--connection: {problem}", "or no --connection");
        Assert.DoesNotContain("not probed", Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("Unhandled", Cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Doctor_refuses_a_baseline_size_it_cannot_use()
    {
        var exit = await Bench(["doctor", "--data-dir", Temp.Path, "--baseline", "--baseline-size", "12KB"]);

        Assert.Equal(ExitCodes.BadInput, exit);
        Assert.Contains("--baseline-size: '12KB' is not allowed", Cli.Output, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(true, "yes, the system's flag (a spinning disk, or a virtual disk")]
    [InlineData(false, "no, the system's flag (solid state")]
    public void The_rotational_row_says_it_is_the_systems_flag_not_a_finding(bool rotational, string expected)
    {
        Assert.StartsWith(expected, global::Bench.Harness.Doctor.Doctor.RotationalWords(rotational), StringComparison.Ordinal);
        Assert.Null(global::Bench.Harness.Doctor.Doctor.RotationalWords(null));
    }
}
