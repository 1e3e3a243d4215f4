namespace Bench.Harness.Tests.SqlServer;

/// <summary>The ledger file written by several processes at once (ledgers of other owners stand for them: each its own lock).</summary>
public sealed class DatabaseLedgerTests : TempDirectoryTest
{
    [Fact]
    public async Task Appends_and_strikes_of_several_owners_at_once_lose_no_line_and_bring_none_back()
    {
        var directory = Temp["data"];
        Directory.CreateDirectory(directory);
        var owners = Enumerable.Range(0, 6).Select(i => new DatabaseLedger(directory, "fake", $"run{i}", host: "h", pid: 1000 + i)).ToList();

        await Task.WhenAll(owners.Select((ledger, i) => Task.Run(() =>
        {
            ledger.Add($"bench_kept_{i}");
            for (var n = 0; n < 30; n++)
            {
                ledger.Add($"bench_{i}_{n}");
                ledger.Remove($"bench_{i}_{n}");
            }
        }, TestContext.Current.CancellationToken)));

        Assert.All(owners, o => Assert.Empty(o.Failures));
        var lines = File.ReadAllLines(Path.Combine(directory, DatabaseLedger.FileName)).Select(l => l.Split('\t')[5]).Order();
        Assert.Equal(Enumerable.Range(0, 6).Select(i => $"bench_kept_{i}").Order(), lines);
        Assert.Empty(Directory.GetFiles(directory, "*.tmp"));
    }

    [Fact]
    public async Task An_append_waits_while_another_process_holds_the_ledgers_lock()
    {
        var directory = Temp["data"];
        Directory.CreateDirectory(directory);
        var ledger = new DatabaseLedger(directory, "fake", "run", host: "h", pid: 1000);
        var file = Path.Combine(directory, DatabaseLedger.FileName);
        Task adding;
        using (new FileStream(file + ".lock", FileMode.OpenOrCreate, FileAccess.ReadWrite, FileShare.None))
        {
            adding = Task.Run(() => ledger.Add("bench_x"), TestContext.Current.CancellationToken);
            await Task.Delay(300, TestContext.Current.CancellationToken);
            Assert.False(adding.IsCompleted, "the append went ahead while another process held the lock");
            Assert.False(File.Exists(file));
        }

        await adding;
        Assert.Contains("bench_x", File.ReadAllText(file), StringComparison.Ordinal);
    }
}
