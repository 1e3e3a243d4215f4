using Bench.Harness.Tuning;

namespace Bench.Harness.Tests.Tuning;

public sealed class CaseProbeTests
{
    public static TheoryData<TuneOperation, TuneSetting> Settings() => new()
    {
        { TuneOperation.Restore, new TuneSetting(4, 17, 1 << 20, TuneSetting.BlockSizeNotGiven, false) },
        { TuneOperation.Restore, new TuneSetting(1, 1, 64 << 10, TuneSetting.BlockSizeNotGiven, false) },
        { TuneOperation.Backup, new TuneSetting(16, 1024, 4 << 20, 32 << 10, true) },
    };

    [Theory]
    [MemberData(nameof(Settings))]
    public void A_setting_becomes_a_case_whose_columns_read_back_as_the_same_setting(TuneOperation operation, TuneSetting setting)
    {
        var scenario = TuneConfigBuilder.ScenarioOf(operation);

        var (planned, problems) = scenario.Plan(CaseProbe.Values(scenario, setting, 1L << 30, 1L << 40));

        Assert.Empty(problems);
        Assert.Equal(setting, CaseProbe.SettingOf(planned.Columns));
        Assert.Equal(1L << 30, planned.Columns.SizeBytes);
        Assert.Equal(operation.ToString().ToLowerInvariant(), planned.Scenario.Info.Name);
    }

    [Fact]
    public void A_restore_case_runs_with_IFI_on_as_seed_001s_throughput_sweeps_did()
    {
        var scenario = TuneConfigBuilder.ScenarioOf(TuneOperation.Restore);

        var (planned, _) = scenario.Plan(CaseProbe.Values(scenario, new TuneSetting(2, 8, 1 << 20, 0, false), 1L << 30, 1L << 30));

        Assert.True(planned.Columns.Ifi);
    }

    [Fact]
    public void A_setting_above_the_memory_cap_is_a_failed_probe_named_by_the_cases_own_check()
    {
        var scenario = TuneConfigBuilder.ScenarioOf(TuneOperation.Restore);

        var (_, problems) = scenario.Plan(CaseProbe.Values(scenario, new TuneSetting(1, 1024, 4 << 20, 0, false), 1L << 30, 1L << 30));

        Assert.Contains(problems, p => p.Field == "buffer_count" && p.Problem.Contains("above max_buffer_memory", StringComparison.Ordinal));
    }

    [Fact]
    public void A_row_that_failed_or_measured_no_transfer_is_a_failed_result_and_an_ok_row_its_transfer_MB_s()
    {
        var ok = Row(CaseStatus.Ok, 812.5, null);
        var failed = Row(CaseStatus.Failed, null, "IOException: disk full");
        var none = Row(CaseStatus.Ok, null, null);

        Assert.Equal(812.5, CaseProbe.Result(ok).MegabytesPerSecond);
        Assert.Equal("IOException: disk full", CaseProbe.Result(failed).Error);
        Assert.False(CaseProbe.Result(none).IsOk);
    }

    private static ResultRow Row(CaseStatus status, double? transferMbS, string? error) => new()
    {
        RunId = "r",
        CaseId = Bench.Results.Cases.CaseId.Parse("restore/size=1GB/stripes=1"),
        Repetition = 1,
        Scenario = "restore",
        Target = "native",
        Parameters = new CaseParameters(),
        IoMode = "direct",
        Status = status,
        StartedUtc = DateTime.UtcNow,
        TransferMbS = transferMbS,
        Error = error,
    };
}
