using Bench.Results.Manifest;

namespace Bench.Harness.Native;

/// <summary>
/// How the native target opens each kind of file: direct where the volume takes it, and, with
/// <see cref="Durability.SqlServer"/>, data and log files write-through as SQL Server opens them. Backup files and
/// the harness's own files are never write-through: they are flushed once when complete.
/// </summary>
/// <param name="PreferDirect">Direct I/O (false where the volume refused it).</param>
/// <param name="Durability">The durability mode of data and log files.</param>
internal sealed record FileOpening(bool PreferDirect, Durability Durability)
{
    /// <summary>The kinds the manifest describes.</summary>
    private static readonly FileKind[] Described = [FileKind.Data, FileKind.Log, FileKind.Backup];

    /// <summary>Whether files of <paramref name="kind"/> are written through.</summary>
    public bool WriteThrough(FileKind kind) => Durability == Durability.SqlServer && kind is FileKind.Data or FileKind.Log;

    /// <summary>Creates a new file of <paramref name="kind"/> (never over an existing one).</summary>
    public DirectFile Create(string path, FileKind kind) => DirectFile.Create(path, PreferDirect, WriteThrough(kind));

    /// <summary>Opens an existing file of <paramref name="kind"/>.</summary>
    public DirectFile Open(string path, FileKind kind) => DirectFile.OpenExisting(path, PreferDirect, WriteThrough(kind));

    /// <summary>The manifest's account of it; <paramref name="verified"/> says what the kernel reported for a data file opened this way.</summary>
    public DurabilityInfo Describe(string verified) => new(
        Durability == Durability.SqlServer ? "sqlserver" : "none",
        Described.Select(kind => new FileDurability(kind.ToString().ToLowerInvariant(), WriteThrough(kind), Flags(kind))).ToList())
    {
        Verified = verified,
    };

    /// <summary>The open flags of <paramref name="kind"/> in the operating system's words.</summary>
    public string Flags(FileKind kind)
    {
        var through = WriteThrough(kind);
        var flags = OperatingSystem.IsWindows()
            ? new[] { PreferDirect ? "FILE_FLAG_NO_BUFFERING" : null, through ? "FILE_FLAG_WRITE_THROUGH" : null }
            : [PreferDirect ? "O_DIRECT" : null, through ? "O_DSYNC" : null];
        var named = flags.OfType<string>().ToList();
        var flush = through ? string.Empty : kind is FileKind.Data or FileKind.Log ? "; zeroing flushed at its end" : "; flushed when complete";
        return (named.Count == 0 ? "buffered" : string.Join(" | ", named)) + flush;
    }
}
