using Bench.Results.Export;

namespace Bench.Results.Tests.Export;

/// <summary>An export's writes, each whole, undone exactly: what it made goes, what it replaced comes back, nothing else is touched.</summary>
public sealed class WriteJournalTests : TempDirectoryTest
{
    private static CancellationToken Token => TestContext.Current.CancellationToken;

    [Fact]
    public async Task Undone_it_deletes_what_it_made_puts_back_what_it_replaced_and_leaves_other_files()
    {
        File.WriteAllText(Temp["report.html"], "earlier");
        var journal = new WriteJournal();
        await journal.WriteAllTextAsync(Temp["report.html"], "new", Token);
        await journal.WriteAllTextAsync(Temp["charts/run/a.svg"], "new", Token);
        File.WriteAllText(Temp["samples.csv"], "another process's");
        File.WriteAllText(Temp["charts/notes.txt"], "another process's");

        var undone = journal.Undo();

        Assert.Equal(new WriteJournal.UndoResult(1, 1, 1, []), undone with { Left = [] });
        Assert.Empty(undone.Left);
        Assert.Equal("earlier", File.ReadAllText(Temp["report.html"]));
        Assert.False(Directory.Exists(Temp["charts/run"]));
        Assert.Equal([Temp["charts/notes.txt"], Temp["report.html"], Temp["samples.csv"]], Directory.EnumerateFiles(Temp.Path, "*", SearchOption.AllDirectories).Order(StringComparer.Ordinal));
    }

    [Fact]
    public async Task Its_temporary_file_is_named_as_its_own_with_this_host_and_process_so_that_a_leftover_is_told_apart()
    {
        string? temporary = null;

        await new WriteJournal().WriteAsync(Temp["report.html"], (path, token) => File.WriteAllTextAsync(temporary = path, "new", token), Token);

        Assert.Matches($"^report\\.html\\.bench-{JournalLeftovers.Host}-{Environment.ProcessId}-[0-9a-f]{{12}}\\.tmp$", Path.GetFileName(temporary));
    }

    [Fact]
    public async Task A_file_written_over_since_by_another_report_is_neither_removed_nor_rolled_back_and_is_named()
    {
        File.WriteAllText(Temp["report.md"], "earlier");
        var journal = new WriteJournal();
        await journal.WriteAllTextAsync(Temp["report.html"], "ours", Token);
        await journal.WriteAllTextAsync(Temp["report.md"], "ours", Token);
        File.WriteAllText(Temp["report.html"], "another report's finished page");
        File.WriteAllText(Temp["report.md"], "another report's finished text");

        var undone = journal.Undo();

        Assert.Equal("another report's finished page", File.ReadAllText(Temp["report.html"]));
        Assert.Equal("another report's finished text", File.ReadAllText(Temp["report.md"]));
        Assert.Equal([Temp["report.md"], Temp["report.html"]], undone.Left);
        Assert.Equal([Temp["report.html"], Temp["report.md"]], Directory.EnumerateFiles(Temp.Path).Order(StringComparer.Ordinal));
    }

    [Fact]
    public async Task A_path_made_then_written_again_is_undone_last_write_first_and_so_removed()
    {
        var journal = new WriteJournal();
        await journal.WriteAllTextAsync(Temp["charts/a.svg"], "first", Token);
        await journal.WriteAllTextAsync(Temp["charts/a.svg"], "second", Token);

        var undone = journal.Undo();

        Assert.Empty(undone.Left);
        Assert.False(Directory.Exists(Temp["charts"]));
        Assert.Empty(Directory.EnumerateFileSystemEntries(Temp.Path));
    }

    [Fact]
    public async Task A_write_that_fails_part_way_leaves_the_earlier_file_whole_and_no_temporary_file()
    {
        File.WriteAllText(Temp["report.md"], "earlier");
        var journal = new WriteJournal();

        await Assert.ThrowsAsync<IOException>(() => journal.WriteAsync(Temp["report.md"], async (temporary, token) =>
        {
            await File.WriteAllTextAsync(temporary, "half", token);
            throw new IOException("No space left on device");
        }, Token));

        Assert.Equal("earlier", File.ReadAllText(Temp["report.md"]));
        Assert.Equal([Temp["report.md"]], Directory.EnumerateFiles(Temp.Path));
    }

    [Fact]
    public async Task Committed_it_keeps_the_new_files_and_lets_the_earlier_ones_go()
    {
        File.WriteAllText(Temp["report.md"], "earlier");
        var journal = new WriteJournal();
        await journal.WriteAllTextAsync(Temp["report.md"], "new", Token);

        journal.Commit();

        Assert.Equal(new WriteJournal.UndoResult(0, 0, 0, []), journal.Undo() with { Left = [] });
        Assert.Equal("new", File.ReadAllText(Temp["report.md"]));
        Assert.Equal([Temp["report.md"]], Directory.EnumerateFiles(Temp.Path));
    }
}
