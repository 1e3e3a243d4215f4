using Bench.Harness.Runner;
using Bench.Results.Cases;
using Bench.Results.Manifest;
using Bench.Results.Statistics;

namespace Bench.Harness.Tests.Runner;

/// <summary>The line a cancelled run ends with: the command that finishes it, to copy and paste.</summary>
public sealed class SummaryViewTests
{
    private static RunSettings Settings(string target, bool container = false) =>
        new("quick", null, [], target, "data", null, null, 0, 1000) { Container = container };

    [Fact]
    public void A_run_folder_a_shell_would_not_split_is_given_as_it_is()
    {
        Assert.Equal("bench run --resume runs/20261122-101500-nvme", SummaryView.ResumeCommand("runs/20261122-101500-nvme", Settings("native")));
    }

    [Fact]
    public void A_run_folder_with_a_space_or_a_quote_is_quoted_so_that_it_pastes_as_one_word()
    {
        if (OperatingSystem.IsWindows())
        {
            Assert.Equal("bench run --resume \"my runs/x\"", SummaryView.ResumeCommand("my runs/x", Settings("native")));
            return;
        }

        Assert.Equal("bench run --resume 'my runs/x'", SummaryView.ResumeCommand("my runs/x", Settings("native")));
        Assert.Equal("bench run --resume 'it'\\''s/x'", SummaryView.ResumeCommand("it's/x", Settings("native")));
    }

    [Fact]
    public void A_sqlserver_run_is_told_to_give_its_connection_again_for_it_is_never_stored_but_one_with_its_own_container_is_not()
    {
        Assert.Equal("bench run --resume runs/x --connection ...", SummaryView.ResumeCommand("runs/x", Settings("sqlserver")));
        Assert.Equal("bench run --resume runs/x", SummaryView.ResumeCommand("runs/x", Settings("sqlserver", container: true)));
        Assert.Equal("bench run --resume runs/x", SummaryView.ResumeCommand("runs/x", null));
    }

    [Fact]
    public void The_exposure_check_gets_no_ifi_ratio_line_as_its_table_in_the_report_gives_none()
    {
        SummaryRow Row(string id) => new()
        {
            CaseId = CaseId.Parse(id),
            Scenario = CaseId.Parse(id).Scenario,
            Target = "native",
            Parameters = new CaseParameters(),
            N = 3,
            NotOk = 0,
            IfiOffOnRatio = 270.6,
        };

        Assert.False(SummaryView.SaysIfiRatio(Row("exposure/size=1GB/ifi=off")));
        Assert.True(SummaryView.SaysIfiRatio(Row("create/size=1GB/files=1/ifi=off")));
        Assert.False(SummaryView.SaysIfiRatio(Row("create/size=1GB/files=1/ifi=on")));
    }
}
