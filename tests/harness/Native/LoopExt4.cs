namespace Bench.Harness.Tests.Native;

/// <summary>
/// A real file system for tests of the flags and commits the native target's writes carry: a small ext4 made in an
/// image file and loop-mounted in the test's temporary directory (root only), with a 300 s commit interval so that
/// the journal commits only what a write or flush forces. Where it cannot be mounted, the temporary directory's own
/// file system is used and <see cref="Problem"/> says why.
/// </summary>
internal sealed class LoopExt4 : IDisposable
{
    private readonly bool mounted;

    public LoopExt4(TempDirectory temp)
    {
        var image = temp["ext4.img"];
        var mountPoint = temp["ext4"];
        System.IO.Directory.CreateDirectory(mountPoint);
        using (var file = File.Create(image))
        {
            file.SetLength(96L << 20);
        }

        Problem = SystemCommand.Run("mkfs.ext4", "-q", "-F", "-E", "lazy_itable_init=0,lazy_journal_init=0", image)
            ?? SystemCommand.Run("mount", "-o", "loop,commit=300", image, mountPoint);
        mounted = Problem is null;
        Directory = mounted ? mountPoint : temp.Path;
    }

    /// <summary>Where to put the files: the ext4, or the temporary directory when it could not be mounted.</summary>
    public string Directory { get; }

    /// <summary>Why the ext4 could not be had; null when it is mounted.</summary>
    public string? Problem { get; }

    /// <summary>Whether the ext4 is mounted.</summary>
    public bool Mounted => mounted;

    /// <summary>The number of transactions the ext4's journal has committed (from /proc/fs/jbd2/&lt;device&gt;-8/info).</summary>
    public long JournalCommits()
    {
        var device = File.ReadLines("/proc/self/mountinfo").Select(l => l.Split(' ')).First(f => f[4] == Directory && f.Contains("ext4"));
        var source = device[Array.IndexOf(device, "-") + 2];
        var info = File.ReadLines($"/proc/fs/jbd2/{Path.GetFileName(source)}-8/info").First();
        return long.Parse(info.Split(' ')[0], System.Globalization.CultureInfo.InvariantCulture);
    }

    public void Dispose()
    {
        if (mounted)
        {
            SystemCommand.Run("umount", Directory);
        }
    }
}
