namespace Bench.Scenarios.Tests.Matrix;

public sealed class ProfilesTests
{
    [Fact]
    public void Quick_creates_two_sizes_one_of_them_1GB_and_autogrows_with_ifi_on_and_off_three_times()
    {
        var quick = Profiles.Get("quick");
        var cases = MatrixPlanner.Plan(quick);

        var creates = cases.Where(c => c.Scenario.Info.Name == "create").ToList();
        Assert.Equal([256L << 20, 1L << 30], creates.Select(c => c.Columns.SizeBytes!.Value).Distinct());
        Assert.All(creates.GroupBy(c => c.Columns.SizeBytes), size => Assert.Equal([false, true], size.Select(c => c.Columns.Ifi!.Value).Order()));
        Assert.Equal([false, true], cases.Where(c => c.Scenario.Info.Name == "autogrow").Select(c => c.Columns.Ifi!.Value).Order());
        Assert.True(quick.Repetitions >= 3);
        Assert.True(cases.Max(c => c.DiskBytesNeeded) < 4L << 30);
    }

    [Fact]
    public void Two_quick_runs_tell_a_6_percent_difference_that_3_repetitions_would_not()
    {
        double[] a = [95, 100, 105, 98, 102];
        double[] b = [101, 106, 111, 104, 108];
        Assert.Equal(a.Length, Profiles.Get("quick").Repetitions);

        var five = Bench.Results.Comparison.TwoSampleComparison.Of(a, b);
        var three = Bench.Results.Comparison.TwoSampleComparison.Of(a[..3], b[..3]);

        Assert.Equal(Bench.Results.Comparison.Verdict.Slower, five.Verdict);
        Assert.NotEqual(Bench.Results.Comparison.Verdict.Slower, three.Verdict);
    }

    [Fact]
    public void Standard_and_full_hold_the_seeds_sizes()
    {
        var standard = MatrixPlanner.Plan(Profiles.Get("standard"));
        var full = MatrixPlanner.Plan(Profiles.Get("full"));

        Assert.Contains(standard, c => c.Columns.SizeBytes == 10L << 30 && c.Columns.Files == 1);
        Assert.Contains(standard, c => c.Columns.SizeBytes == 1L << 30 && c.Columns.Files == 8);
        Assert.Contains(standard, c => c.Scenario.Info.Name == "autogrow" && c.Columns.GrowthBytes == 1L << 30);
        Assert.Contains(full, c => c.Columns.SizeBytes == 50L << 30);
        Assert.Equal([4, 8, 16], full.Where(c => c.Columns.Files > 1).Select(c => c.Columns.Files!.Value).Distinct().Order());
    }

    [Fact]
    public void An_unknown_profile_names_the_known_ones()
    {
        var error = Assert.Single(Assert.Throws<ValidationException>(() => Profiles.Get("quik")).Errors);

        Assert.Contains("did you mean 'quick'", error.Problem, StringComparison.Ordinal);
        Assert.Equal("quick, standard, full", error.Allowed);
    }

    [Fact]
    public void Only_the_named_scenarios_are_kept_and_an_unknown_name_is_refused()
    {
        var quick = Profiles.Get("quick");

        Assert.All(MatrixPlanner.Plan(quick.OnlyScenarios(["autogrow"])), c => Assert.Equal("autogrow", c.Scenario.Info.Name));
        Assert.Throws<ValidationException>(() => quick.OnlyScenarios(["restor"]));
    }

    /// <summary>
    /// The repetitions and case lines of Profiles/*.txt were written by the planner of the harness before scenarios moved
    /// into folders of their own (commit d594f7e): every profile keeps its cases in the same order, but that IFI twins
    /// stand side by side (the standard and full restore sweeps' stripes=9 IFI-off case moved up to its twin) and that the
    /// IFI-on creates, growths and exposure checks run three times the profile's repetitions ("x15", "x9"). The run lines
    /// are the running order since cases run group by group of the fixture they share (the same runs, regrouped), plus
    /// those extra rounds of IFI-on cases at the end of their group, and since restores from backups that differ only in
    /// stripes take turns, a visit per repetition (the restore sweeps' 1-file and 4- or 9-file groups alternate). The
    /// autogrow cases' initial_size has since gone from seed 002's 4MB to 8MB (SQL Server 2016's model database).
    /// </summary>
    [Theory]
    [InlineData("quick")]
    [InlineData("standard")]
    [InlineData("full")]
    public void Each_profile_plans_the_same_cases_in_the_same_order_and_runs_them_group_by_group(string profile)
    {
        var matrix = Profiles.Get(profile);
        var cases = MatrixPlanner.Plan(matrix);
        var lines = new List<string> { $"repetitions {matrix.Repetitions}" };
        lines.AddRange(cases.Select(c => c.Repetitions is { } own ? $"case {c.Id} x{own}" : $"case {c.Id}"));
        lines.AddRange(Schedule.Group(cases, matrix.Repetitions).SelectMany(g => g.Runs).Select(s => $"run {s.Position} {s.Case.Id} {s.Repetition}"));

        Assert.Equal(File.ReadAllLines(Path.Combine(SourceDirectory(), "Profiles", profile + ".txt")), lines);
    }

    private static string SourceDirectory([System.Runtime.CompilerServices.CallerFilePath] string file = "") => Path.GetDirectoryName(file)!;

    [Theory]
    [InlineData("quick")]
    [InlineData("standard")]
    [InlineData("full")]
    public void Every_profile_s_autogrow_creates_a_data_file_sql_server_2016_and_later_accept(string profile)
    {
        // CREATE DATABASE refuses a primary file smaller than model's (Msg 1803): 8 MB since SQL Server 2016.
        var growths = MatrixPlanner.Plan(Profiles.Get(profile)).Where(c => c.Scenario.Info.Name == "autogrow").ToList();

        Assert.NotEmpty(growths);
        Assert.All(growths, c => Assert.Equal(8L << 20, c.Columns.SizeBytes));
        Assert.Equal(["8MB"], Bench.Scenarios.Autogrow.AutogrowParameters.InitialSizeParameter.Defaults);
    }

    [Fact]
    public void Case_ids_are_stable_and_titles_show_what_varies()
    {
        var cases = MatrixPlanner.Plan(Profiles.Get("quick"));

        Assert.Contains(cases, c => c.Id.ToString() == "create/size=1GB/files=1/log_size=1MB/write_size=4MB/ifi=off" && c.Title == "create size=1GB ifi=off");
        Assert.Contains(cases, c => c.Title == "autogrow ifi=on");
    }
}
