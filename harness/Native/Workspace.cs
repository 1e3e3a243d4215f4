namespace Bench.Harness.Native;

/// <summary>
/// The run's own directory on the volume under test: &lt;data-dir&gt;/bench-&lt;run id&gt;/ with a marker file naming the
/// run. The harness creates files only here, deletes only files it created, and removes the directory only
/// when nothing else is in it: whatever a user put in the data dir is never touched.
/// </summary>
internal sealed class Workspace : IDisposable
{
    /// <summary>Name of the marker file.</summary>
    public const string MarkerName = ".bench-run";

    private readonly HashSet<string> created = new(StringComparer.Ordinal);
    private readonly bool createdDataDirectory;
    private readonly string dataDirectory;

    private Workspace(string dataDirectory, string directory, bool createdDataDirectory)
    {
        this.dataDirectory = dataDirectory;
        Directory = directory;
        this.createdDataDirectory = createdDataDirectory;
    }

    /// <summary>The run's directory.</summary>
    public string Directory { get; }

    /// <summary>Creates &lt;data-dir&gt;/bench-&lt;run id&gt;/ and its marker; throws <see cref="IOException"/> when it cannot.</summary>
    public static Workspace Create(string dataDirectory, string runId)
    {
        var full = Path.GetFullPath(dataDirectory);
        var createdData = !System.IO.Directory.Exists(full);
        System.IO.Directory.CreateDirectory(full);
        var directory = Path.Combine(full, $"bench-{runId}");
        if (System.IO.Directory.Exists(directory))
        {
            throw new IOException($"{directory} already exists; another run with the id {runId} is using it");
        }

        System.IO.Directory.CreateDirectory(directory);
        File.WriteAllText(Path.Combine(directory, MarkerName), runId + Environment.NewLine);
        return new Workspace(full, directory, createdData);
    }

    /// <summary>The path of a new file of this run; remembered so that only it is ever deleted.</summary>
    public string NewFile(string name)
    {
        if (name.Contains(Path.DirectorySeparatorChar, StringComparison.Ordinal) || name.StartsWith('.'))
        {
            throw new ArgumentException($"'{name}' is not a plain file name", nameof(name));
        }

        var path = Path.Combine(Directory, name);
        lock (created)
        {
            created.Add(path);
        }

        return path;
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
        if (createdDataDirectory)
        {
            TryRemoveEmpty(dataDirectory);
        }
    }

    private static void TryRemoveEmpty(string directory)
    {
        if (System.IO.Directory.Exists(directory) && !System.IO.Directory.EnumerateFileSystemEntries(directory).Any())
        {
            System.IO.Directory.Delete(directory, recursive: false);
        }
    }
}
