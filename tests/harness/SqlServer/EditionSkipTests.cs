using Bench.Harness.Volume;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// What an Express server cannot run is skipped by the target itself, with the reason, before any batch that would fail:
/// against <see cref="FakeServer"/> answering the facts query as Express (no server runs here).
/// </summary>
public sealed class EditionSkipTests : TempDirectoryTest
{
    private const string RunId = "20261122-101500-ssd";

    private readonly FakeServer server = new() { Edition = ("Express Edition (64-bit)", 4) };

    [Fact]
    public async Task Express_skips_a_create_of_more_than_10_GB_of_data_files_and_sends_no_CREATE()
    {
        var reason = await SkippedAsync(
            (_, _) => Task.CompletedTask,
            (target, token) => target.CreateDatabaseAsync(Spec("bench_00001", 16L << 30), null!, token),
            "CREATE DATABASE");

        Assert.Contains("Msg 1827", reason, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Express_skips_a_compressed_backup_and_sends_no_BACKUP()
    {
        var source = FixtureSpec.Database(16L << 20, 1);

        var reason = await SkippedAsync(
            (target, token) => target.PrepareFixtureAsync(source, null!, token),
            (target, token) => target.BackupAsync(new BackupSpec("bench_00002", source, Transfer(compression: true)), null!, token),
            "BACKUP DATABASE");

        Assert.Contains("Msg 1844", reason, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Express_makes_no_compressed_backup_fixture_and_skips_each_restore_of_it_saying_why()
    {
        var backup = new FixtureSpec(FixtureKind.Backup, 16L << 20, 1, 1, Compression: true);

        var reason = await SkippedAsync(
            (_, _) => Task.CompletedTask,
            async (target, token) =>
            {
                await target.PrepareFixtureAsync(backup, null!, token);
                await target.RestoreAsync(new RestoreSpec(Spec("bench_00003", 16L << 20), backup, Transfer(compression: true)), null!, token);
            },
            "BACKUP DATABASE",
            "RESTORE DATABASE");

        Assert.StartsWith("Express Edition (64-bit) restores a compressed backup but cannot make the one this case reads", reason, StringComparison.Ordinal);
    }

    /// <summary>
    /// Opens the target on the Express server, runs <paramref name="setup"/>, then <paramref name="call"/>, which must be
    /// skipped having sent no batch holding any of <paramref name="unsent"/>; the skip's reason.
    /// </summary>
    private async Task<string> SkippedAsync(Func<SqlServerTarget, CancellationToken, Task> setup, Func<SqlServerTarget, CancellationToken, Task> call, params string[] unsent)
    {
        var token = TestContext.Current.CancellationToken;
        var target = await OpenAsync();
        await setup(target, token);
        var sent = server.Sent.Count;

        var skipped = await Assert.ThrowsAsync<CaseSkippedException>(() => call(target, token));

        Assert.DoesNotContain(server.Sent.Skip(sent), s => unsent.Any(u => s.Text.Contains(u, StringComparison.Ordinal)));
        await target.DisposeAsync();
        return skipped.Message;
    }

    private async Task<SqlServerTarget> OpenAsync() => await SqlServerTarget.OpenAsync(
        server.Connect, "fake", RunWorkspace.Open(Temp["data"], RunId), separator => new ServerPaths("/d", "/b", separator), RunId, Temp["data"], null, TestContext.Current.CancellationToken);

    private static DatabaseSpec Spec(string name, long dataFileBytes) => new(name, 1, dataFileBytes, 1 << 20, 64L << 20, Ifi: true, 0);

    private static TransferSpec Transfer(bool compression) => new(1, 8, 1 << 20, 0, compression);
}
