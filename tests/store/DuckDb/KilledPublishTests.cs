using System.Diagnostics;

namespace Bench.Store.Tests.DuckDb;

/// <summary>
/// A publish killed half-way (a real process, killed with SIGKILL while its transaction is open, big samples already
/// handed to DuckDB) leaves no row of its run; the store opens afterwards, keeps what was committed before, and takes
/// the run again.
/// </summary>
public sealed class KilledPublishTests : TempDirectoryTest
{
    private const int ManySamples = 300_000;

    [Theory]
    [InlineData(PublishStep.Run)]
    [InlineData(PublishStep.Results)]
    [InlineData(PublishStep.Samples)]
    public async Task A_publish_killed_inside_its_transaction_leaves_no_row_of_its_run(PublishStep killAt)
    {
        var storePath = Temp["store.duckdb"];
        var kept = RunFolders.Write(Temp.Path, "20261122-090000-kept", samples: 400);
        var killed = RunFolders.Write(Temp.Path, "20261122-100000-killed", samples: ManySamples);
        using (var store = RunStore.OpenForPublish(storePath))
        {
            store.Publish(kept);
        }

        using (var child = Child(killed, storePath, killAt))
        {
            var line = await child.StandardOutput.ReadLineAsync(TestContext.Current.CancellationToken).AsTask().WaitAsync(TimeSpan.FromMinutes(2), TestContext.Current.CancellationToken);
            Assert.StartsWith($"paused at {killAt}", line, StringComparison.Ordinal);

            // While the child holds the file, another writer is told who holds it, not left waiting.
            var locked = Assert.Throws<StoreException>(() => RunStore.OpenForPublish(storePath).Dispose());
            Assert.Contains(storePath, locked.Message, StringComparison.Ordinal);

            child.Kill(entireProcessTree: true);
            await child.WaitForExitAsync(TestContext.Current.CancellationToken);
        }

        using (var store = RunStore.OpenForPublish(storePath))
        {
            Assert.All(store.CountRows("20261122-100000-killed"), table => Assert.Equal(0, table.Value));
            Assert.Equal(400, store.CountRows("20261122-090000-kept")["samples"]);
            Assert.Equal(["20261122-090000-kept"], store.Read().Select(r => r.RunId));

            var again = store.Publish(killed);

            Assert.Equal(PublishOutcome.Added, again.Outcome);
            Assert.Equal(ManySamples, store.CountRows("20261122-100000-killed")["samples"]);
        }
    }

    private static Process Child(string runFolder, string storePath, PublishStep step)
    {
        var start = new ProcessStartInfo("dotnet") { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        start.ArgumentList.Add(Path.Combine(AppContext.BaseDirectory, "Bench.Store.PublishChild.dll"));
        start.ArgumentList.Add(runFolder);
        start.ArgumentList.Add(storePath);
        start.ArgumentList.Add(step.ToString());
        var process = Process.Start(start)!;
        _ = process.StandardError.ReadToEndAsync();
        return process;
    }
}
