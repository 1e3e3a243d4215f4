using Bench.Harness.Configuration;
using Bench.Harness.Tuning;
using Bench.Results.Manifest;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Tests.Tuning;

/// <summary>
/// A tune's check of free space before any I/O, as bench run's: the most it holds at once (its largest case with the
/// fixtures it keeps) and the baseline's file when it measures one; a resume counts that file only when it measures it.
/// </summary>
public sealed class TuneConfigBuilderTests : CommandTest
{
    private const long SixtyFourTb = 64L << 40;

    private Task<int> Tune(params string[] args) => Bench(["tune", .. args, "--data-dir", Temp["data"], "--out", Temp["runs"]]);

    /// <summary>The tune of <paramref name="mode"/> a CLI would give (a data dir of the test's), checked without running it.</summary>
    private (TuneConfig? Config, IReadOnlyList<ValidationError> Errors) Build(string mode, string size, string baselineSize) =>
        TuneConfigBuilder.Build(
            TuneRunOptions.Default with
            {
                Mode = mode, Size = size, Run = RunOptions.Default with { DataDirectory = Temp["data"], OutDirectory = Temp["runs"], BaselineSize = baselineSize },
            },
            DateTime.UtcNow);

    [Fact]
    public void A_tune_larger_than_the_free_space_is_refused_before_any_io_naming_what_it_holds_and_what_is_free()
    {
        var (config, errors) = Build("restore", "64TB", "0");

        Assert.Null(config);
        var error = Assert.Single(errors);
        Assert.Equal("size", error.Field);
        Assert.Matches(@"^the tune holds up to [\d.]+ TiB at once \(at a restore of 64 TiB beside the 3 backups the tune keeps at once, .*\) plus a margin of .*, but .* has .* free$", error.Problem);
        Assert.StartsWith("a --size that fits in ", error.Allowed, StringComparison.Ordinal);
        Assert.False(Directory.Exists(Temp["data"]), "nothing is made");
    }

    [Fact]
    public void A_tune_whose_baseline_file_does_not_fit_is_told_the_baseline_size_that_does()
    {
        var (config, errors) = Build("backup", "8MB", "64TB");

        Assert.Null(config);
        var error = Assert.Single(errors);
        Assert.Equal("baseline-size", error.Field);
        Assert.StartsWith("the baseline's file of 64 TiB and its copy", error.Problem, StringComparison.Ordinal);
        Assert.Contains("(at a backup of 8 MiB beside the database it needs)", error.Problem, StringComparison.Ordinal);
        Assert.StartsWith("--baseline-size ", error.Allowed, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_resumed_tune_counts_the_baseline_file_only_when_it_measures_it()
    {
        // A tune begun with a 64 TB baseline that has none (it failed, or the tune was stopped during it).
        var first = await Tune("restore", "--size", "8MB", "--stripes", "1", "--buffer-count", "1..2", "--max-transfer-size", "64KB", "--budget", "7", "--baseline-size", "0");
        Assert.Equal(ExitCodes.Ok, first);
        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        var manifest = ManifestFile.Read(run);
        ManifestFile.Write(run, manifest with { Status = "running", EndedUtc = null, Settings = manifest.Settings! with { BaselineBytes = SixtyFourTb } });
        var resume = TuneRunOptions.Default with { Run = RunOptions.Default with { ResumeDirectory = run } };

        // With case runs recorded it does not measure one (they replay as they ran, without it): no room needed for it.
        var (withRuns, none) = TuneConfigBuilder.Build(resume, DateTime.UtcNow);
        Assert.Empty(none);
        Assert.False(withRuns!.MeasuresBaseline(runsRecorded: true));

        // With none recorded it measures it now: 64 TB does not fit, and a resume is told to free space or start anew.
        var results = Path.Combine(run, RunFiles.Results);
        File.WriteAllLines(results, File.ReadAllLines(results).Take(1));
        var (config, errors) = TuneConfigBuilder.Build(resume, DateTime.UtcNow);

        Assert.Null(config);
        var error = Assert.Single(errors);
        Assert.Equal("resume", error.Field);
        Assert.Contains("the baseline's file of 64 TiB", error.Problem, StringComparison.Ordinal);
        Assert.Contains("more free on", error.Allowed, StringComparison.Ordinal);
    }
}
