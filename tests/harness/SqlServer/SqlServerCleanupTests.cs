using Bench.Harness.Volume;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// What the sqlserver target leaves on a server after a failed cleanup, a broken connection or a killed run, and what it
/// touches that is not its own: against <see cref="FakeServer"/> (no server runs here), through the target's own code.
/// </summary>
public sealed class SqlServerCleanupTests : TempDirectoryTest
{
    private const string RunId = "20261122-101500-ssd";

    private readonly FakeServer server = new();

    [Fact]
    public async Task A_flag_on_globally_before_the_run_is_never_switched_off_by_the_ifi_probe()
    {
        // A server started with -T1805 that IFI stays on under: the probe tries 1806 only.
        server.Flags.Add(1805);
        server.ObeyedOffFlag = null;

        var target = await OpenAsync();
        await target.DisposeAsync();

        Assert.DoesNotContain(server.Sent, s => s.Text.Contains("TRACEOFF(1805", StringComparison.Ordinal) || s.Text.Contains("TRACEON(1805", StringComparison.Ordinal));
        Assert.Contains(server.Sent, s => s.Text.Contains("TRACEON(1806", StringComparison.Ordinal));
        Assert.Equal([1805], server.Flags);
    }

    private async Task<SqlServerTarget> OpenAsync()
    {
        var workspace = RunWorkspace.Open(Temp["data"], RunId);
        return await SqlServerTarget.OpenAsync(
            server.Connect, "fake", workspace, separator => new ServerPaths("/d", "/b", separator), RunId, Temp["data"], null, TestContext.Current.CancellationToken);
    }
}
