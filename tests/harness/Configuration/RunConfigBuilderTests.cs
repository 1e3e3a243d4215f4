using Bench.Harness.Configuration;
using Bench.Harness.Runner;
using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Configuration;

public sealed class RunConfigBuilderTests : TempDirectoryTest
{
    private const string RunId = "20261122-101500-sql";

    /// <summary>A run folder as an interrupted run of <paramref name="target"/> leaves it (manifest with settings, matrix copy).</summary>
    private string InterruptedRun(string target, string? durability = null, long baselineBytes = 0, VolumeBaseline? baseline = null)
    {
        var folder = Temp[Path.Combine("runs", RunId)];
        Directory.CreateDirectory(folder);
        File.WriteAllText(Path.Combine(folder, "matrix.json"), """{ "repetitions": 1, "cases": [ { "scenario": "create", "size": "1MB" } ] }""");
        ManifestFile.Write(folder, TestManifests.Of(RunId, "sql", target) with
        {
            Status = "running",
            Settings = new RunSettings("quick", null, [], target, Temp["data"], null, null, baselineBytes, 1000) { Durability = durability },
            Baseline = baseline,
            RestoreLogZeroedDuringCopy = true, // as this version writes it: its restores may be resumed
        });
        return folder;
    }

    /// <summary>The config <paramref name="options"/> build, checked to come with no error.</summary>
    private static RunConfig BuiltWithoutErrors(RunOptions options)
    {
        var (config, errors) = RunConfigBuilder.Build(options, DateTime.UtcNow);
        Assert.Empty(errors);
        return config!;
    }

    [Theory]
    [InlineData("none", "none")]
    [InlineData("sqlserver", "sqlserver")]
    [InlineData(null, "none")]
    public void A_resumed_run_keeps_its_durability_and_a_run_of_a_version_without_it_goes_on_without_write_through(string? kept, string resumed)
    {
        var folder = InterruptedRun("native", kept);

        var config = BuiltWithoutErrors(RunOptions.Default with { ResumeDirectory = folder });

        Assert.Equal(resumed, config.Options.Durability);
        Assert.Equal(resumed, config.Settings.Durability);
    }

    [Fact]
    public void A_quick_run_begun_before_cases_had_repetitions_of_their_own_is_finished_as_it_began()
    {
        // An interrupted quick run of a version where every case ran the profile's 5 repetitions: today's quick
        // profile runs its IFI-on creates, growths and exposure checks 15 times; the resumed run keeps to the 5 it began.
        var folder = InterruptedRun("native");
        var today = RunPlan.From(RunOptions.Default, DateTime.UtcNow);
        ManifestFile.Write(folder, ManifestFile.Read(folder) with
        {
            Repetitions = 5,
            Cases = today.Cases.Select(c => new ManifestCase(c.Id, c.Scenario.Info.Name, c.Columns)).ToList(),
        });
        File.Delete(Path.Combine(folder, "matrix.json"));

        var config = BuiltWithoutErrors(RunOptions.Default with { ResumeDirectory = folder });

        Assert.Equal(140, today.Schedule.Count);
        Assert.Equal(100, config.Plan.Schedule.Count);
        Assert.All(config.Plan.Cases, c => Assert.Null(c.Repetitions));
        Assert.Equal(RunId, config.Plan.RunId);
    }

    [Fact]
    public void A_run_folder_given_with_a_trailing_slash_is_resumed()
    {
        var folder = InterruptedRun("native");

        var config = BuiltWithoutErrors(RunOptions.Default with { ResumeDirectory = folder + Path.DirectorySeparatorChar });

        Assert.Equal(RunId, config.Plan.RunId);
        Assert.Equal(folder, config.Options.ResumeDirectory);
    }

    [Fact]
    public void Resuming_takes_the_target_from_the_run_so_a_connection_string_needs_no_target_option()
    {
        var folder = InterruptedRun("sqlserver");
        const string connection = "Server=127.0.0.1,1;User ID=sa;Password=x";

        var config = BuiltWithoutErrors(RunOptions.Default with { ResumeDirectory = folder, Connection = connection });

        Assert.Equal("sqlserver", config.Options.Target);
        Assert.Equal(connection, config.Options.ConnectionOrEnvironment);
    }

    [Fact]
    public void Resuming_a_native_run_with_a_connection_string_is_still_refused()
    {
        var folder = InterruptedRun("native");

        var (config, errors) = RunConfigBuilder.Build(RunOptions.Default with { ResumeDirectory = folder, Connection = "Server=x;Password=y" }, DateTime.UtcNow);

        Assert.Null(config);
        Assert.Equal("connection", Assert.Single(errors).Field);
    }

    [Fact]
    public void Every_error_of_options_and_matrix_comes_at_once()
    {
        File.WriteAllText(Temp["m.json"], """{ "cases": [ { "scenario": "create", "size": "0MB" } ] }""");

        var (config, errors) = RunConfigBuilder.Build(
            RunOptions.Default with { MatrixFile = Temp["m.json"], BaselineSize = "lots", SampleIntervalMs = 5, Label = "a/b", DataDirectory = Temp["data"] },
            DateTime.UtcNow);

        Assert.Null(config);
        Assert.Equal(["baseline-size", "sample-interval", "label", "size"], errors.Select(e => e.Field));
    }

    [Fact]
    public void A_resumed_run_that_has_its_baseline_needs_no_room_for_the_baseline_file_it_will_not_measure_again()
    {
        // 64 TB of baseline would not fit anywhere; the run measured its baseline before it was stopped, so it is not measured again.
        var folder = InterruptedRun("native", baselineBytes: 64L << 40, baseline: new VolumeBaseline(Temp["data"], 64L << 40, 1 << 20, 8, 500, 500, Direct: true));

        var config = BuiltWithoutErrors(RunOptions.Default with { ResumeDirectory = folder });

        Assert.Equal(RunId, config.Plan.RunId);
    }

    [Fact]
    public void A_resumed_run_whose_baseline_does_not_fit_is_told_to_free_space_or_start_a_new_run_never_an_option_resume_refuses()
    {
        var folder = InterruptedRun("native", baselineBytes: 64L << 40);

        var (config, errors) = RunConfigBuilder.Build(RunOptions.Default with { ResumeDirectory = folder }, DateTime.UtcNow);

        Assert.Null(config);
        var error = Assert.Single(errors);
        Assert.Equal("resume", error.Field);
        Assert.Contains("more free on", error.Allowed, StringComparison.Ordinal);
        Assert.Contains("or a new run with --baseline-size", error.Allowed, StringComparison.Ordinal);
        Assert.DoesNotMatch("^--baseline-size", error.Allowed);
    }

    [Fact]
    public void The_files_a_killed_case_left_count_as_free_space_when_its_run_is_resumed_for_they_are_deleted_first()
    {
        // A baseline of about the volume's free space (twice, with its copy) fits only once the leftover (sparse: it holds
        // no blocks, so the volume's free space is the same with it) is counted as freed.
        var data = Directory.CreateDirectory(Temp["data"]).FullName;
        var free = new DriveInfo(data).AvailableFreeSpace / (1L << 20) * (1L << 20);
        var folder = InterruptedRun("native", baselineBytes: free);
        var workspace = Directory.CreateDirectory(Path.Combine(data, $"bench-{RunId}")).FullName;
        File.WriteAllText(Path.Combine(workspace, ".bench-run"), $"{RunId}\nfile leftover.db\n");
        using (var leftover = File.Create(Path.Combine(workspace, "leftover.db")))
        {
            leftover.SetLength(3 * free);
        }

        var resumed = RunConfigBuilder.Build(RunOptions.Default with { ResumeDirectory = folder }, DateTime.UtcNow);
        File.Delete(Path.Combine(workspace, "leftover.db"));
        var fresh = RunConfigBuilder.Build(RunOptions.Default with { ResumeDirectory = folder }, DateTime.UtcNow);

        Assert.Empty(resumed.Errors);
        Assert.Equal("resume", Assert.Single(fresh.Errors).Field);
    }
}
