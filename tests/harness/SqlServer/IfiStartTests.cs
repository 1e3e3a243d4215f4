using Bench.Harness.Volume;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// What the sqlserver target's start switches on a server, said before it switches it, and the IFI-off flags left alone
/// by a run that plans no IFI-off case: against <see cref="FakeServer"/>, through the target's own code.
/// </summary>
public sealed class IfiStartTests : TempDirectoryTest
{
    private const string RunId = "20261122-101500-ssd";

    private readonly FakeServer server = new();

    [Fact]
    public async Task A_run_without_ifi_off_cases_says_what_it_switches_first_and_never_touches_1806_or_1805()
    {
        var told = new List<(string Line, bool AfterATraceOn)>();

        var target = await OpenAsync(new ServerStart(IfiOffPlanned: false, line => told.Add((line, server.Sent.Any(s => s.Text.Contains("TRACEON", StringComparison.Ordinal))))));
        var e = await Assert.ThrowsAsync<CaseSkippedException>(() => target.CreateDatabaseAsync(Spec("bench_00001", ifi: false), null!, TestContext.Current.CancellationToken));
        await target.DisposeAsync();

        var (line, after) = Assert.Single(told);
        Assert.False(after, "said after a flag was switched");
        Texts.ContainAll(line, "switching trace flag 3004, 3605, 3213 on globally", "off again at its end", "no IFI-off case planned", "1806 and 1805 are not touched");
        Assert.DoesNotContain(server.Sent, s => s.Text.Contains("TRACEON(1806", StringComparison.Ordinal) || s.Text.Contains("TRACEON(1805", StringComparison.Ordinal));
        Assert.Contains("IFI off was not probed", e.Message, StringComparison.Ordinal);
        Assert.Contains("not probed", target.IfiState, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_run_with_ifi_off_cases_says_it_will_try_1806_then_1805_and_does()
    {
        var told = new List<string>();
        server.Flags.Add(3605);

        var target = await OpenAsync(new ServerStart(IfiOffPlanned: true, told.Add));
        await target.DisposeAsync();

        var line = Assert.Single(told);
        Texts.ContainAll(line, "switching trace flag 3004, 3213 on globally", "(3605 on already: left as it is)", "trying trace flag 1806 then 1805");
        Assert.Contains(server.Sent, s => s.Text.Contains("TRACEON(1806", StringComparison.Ordinal));
    }

    [Fact]
    public async Task An_ifi_off_flag_on_before_the_run_is_not_said_to_be_a_startup_flag_and_its_fix_is_a_traceoff_not_a_compose_port()
    {
        // Left on by a killed run of bench with another --data-dir (whose ledger this run cannot see), or set with -T1806.
        server.Flags.Add(1806);

        var target = await OpenAsync(new ServerStart(IfiOffPlanned: true, _ => { }));
        var e = await Assert.ThrowsAsync<CaseSkippedException>(() => target.CreateDatabaseAsync(Spec("bench_00001", ifi: true), null!, TestContext.Current.CancellationToken));
        await target.DisposeAsync();

        Texts.ContainAll(e.Message, "trace flag 1806 is on globally", "started with -T1806, or left on by a killed run", "DBCC TRACEOFF(1806, -1)");
        Assert.DoesNotContain("docker", e.Message, StringComparison.Ordinal);
        Assert.DoesNotContain("(it was started with it)", e.Message, StringComparison.Ordinal);
        Assert.Contains("port 14331", IfiControl.PresetOffRefusal([1806], container: true), StringComparison.Ordinal);
    }

    [Fact]
    public void With_1806_and_1805_on_already_the_start_says_there_is_none_to_try_not_an_empty_list()
    {
        // It read "trying trace flag  globally" with both on.
        var both = IfiControl.Switching(new HashSet<int> { 1806, 1805 }, offPlanned: true);
        var one = IfiControl.Switching(new HashSet<int> { 1806 }, offPlanned: true);

        Assert.Contains("trace flags 1806 and 1805 are on globally already, so none is tried for the IFI-off cases", both, StringComparison.Ordinal);
        Assert.DoesNotContain("trying", both, StringComparison.Ordinal);
        Assert.Contains("trying trace flag 1805 globally (1806 on already: left as it is)", one, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_probe_whose_log_zeroing_does_not_show_stops_the_start_instead_of_being_taken_for_ifi_on()
    {
        // The error log read returns nothing of the probe (a cycled log, a window the server read otherwise, lines worded
        // differently): no data file zeroing then proves nothing. On the fake, not on a server.
        server.LogsLogZeroing = false;

        var e = await Assert.ThrowsAsync<ServerUnusableException>(() => OpenAsync(new ServerStart(IfiOffPlanned: true, _ => { })));

        Texts.ContainAll(e.Message, "IFI probe database", "no zeroing of its log file", "0 line(s)", "cannot tell whether IFI is on", "Fix:", "DBCC TRACESTATUS(-1)", "cycled");
        Assert.DoesNotContain(server.Sent, s => s.Text.Contains("TRACEON(1806", StringComparison.Ordinal));
        Assert.DoesNotContain(server.Databases, d => d.EndsWith("_probe", StringComparison.Ordinal));
    }

    private async Task<SqlServerTarget> OpenAsync(ServerStart start)
    {
        var workspace = RunWorkspace.Open(Temp["data"], RunId);
        return await SqlServerTarget.OpenAsync(
            server.Connect, "fake", workspace, separator => new ServerPaths("/d", "/b", separator), RunId, Temp["data"], null, TestContext.Current.CancellationToken, _ => { }, start);
    }

    private static DatabaseSpec Spec(string name, bool ifi) => new(name, 1, 16L << 20, 1 << 20, 64L << 20, ifi, 0);
}
