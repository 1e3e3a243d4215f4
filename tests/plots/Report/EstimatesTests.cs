using Bench.Results;
using Bench.Results.Cases;

namespace Bench.Plots.Tests.Report;

public sealed class EstimatesTests
{
    private static readonly bool[] IfiStates = [true, false];

    /// <summary>The one estimate <paramref name="which"/> picks when <see cref="Runs.Make"/>'s ssd run is asked about <paramref name="size"/> bytes.</summary>
    private static Estimate EstimateAt(long size, Predicate<Estimate> which) =>
        Assert.Single(Estimates.For(Runs.Make("ssd"), [size]).Estimates, which);

    [Fact]
    public void Data_measured_at_several_sizes_is_fitted_with_a_line_and_extrapolated()
    {
        // IFI-off creates of Runs.Make: 5 ms + rep + 1 ms per 10^6 bytes (1000 MB/s), at 256 MB, 1 GB and 4 GB.
        var off = EstimateAt(50L << 30, e => e.Scenario == "create" && !e.Ifi);

        Assert.Equal(7 + ((50L << 30) / 1e6), off.Ms, 3);
        Assert.InRange(off.Ms, off.LowerMs, off.UpperMs);
        Assert.Equal("7 ms + size / 1,000 MB/s (least squares; interval of the fitted line)", off.Model);
        Assert.StartsWith("9 measurements at 3 sizes (256 MB, 1 GB, 4 GB)", off.FittedOn, StringComparison.Ordinal);
        Assert.Equal(["extrapolated 13x past 4 GB, the largest size measured"], off.Flags);
    }

    [Fact]
    public void A_time_that_does_not_grow_with_the_size_is_estimated_as_its_median()
    {
        // IFI-on creates of Runs.Make: 5 ms + rep, at every size.
        var on = EstimateAt(8L << 30, e => e.Scenario == "create" && e.Ifi);

        Assert.Equal(7, on.Ms, 1);
        Assert.InRange(on.Ms, on.LowerMs, on.UpperMs);
        Assert.StartsWith("no growth with size", on.Model, StringComparison.Ordinal);
        // c1 L3: the measured constant carried to the size, said so, not a rate ("11 ms with IFI on" at 1 TB read as one).
        Assert.Equal(on.Ms, on.ConstantMs);
        Assert.Equal(["the measured constant (7 ms, the median at every size measured: the time did not grow with size), not a rate"], on.Flags);
        var far = EstimateAt(1L << 40, e => e.Scenario == "create" && e.Ifi);
        Assert.Equal(["extrapolated 256x past 4 GB, the largest size measured", "the measured constant (7 ms, the median at every size measured: the time did not grow with size), not a rate", "larger than the 512 GB free on the measured volume"], far.Flags);
        Assert.Null(EstimateAt(50L << 30, e => e.Scenario == "create" && !e.Ifi).ConstantMs);
    }

    [Fact]
    public void In_a_comparison_each_estimate_row_names_its_setting_when_the_runs_used_different_ones()
    {
        // c1 L3: disk's restore estimate was fitted on 4 backup files, ram's on the defaults (1 file); the rows did not say.
        Estimate Restore(string run, string used) => new(run, "restore", false, 1L << 40, 1000, 900, 1100, "m", "f") { Used = used };

        var (_, rows, _) = ReportTables.Estimates([Restore("disk", "4 backup files"), Restore("ram", Estimates.DefaultSetting)]);
        var (_, same, _) = ReportTables.Estimates([Restore("disk", "4 backup files"), Restore("ram", "4 backup files")]);

        Assert.Equal(["RESTORE DATABASE (4 backup files)", "RESTORE DATABASE (every setting at its default)"], rows.Select(r => r[1].Text));
        Assert.Equal(["RESTORE DATABASE", "RESTORE DATABASE"], same.Select(r => r[1].Text));
        Assert.Contains("BUFFERCOUNT 16", Estimates.For(Runs.Make("ssd"), [4L << 30]).Estimates.First(e => e.Scenario == "restore").Used, StringComparison.Ordinal);
        Assert.Equal(Estimates.DefaultSetting, EstimateAt(50L << 30, e => e.Scenario == "create" && !e.Ifi).Used);
    }

    [Fact]
    public void A_time_that_grows_with_the_size_of_files_allocated_but_not_written_is_said_per_GB_not_as_a_rate()
    {
        // IFI-on creates that wrote 1 MB (the log) and took 3 ms + 10 ms per 2^30 bytes allocated: a GB as the table's
        // sizes and --estimate count it (per 10^9 bytes, 9.3 ms).
        var run = Runs.Make("ssd");
        run = run with
        {
            Rows = [.. run.Rows.Select(r => r.Scenario == "create" && r.Parameters.Ifi == true
                ? r with { ElapsedMs = 3 + (10.0 * r.Parameters.SizeBytes!.Value / (1L << 30)), BytesWritten = 1 << 20 }
                : r)],
        };

        var on = Assert.Single(Estimates.For(run, [8L << 30]).Estimates, e => e.Scenario == "create" && e.Ifi);
        var off = Assert.Single(Estimates.For(run, [8L << 30]).Estimates, e => e.Scenario == "create" && !e.Ifi);

        Assert.Equal("3 ms + 10 ms per GB (allocated, not written) (least squares; interval of the fitted line)", on.Model);
        Assert.Equal(3 + 80, on.Ms, 3);
        Assert.Contains("size / 1,000 MB/s", off.Model, StringComparison.Ordinal);
    }

    [Fact]
    public void A_scenario_measured_at_one_size_is_estimated_in_proportion_from_its_fastest_settings()
    {
        // Restores of Runs.Make: 1 GB at 1000 / BUFFERCOUNT ms, the log zeroed in 2 ms; BUFFERCOUNT 16 is the fastest.
        var restore = EstimateAt(4L << 30, e => e.Scenario == "restore");

        Assert.Equal(2 + (4 * (62.5 - 2)), restore.Ms, 6);
        Assert.StartsWith("2 ms (log zeroing) + size / ", restore.Model, StringComparison.Ordinal);
        Assert.Contains("BUFFERCOUNT 16", restore.FittedOn, StringComparison.Ordinal);
        Assert.Empty(restore.Flags);
    }

    [Fact]
    public void A_sqlserver_restore_measured_at_one_size_takes_no_fixed_cost_for_a_log_zeroed_during_the_copy()
    {
        // SQL Server zeroed the log beside the copy, for nearly all its time: taking that away first left the copy ~nothing.
        var run = Runs.Make("ssd");
        run = run with
        {
            Rows = [.. run.Rows.Select(r => r.Scenario == "restore" ? r with { Target = "sqlserver", LogZeroMs = r.TransferMs * 0.99 } : r)],
        };

        var restore = Assert.Single(Estimates.For(run, [4L << 30]).Estimates, e => e.Scenario == "restore");

        Assert.Equal(4 * 62.5, restore.Ms, 6);
        Assert.StartsWith("no fixed cost (the log is zeroed during the copy, as SQL Server does, not before it) + size / ", restore.Model, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(true)]
    [InlineData(null)]
    public void A_native_restore_takes_its_log_zeroing_as_a_fixed_cost_only_in_a_run_written_before_it_zeroed_the_log_beside_the_copy(bool? during)
    {
        // Native runs now say in their manifests that a restore zeroed its log beside the copy; an older run's manifest says nothing.
        var run = Runs.Make("ssd");
        run = run with { Manifest = run.Manifest with { RestoreLogZeroedDuringCopy = during } };

        var restore = Assert.Single(Estimates.For(run, [4L << 30]).Estimates, e => e.Scenario == "restore");

        Assert.StartsWith(during == true ? "no fixed cost (the log is zeroed during the copy" : "2 ms (log zeroing) + size / ", restore.Model, StringComparison.Ordinal);
    }

    [Fact]
    public void Both_IFI_states_are_estimated_on_the_setting_measured_with_both_said_once()
    {
        // IFI on measured six settings (BUFFERCOUNT 16 the fastest); IFI off only 9 backup files, BUFFERCOUNT 4.
        var (on, off) = RestoresWithIfiOff(stripes: 9, buffers: 4);

        Assert.Equal("9 backup files, BUFFERCOUNT 4", on.Setting);
        Assert.Equal(on.Setting, off.Setting);
        Assert.False(on.OwnSetting);
        Assert.Equal(2 + (4 * (250 - 2)), on.Ms, 6);
        Assert.Equal("3 measurements at 1 size (1 GB); 9 backup files, BUFFERCOUNT 4 (of 6 settings, the one measured with IFI on and off)", on.FittedOn);
        Assert.EndsWith("; interval: the 3 measurements' range of the rate, not a 95% interval", on.Model, StringComparison.Ordinal);
    }

    [Fact]
    public void Without_a_setting_measured_with_both_IFI_states_each_is_estimated_on_its_own_and_says_so()
    {
        var (on, off) = RestoresWithIfiOff(stripes: 9, buffers: 64);

        Assert.True(on.OwnSetting);
        Assert.Contains("BUFFERCOUNT 16", on.Setting, StringComparison.Ordinal);
        Assert.Contains("BUFFERCOUNT 64", off.Setting, StringComparison.Ordinal);
        Assert.Contains("none was measured with IFI on and off, so each is estimated from its own", on.FittedOn, StringComparison.Ordinal);
        Assert.Contains("each IFI state with its own fastest setting", Assert.Single(ExecutiveSummary.Of([RunWithIfiOff(9, 64)], Estimates.For(RunWithIfiOff(9, 64), [4L << 30]).Estimates, []), l => l.Contains("Restoring", StringComparison.Ordinal)), StringComparison.Ordinal);
    }

    [Fact]
    public void Of_settings_measured_with_both_IFI_states_at_different_sizes_the_fastest_by_rate_is_estimated_not_the_one_measured_smallest()
    {
        // 1 backup file, BUFFERCOUNT 2, at 256 MB: 100 ms IFI on, 200 ms off (2,560 and 1,280 MB/s); 4 backup files,
        // BUFFERCOUNT 8, at 1 GB: 200 and 400 ms (5,120 and 2,560 MB/s), twice as fast though each of its times is longer.
        var run = Runs.Make("ssd");
        var template = run.Rows.First(r => r.Scenario == "restore");
        var restores = from setting in new[] { (Stripes: 1, Buffers: 2, Size: 256L << 20, OnMs: 100.0), (Stripes: 4, Buffers: 8, Size: 1L << 30, OnMs: 200.0) }
                       from ifi in IfiStates
                       from rep in Enumerable.Range(1, 3)
                       select template with
                       {
                           CaseId = CaseId.Parse($"restore/size={setting.Size}/stripes={setting.Stripes}/buffer_count={setting.Buffers}/ifi={(ifi ? "on" : "off")}"),
                           Repetition = rep,
                           Parameters = template.Parameters with { Ifi = ifi, Stripes = setting.Stripes, BufferCount = setting.Buffers, SizeBytes = setting.Size },
                           ElapsedMs = (ifi ? setting.OnMs : 2 * setting.OnMs) + rep,
                       };
        run = run with { Rows = [.. run.Rows.Where(r => r.Scenario != "restore"), .. restores] };

        var on = Assert.Single(Estimates.For(run, [4L << 30]).Estimates, e => e.Scenario == "restore" && e.Ifi);

        Assert.Equal("4 backup files, BUFFERCOUNT 8", on.Setting);
        Assert.EndsWith("(of 2 settings, the fastest of the 2 measured with IFI on and off, by its slower IFI state's median MB/s)", on.FittedOn, StringComparison.Ordinal);
    }

    [Fact]
    public void Without_a_setting_measured_with_both_IFI_states_each_state_estimates_its_fastest_by_rate_not_by_time()
    {
        // IFI on only: 1 backup file at 256 MB in 100 ms (2,560 MB/s) and 4 backup files at 1 GB in 200 ms (5,120 MB/s);
        // IFI off only: 2 backup files at 512 MB in 400 ms. The IFI-on estimate is the 4-file setting's.
        var run = Runs.Make("ssd");
        var template = run.Rows.First(r => r.Scenario == "restore");
        var restores = from setting in new[] { (Stripes: 1, Size: 256L << 20, Ms: 100.0, Ifi: true), (Stripes: 4, Size: 1L << 30, Ms: 200.0, Ifi: true), (Stripes: 2, Size: 512L << 20, Ms: 400.0, Ifi: false) }
                       from rep in Enumerable.Range(1, 3)
                       select template with
                       {
                           CaseId = CaseId.Parse($"restore/size={setting.Size}/stripes={setting.Stripes}/ifi={(setting.Ifi ? "on" : "off")}"),
                           Repetition = rep,
                           Parameters = template.Parameters with { Ifi = setting.Ifi, Stripes = setting.Stripes, SizeBytes = setting.Size },
                           ElapsedMs = setting.Ms + rep,
                       };
        run = run with { Rows = [.. run.Rows.Where(r => r.Scenario != "restore"), .. restores] };

        var on = Assert.Single(Estimates.For(run, [4L << 30]).Estimates, e => e.Scenario == "restore" && e.Ifi);

        Assert.StartsWith("4 backup files", on.Setting, StringComparison.Ordinal);
        Assert.EndsWith("(the fastest by median MB/s of the 2 measured with IFI on: none was measured with IFI on and off, so each is estimated from its own)", on.FittedOn, StringComparison.Ordinal);
    }

    private static (Estimate On, Estimate Off) RestoresWithIfiOff(int stripes, int buffers)
    {
        var estimates = Estimates.For(RunWithIfiOff(stripes, buffers), [4L << 30]).Estimates;
        return (Assert.Single(estimates, e => e.Scenario == "restore" && e.Ifi), Assert.Single(estimates, e => e.Scenario == "restore" && !e.Ifi));
    }

    /// <summary>Runs.Make's ssd run with IFI-off restores of one setting, twice as slow as IFI on's rows of it would be.</summary>
    private static RunSummary RunWithIfiOff(int stripes, int buffers)
    {
        var run = Runs.Make("ssd");
        var template = run.Rows.First(r => r.Scenario == "restore");
        var off = Enumerable.Range(1, 3).Select(rep => template with
        {
            CaseId = CaseId.Parse($"restore/stripes={stripes}/buffer_count={buffers}/ifi=off"),
            Repetition = rep,
            Parameters = template.Parameters with { Ifi = false, Stripes = stripes, BufferCount = buffers },
            ElapsedMs = 2000.0 / buffers,
        });
        return run with { Rows = [.. run.Rows, .. off] };
    }

    [Fact]
    public void Files_allocated_not_written_at_a_median_rate_are_said_per_GB_and_an_interval_of_one_figure_is_not_repeated()
    {
        // IFI-on creates that wrote 1 MB (the log), 10 ms per 2^30 bytes less 2 ms: a line whose fixed cost fits below 0.
        var run = Runs.Make("ssd");
        run = run with
        {
            Rows = [.. run.Rows.Select(r => r.Scenario == "create" && r.Parameters.Ifi == true
                ? r with { ElapsedMs = (10.0 * r.Parameters.SizeBytes!.Value / (1L << 30)) - 2 + (0.01 * r.Repetition), LogZeroMs = 0.1, BytesWritten = 1 << 20 }
                : r)],
        };

        var on = Assert.Single(Estimates.For(run, [8L << 30]).Estimates, e => e.Scenario == "create" && e.Ifi);

        Assert.Contains("fixed cost came out below 0", on.Model, StringComparison.Ordinal);
        Assert.DoesNotContain("MB/s", on.Model, StringComparison.Ordinal);
        Assert.Contains(" per GB (allocated, not written)", on.Model, StringComparison.Ordinal);
        var cell = ReportTables.Estimates([on with { LowerMs = 1.61, UpperMs = 1.64, Ms = 1.62 }]).Rows[0][^1].Text;
        Assert.Equal("1.6 ms", cell);
    }

    /// <summary>The ssd-vs-hdd benchmark's ssd create with IFI off at 50 GB read "42.8 s (0 ms to 2 min 14 s)": an interval down to 0 tells nothing.</summary>
    [Fact]
    public void An_estimates_interval_down_to_zero_is_said_too_wide_not_written_from_0_ms()
    {
        var off = new Estimate("ssd", "create", false, 50L << 30, 42_800, 0, 134_000, "model", "1 GB");

        Assert.StartsWith($"42.8 s {ReportTables.TooWide}", ReportTables.Estimates([off]).Rows[0][^1].Text, StringComparison.Ordinal);
        Assert.StartsWith("42.8 s (30 s to 2 min 14 s)", ReportTables.Estimates([off with { LowerMs = 30_000 }]).Rows[0][^1].Text, StringComparison.Ordinal);
    }

    [Fact]
    public void Each_rows_model_is_a_numbered_note_under_the_table_so_its_figures_keep_the_page_width()
    {
        var off = EstimateAt(50L << 30, e => e.Scenario == "create" && !e.Ifi);
        var on = EstimateAt(50L << 30, e => e.Scenario == "create" && e.Ifi);

        var (header, rows, models) = ReportTables.Estimates([off, on]);

        Assert.Equal("model", header[3]);
        Assert.Equal(["(1)", "(2)"], rows.Select(r => r[3].Text));
        Assert.DoesNotContain(rows.SelectMany(r => r), c => c.Text.Contains(off.Model, StringComparison.Ordinal));
        Assert.Equal($"(1) {off.Run}, CREATE DATABASE, IFI off: {off.Model}; fitted on {off.FittedOn}", models[0]);
        Assert.StartsWith($"(2) {on.Run}, CREATE DATABASE, IFI on: {on.Model}; fitted on ", models[1], StringComparison.Ordinal);
    }

    [Fact]
    public void Estimates_past_ten_times_the_largest_size_or_the_free_space_are_flagged()
    {
        // The made-up volume has 512 GB free; the largest restore measured is 1 GB.
        var restore = EstimateAt(1L << 40, e => e.Scenario == "restore");

        // c1 L3: how far past the data, in figures a reader reads at once ("1024x past the largest size measured (1 GB)" was).
        Assert.Equal(["extrapolated 1,024x past 1 GB, the largest size measured", "larger than the 512 GB free on the measured volume"], restore.Flags);
    }

    [Fact]
    public void Without_sizes_asked_for_the_profiles_sizes_the_run_did_not_measure_are_estimated()
    {
        var (estimates, _) = Estimates.For(Runs.Make("ssd"), []);

        var sizes = estimates.Where(e => e.Scenario == "create" && !e.Ifi).Select(e => e.SizeBytes).ToList();
        Assert.True(sizes.Count >= 2, "several sizes");
        Assert.Contains(50L << 30, sizes);
        Assert.DoesNotContain(1L << 30, sizes);
    }

    [Fact]
    public void Times_and_sizes_read_as_people_say_them()
    {
        Assert.Equal("5 min 48 s", Findings.Time(348_000));
        Assert.Equal("2.1 s", Findings.Time(2_100));
        Assert.Equal("350 ms", Findings.Time(350));
        Assert.Equal("4.9 ms", Findings.Time(4.94));
        Assert.Equal("500 GB", Findings.Size(500L << 30));
    }
}
