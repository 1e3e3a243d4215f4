namespace Bench.Results.Export;

/// <summary>
/// What one export (a report) writes into a folder, as it writes it, so that one stopped (Ctrl+C, SIGTERM) or failed (a
/// full disk) is undone exactly: the folders it made, the files it made, and the files it replaced, each written whole to
/// a temporary file beside it and renamed over it, the earlier file kept aside (a hard link where the file system has
/// them) until <see cref="Commit"/>, both named as <see cref="JournalLeftovers"/> says (what a report killed hard leaves).
/// Nothing it undoes is found by listing a folder: a file another process makes meanwhile (a live run's samples.csv,
/// anything in a shared --out) is not the export's and stays. Safe from several threads.
/// </summary>
/// <param name="onWritten">Told each file's path once it is in place (for tests that stop an export part-way).</param>
public sealed class WriteJournal(Action<string>? onWritten = null)
{
    private readonly Lock gate = new();
    private readonly List<string> folders = [];
    private readonly List<Written> written = [];

    /// <summary>What <see cref="Undo"/> did, once it ran.</summary>
    public UndoResult? Undone { get; private set; }

    /// <summary>Makes <paramref name="directory"/> and the levels above it that are missing, noting each one made.</summary>
    public void CreateDirectory(string directory)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(directory);
        lock (gate)
        {
            var missing = new Stack<string>();
            for (var level = Path.TrimEndingDirectorySeparator(Path.GetFullPath(directory)); level is not null && !Directory.Exists(level); level = Path.GetDirectoryName(level))
            {
                missing.Push(level);
            }

            foreach (var level in missing)
            {
                Directory.CreateDirectory(level);
                folders.Add(level);
            }
        }
    }

    /// <summary>Writes <paramref name="text"/> to <paramref name="path"/>, whole or not at all.</summary>
    public Task WriteAllTextAsync(string path, string text, CancellationToken cancellationToken) =>
        WriteAsync(path, (temporary, token) => File.WriteAllTextAsync(temporary, text, token), cancellationToken);

    /// <summary>Writes <paramref name="bytes"/> to <paramref name="path"/>, whole or not at all.</summary>
    public Task WriteAllBytesAsync(string path, ReadOnlyMemory<byte> bytes, CancellationToken cancellationToken) =>
        WriteAsync(path, (temporary, token) => File.WriteAllBytesAsync(temporary, bytes, token), cancellationToken);

    /// <summary>
    /// <paramref name="write"/> writes a temporary file beside <paramref name="path"/> (its folder made when missing), then
    /// it is renamed over <paramref name="path"/>; one that fails or is cancelled is deleted, and <paramref name="path"/> is as it was.
    /// </summary>
    public async Task WriteAsync(string path, Func<string, CancellationToken, Task> write, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(write);
        var full = Path.GetFullPath(path);
        CreateDirectory(Path.GetDirectoryName(full)!);
        var tag = JournalLeftovers.NewTag();
        var temporary = $"{full}.{tag}.tmp";
        var earlier = $"{full}.{tag}.old";
        try
        {
            await write(temporary, cancellationToken);
            lock (gate)
            {
                if (File.Exists(full))
                {
                    // Noted before the swap, so that a swap that fails half-way (the earlier file moved aside, the new one
                    // not in place) is put back below, and a stray copy never outlives the journal.
                    var entry = new Written(full, earlier);
                    written.Add(entry);
                    try
                    {
                        File.Replace(temporary, full, earlier, ignoreMetadataErrors: true);
                    }
                    catch
                    {
                        written.Remove(entry);
                        if (File.Exists(earlier) && !File.Exists(full))
                        {
                            File.Move(earlier, full);
                        }
                        else
                        {
                            Delete(earlier);
                        }

                        throw;
                    }

                    written[^1] = entry with { Mark = Mark.Of(full) };
                }
                else
                {
                    File.Move(temporary, full);
                    written.Add(new Written(full, null) { Mark = Mark.Of(full) });
                }
            }
        }
        catch
        {
            Delete(temporary);
            throw;
        }

        onWritten?.Invoke(full);
    }

    /// <summary>The export is whole: the earlier files it replaced are let go.</summary>
    public void Commit()
    {
        lock (gate)
        {
            foreach (var entry in written.Where(w => w.Earlier is not null))
            {
                Delete(entry.Earlier!);
            }

            written.Clear();
            folders.Clear();
        }
    }

    /// <summary>
    /// Undoes the export, last write first: deletes the files it made and puts back the ones it replaced, each only while
    /// it is still what the export wrote (one another process or report has written since stays, and is named in
    /// <see cref="UndoResult.Left"/>), then deletes the folders it made that are empty; what it did (<see cref="Undone"/> too).
    /// </summary>
    public UndoResult Undo()
    {
        lock (gate)
        {
            var left = new List<string>();
            var (removed, restored) = (0, 0);
            foreach (var entry in Enumerable.Reverse(written))
            {
                if (Mark.Of(entry.Path) != entry.Mark)
                {
                    // Written over since (another report into the same folder): not ours to remove or roll back.
                    left.Add(entry.Path);
                    if (entry.Earlier is not null)
                    {
                        Delete(entry.Earlier);
                    }
                }
                else if (entry.Earlier is null ? Delete(entry.Path) : Restore(entry.Earlier, entry.Path))
                {
                    _ = entry.Earlier is null ? removed++ : restored++;
                }
                else
                {
                    left.Add(entry.Path);
                }
            }

            var emptied = Enumerable.Reverse(folders).Count(RemoveEmpty);
            written.Clear();
            folders.Clear();
            return Undone = new UndoResult(removed, emptied, restored, left);
        }
    }

    private static bool Delete(string path)
    {
        try
        {
            File.Delete(path);
            return true;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }

    private static bool Restore(string earlier, string path)
    {
        try
        {
            File.Move(earlier, path, overwrite: true);
            return true;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }

    /// <summary>Deletes <paramref name="folder"/> when it is empty (one that holds anything, another process's file too, stays).</summary>
    private static bool RemoveEmpty(string folder)
    {
        try
        {
            Directory.Delete(folder, recursive: false);
            return true;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }

    /// <summary>A file the export put in place, with the earlier file it kept aside (null: it made the file) and how it left it.</summary>
    private sealed record Written(string Path, string? Earlier)
    {
        public Mark? Mark { get; init; }
    }

    /// <summary>What a file is as far as undoing goes: its length and last write; null when it is gone.</summary>
    private sealed record Mark(long Length, DateTime WrittenUtc)
    {
        public static Mark? Of(string path)
        {
            var info = new FileInfo(path);
            return info.Exists ? new Mark(info.Length, info.LastWriteTimeUtc) : null;
        }
    }

    /// <summary>What undoing an export did.</summary>
    /// <param name="Removed">Files it had made, deleted.</param>
    /// <param name="Folders">Folders it had made, deleted.</param>
    /// <param name="Restored">Files it had replaced, put back as they were.</param>
    /// <param name="Left">Files that could not be deleted or put back.</param>
    public sealed record UndoResult(int Removed, int Folders, int Restored, IReadOnlyList<string> Left);
}
