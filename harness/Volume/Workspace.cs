namespace Bench.Harness.Volume;

/// <summary>
/// The run's own directory on the volume under test: &lt;data-dir&gt;/bench-&lt;run id&gt;/ with a marker file naming the
/// run. The harness creates files only here, deletes only files it created, and removes the directory only
/// when nothing else is in it: whatever a user put in the data dir is never touched.
/// </summary>
internal sealed class Workspace : IDisposable
{
    /// <summary>Name of the marker file.</summary>
    public const string MarkerName = ".bench-run";

    /// <summary>Marker lines after the first (the run id) journal the files the run creates.</summary>
    private const string JournalPrefix = "file ";

    /// <summary>Marker lines naming a level of the data dir the run created (deepest first): a resumed run removes them too when they are empty.</summary>
    private const string CreatedPrefix = "created ";

    private readonly HashSet<string> created = new(StringComparer.Ordinal);
    private readonly IReadOnlyList<string> createdDirectories;

    private Workspace(string directory, IReadOnlyList<string> createdDirectories)
    {
        Directory = directory;
        this.createdDirectories = createdDirectories;
    }

    /// <summary>The run's directory.</summary>
    public string Directory { get; }

    /// <summary>Creates &lt;data-dir&gt;/bench-&lt;run id&gt;/ and its marker; throws <see cref="IOException"/> when it cannot.</summary>
    public static Workspace Create(string dataDirectory, string runId)
    {
        var full = Path.GetFullPath(dataDirectory);
        var directory = Path.Combine(full, $"bench-{runId}");
        if (System.IO.Directory.Exists(directory))
        {
            throw new IOException($"{directory} already exists; another run with the id {runId} is using it");
        }

        // Every level of the data dir that does not exist yet (deepest first) is the run's to remove again at its end,
        // also when making them fails half-way: --data-dir /a/b/c leaves no /a/b behind.
        var missing = Missing(full);
        try
        {
            System.IO.Directory.CreateDirectory(directory);
            File.WriteAllText(Path.Combine(directory, MarkerName), Marker(runId, missing));
        }
        catch
        {
            // The run's folder may not exist (making it was refused): deleting in it would throw, and hide why.
            if (System.IO.Directory.Exists(directory))
            {
                File.Delete(Path.Combine(directory, MarkerName));
            }

            foreach (var level in missing.Prepend(directory))
            {
                TryRemoveEmpty(level);
            }

            throw;
        }

        return new Workspace(directory, missing);
    }

    /// <summary>The marker's text: the run id, then the levels of the data dir the run created (no file journaled yet).</summary>
    private static string Marker(string runId, IEnumerable<string> createdDirectories) =>
        string.Concat(createdDirectories.Select(level => CreatedPrefix + level + "\n").Prepend(runId + "\n"));

    /// <summary>The levels of <paramref name="full"/> that do not exist, deepest first.</summary>
    private static List<string> Missing(string full)
    {
        var missing = new List<string>();
        for (var level = full; level is not null && !System.IO.Directory.Exists(level); level = Path.GetDirectoryName(level))
        {
            missing.Add(level);
        }

        return missing;
    }

    /// <summary>
    /// Takes back the directory of an interrupted run (resume): checks that its marker names <paramref name="runId"/>,
    /// deletes every file the marker's journal says the run created (the interrupted case's leftovers, fixtures
    /// included), and leaves anything else in the directory alone. A run that left no directory gets a new one. The levels
    /// of the data dir the marker says the run created (only the data dir and those above it) are removed again, when
    /// empty, as the resumed run ends: a run killed hard leaves no empty data dir of its own making once resumed.
    /// </summary>
    /// <returns>The workspace and the names of the leftovers it removed.</returns>
    public static (Workspace Workspace, IReadOnlyList<string> Removed) Reopen(string dataDirectory, string runId)
    {
        var full = Path.GetFullPath(dataDirectory);
        var directory = Path.Combine(full, $"bench-{runId}");
        var marker = Path.Combine(directory, MarkerName);
        if (!File.Exists(marker))
        {
            if (System.IO.Directory.Exists(directory))
            {
                throw new IOException($"{directory} has no {MarkerName} marker: it is not this harness's, so it is left alone and the run cannot resume there");
            }

            return (Create(dataDirectory, runId), []);
        }

        var lines = File.ReadAllLines(marker);
        if (lines.Length == 0 || lines[0].Trim() != runId)
        {
            throw new IOException($"{marker} names another run ({(lines.Length == 0 ? "nothing" : lines[0].Trim())}), not {runId}");
        }

        var removed = new List<string>();
        foreach (var name in Journaled(directory, lines))
        {
            File.Delete(Path.Combine(directory, name));
            removed.Add(name);
        }

        var createdDirectories = lines.Skip(1).Where(l => l.StartsWith(CreatedPrefix, StringComparison.Ordinal)).Select(l => l[CreatedPrefix.Length..])
            .Where(level => IsLevelOf(full, level)).Distinct().ToList();
        File.WriteAllText(marker, Marker(runId, createdDirectories));
        return (new Workspace(directory, createdDirectories), removed);
    }

    /// <summary>
    /// Bytes the files hold that <see cref="Reopen"/> deletes first when the run <paramref name="runId"/> is resumed in
    /// <paramref name="dataDirectory"/> (its journaled leftovers); 0 when there is no marker of that run, or it cannot be read.
    /// </summary>
    public static long JournaledBytes(string dataDirectory, string runId)
    {
        var directory = Path.Combine(Path.GetFullPath(dataDirectory), $"bench-{runId}");
        try
        {
            var marker = Path.Combine(directory, MarkerName);
            var lines = File.Exists(marker) ? File.ReadAllLines(marker) : [];
            return lines.Length == 0 || lines[0].Trim() != runId ? 0 : Journaled(directory, lines).Sum(name => new FileInfo(Path.Combine(directory, name)).Length);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return 0;
        }
    }

    /// <summary>The names of the files the marker's <paramref name="lines"/> journal that are in <paramref name="directory"/>, each once.</summary>
    private static List<string> Journaled(string directory, IEnumerable<string> lines) =>
        lines.Skip(1).Where(l => l.StartsWith(JournalPrefix, StringComparison.Ordinal)).Select(l => l[JournalPrefix.Length..]).Distinct()
            .Where(name => IsPlainName(name) && File.Exists(Path.Combine(directory, name))).ToList();

    /// <summary>
    /// The path of a new file of the run named <paramref name="name"/>, journaled in the marker before it exists (asked
    /// again, the same path). A file already there that the run did not make (a user's, put in the run's folder) is
    /// neither recorded nor journaled, so no cleanup, now or at a resume, deletes it: <see cref="IOException"/>, which
    /// fails the case saying so (its exclusive create would fail on it anyway).
    /// </summary>
    public string NewFile(string name)
    {
        if (!IsPlainName(name))
        {
            throw new ArgumentException($"'{name}' is not a plain file name", nameof(name));
        }

        var path = Path.Combine(Directory, name);
        lock (created)
        {
            if (created.Contains(path))
            {
                return path;
            }

            if (File.Exists(path) || System.IO.Directory.Exists(path))
            {
                throw new IOException($"{path} is there already and is not this run's file: left as it is, and this case not run (move it out of the run's folder to run the case in a new run)");
            }

            // Journaled before the file exists, so a run killed at any instant can find what it made.
            created.Add(path);
            File.AppendAllText(Path.Combine(Directory, MarkerName), JournalPrefix + name + "\n");
        }

        return path;
    }

    /// <summary>Bytes the files this run created hold now (their lengths: the harness's files are allocated, never sparse).</summary>
    public long LiveBytes()
    {
        string[] paths;
        lock (created)
        {
            paths = [.. created];
        }

        long bytes = 0;
        foreach (var path in paths)
        {
            try
            {
                var file = new FileInfo(path);
                bytes += file.Exists ? file.Length : 0;
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                // Being deleted by another thread: counted where it is found.
            }
        }

        return bytes;
    }

    /// <summary>Deletes a file this run created (no-op for any other path).</summary>
    public void Delete(string path)
    {
        lock (created)
        {
            if (!created.Remove(path))
            {
                return;
            }
        }

        File.Delete(path);
    }

    /// <summary>Deletes every file this run created, the marker, and the directories when they are empty.</summary>
    public void Dispose()
    {
        string[] remaining;
        lock (created)
        {
            remaining = [.. created];
        }

        foreach (var path in remaining)
        {
            Delete(path);
        }

        File.Delete(Path.Combine(Directory, MarkerName));
        TryRemoveEmpty(Directory);
        foreach (var level in createdDirectories)
        {
            TryRemoveEmpty(level);
        }
    }

    /// <summary>Whether <paramref name="level"/> is <paramref name="full"/> or a folder above it (a marker names no other folder to remove).</summary>
    private static bool IsLevelOf(string full, string level) =>
        Path.IsPathFullyQualified(level)
        && (full == level || full.StartsWith(Path.TrimEndingDirectorySeparator(level) + Path.DirectorySeparatorChar, StringComparison.Ordinal));

    private static bool IsPlainName(string name) =>
        name.Length > 0 && !name.Contains(Path.DirectorySeparatorChar, StringComparison.Ordinal) && !name.Contains('/', StringComparison.Ordinal) && !name.StartsWith('.');

    private static void TryRemoveEmpty(string directory)
    {
        if (System.IO.Directory.Exists(directory) && !System.IO.Directory.EnumerateFileSystemEntries(directory).Any())
        {
            System.IO.Directory.Delete(directory, recursive: false);
        }
    }
}
