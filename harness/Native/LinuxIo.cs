using System.Runtime.InteropServices;

namespace Bench.Harness.Native;

/// <summary>
/// The few Linux system calls .NET does not expose: open(2) with O_DIRECT and O_DSYNC, fallocate(2) mode 0
/// (allocate without writing: what SQL Server on Linux does for IFI), statvfs(3), and a file's open flags as
/// /proc/self/fdinfo shows them.
/// </summary>
internal static partial class LinuxIo
{
    public const int EINVAL = 22;

    private const int O_RDWR = 0x2;
    private const int O_CREAT = 0x40;
    private const int O_EXCL = 0x80;
    private const int O_CLOEXEC = 0x80000;

    /// <summary>O_DSYNC (010000 octal, the same on every architecture .NET ships): each write returns once its data, and the metadata needed to read it, are on stable storage.</summary>
    public const int ODsync = 0x1000;

    /// <summary>O_DIRECT differs between architectures (040000 octal on x86, 0200000 on arm and arm64).</summary>
    public static int ODirect => RuntimeInformation.ProcessArchitecture is Architecture.Arm64 or Architecture.Arm ? 0x10000 : 0x4000;

    /// <summary>
    /// Opens a file for reading and writing, direct (O_DIRECT) and write-through (O_DSYNC) as asked; creates it (never
    /// over an existing one) when <paramref name="create"/> is set.
    /// </summary>
    public static int Open(string path, bool create, bool direct, bool writeThrough)
    {
        var flags = O_RDWR | O_CLOEXEC | (create ? O_CREAT | O_EXCL : 0) | (direct ? ODirect : 0) | (writeThrough ? ODsync : 0);
        return open(path, flags, Convert.ToInt32("644", 8));
    }

    /// <summary>The open flags of this process's descriptor <paramref name="fd"/> as the kernel reports them (the octal "flags:" line of /proc/self/fdinfo); null where it cannot be read.</summary>
    public static int? OpenFlags(int fd)
    {
        try
        {
            foreach (var line in File.ReadLines($"/proc/self/fdinfo/{fd}"))
            {
                if (line.StartsWith("flags:", StringComparison.Ordinal))
                {
                    return Convert.ToInt32(line["flags:".Length..].Trim(), 8);
                }
            }
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or FormatException)
        {
            return null;
        }

        return null;
    }

    /// <summary>Allocates [offset, offset + length) without writing it (mode 0: the file size grows).</summary>
    public static int Allocate(int fd, long offset, long length) => fallocate(fd, 0, offset, length);

    /// <summary>File system statistics of the file system holding <paramref name="path"/>.</summary>
    public static bool TryStatVfs(string path, out StatVfs result) => statvfs(path, out result) == 0;

    /// <summary>
    /// Maps <paramref name="length"/> bytes of anonymous, page-aligned, zeroed memory (pages become resident when
    /// touched); null when refused. Freed by <see cref="Unmap"/>, which gives the pages back to the system at once.
    /// </summary>
    public static unsafe void* Map(nuint length)
    {
        const int protReadWrite = 0x1 | 0x2;
        const int mapPrivateAnonymous = 0x02 | 0x20;
        var address = mmap(null, length, protReadWrite, mapPrivateAnonymous, -1, 0);
        return address == (void*)-1 ? null : address;
    }

    /// <summary>Unmaps memory from <see cref="Map"/>.</summary>
    public static unsafe void Unmap(void* address, nuint length) => munmap(address, length);

    /// <summary>
    /// Makes glibc serve every allocation of 128 KB or more with its own mapping, returned to the system when freed,
    /// instead of raising that threshold after the first large free and keeping later blocks in its arenas (the
    /// codec allocates per chunk on worker threads; without this the process's RSS would climb case after case).
    /// False where the C library is not glibc.
    /// </summary>
    public static bool FixMmapThreshold()
    {
        const int mMmapThreshold = -3;
        try
        {
            return mallopt(mMmapThreshold, 128 * 1024) == 1;
        }
        catch (EntryPointNotFoundException)
        {
            return false;
        }
    }

    /// <summary>The text of the last error number.</summary>
    public static string LastError() => Marshal.GetPInvokeErrorMessage(Marshal.GetLastPInvokeError());

    [LibraryImport("libc")]
    private static partial int mallopt(int parameter, int value);

    [LibraryImport("libc", SetLastError = true)]
    private static unsafe partial void* mmap(void* address, nuint length, int protection, int flags, int fd, long offset);

    [LibraryImport("libc", SetLastError = true)]
    private static unsafe partial int munmap(void* address, nuint length);

    [LibraryImport("libc", SetLastError = true, StringMarshalling = StringMarshalling.Utf8)]
    private static partial int open(string path, int flags, int mode);

    [LibraryImport("libc", SetLastError = true)]
    private static partial int fallocate(int fd, int mode, long offset, long length);

    [LibraryImport("libc", SetLastError = true, StringMarshalling = StringMarshalling.Utf8)]
    private static partial int statvfs(string path, out StatVfs buffer);

    /// <summary>struct statvfs of glibc on 64-bit Linux.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct StatVfs
    {
        public ulong BlockSize;
        public ulong FragmentSize;
        public ulong Blocks;
        public ulong BlocksFree;
        public ulong BlocksAvailable;
        public ulong Files;
        public ulong FilesFree;
        public ulong FilesAvailable;
        public ulong FileSystemId;
        public ulong Flags;
        public ulong NameMax;
        private unsafe fixed int spare[6];
    }
}
