using Microsoft.Win32.SafeHandles;

namespace Bench.Harness.Native;

/// <summary>
/// A file opened for unbuffered (direct) I/O: O_DIRECT on Linux, FILE_FLAG_NO_BUFFERING on Windows; and, when asked,
/// write-through as SQL Server opens its data and log files: O_DSYNC on Linux, FILE_FLAG_WRITE_THROUGH on Windows.
/// On Windows every file is opened for overlapped I/O (FILE_FLAG_OVERLAPPED), so requests issued from several threads
/// at once are in flight together (see <see cref="Options"/>).
/// Where the file system refuses direct I/O, it is opened buffered and <see cref="Direct"/> says so; callers flush
/// what is neither direct nor write-through.
/// </summary>
internal sealed class DirectFile : IBlockFile, IDisposable
{
    private DirectFile(string path, SafeFileHandle handle, bool direct, bool writeThrough)
    {
        Path = path;
        Handle = handle;
        Direct = direct;
        WriteThrough = writeThrough;
    }

    /// <summary>The file's path.</summary>
    public string Path { get; }

    /// <summary>True when writes bypass the page cache.</summary>
    public bool Direct { get; }

    /// <inheritdoc/>
    public bool WriteThrough { get; }

    /// <summary>Windows, direct: the volume's sectors checked against the buffers' alignment; null elsewhere.</summary>
    public SectorCheck? Sectors { get; private init; }

    /// <summary>The open handle.</summary>
    public SafeFileHandle Handle { get; }

    /// <summary>Current length.</summary>
    public long Length => RandomAccess.GetLength(Handle);

    /// <summary>Creates a new file (never over an existing one), write-through when <paramref name="writeThrough"/> is set.</summary>
    public static DirectFile Create(string path, bool preferDirect, bool writeThrough = false) => Open(path, create: true, preferDirect, writeThrough);

    /// <summary>Opens an existing file, write-through when <paramref name="writeThrough"/> is set.</summary>
    public static DirectFile OpenExisting(string path, bool preferDirect, bool writeThrough = false) => Open(path, create: false, preferDirect, writeThrough);

    /// <summary>Writes <paramref name="data"/> at <paramref name="offset"/> (aligned when direct).</summary>
    public void Write(ReadOnlySpan<byte> data, long offset) => RandomAccess.Write(Handle, data, offset);

    /// <summary>Reads exactly <paramref name="buffer"/>'s length at <paramref name="offset"/>; throws at the end of the file.</summary>
    public void ReadExactly(Span<byte> buffer, long offset)
    {
        for (var done = 0; done < buffer.Length;)
        {
            var read = RandomAccess.Read(Handle, buffer[done..], offset + done);
            if (read == 0)
            {
                throw new EndOfStreamException($"{Path} ends at {offset + done} bytes; {buffer.Length - done} more were expected");
            }

            done += read;
        }
    }

    /// <summary>Flushes data and metadata to the device.</summary>
    public void Flush() => RandomAccess.FlushToDisk(Handle);

    /// <summary>
    /// Allocates [offset, offset + length) without writing it, the file size growing to cover it: Linux
    /// fallocate(2) mode 0; Windows SetEndOfFile + SetFileValidData. False, with the reason, where that cannot be had.
    /// </summary>
    public bool TryAllocate(long offset, long length, out string reason)
    {
        if (OperatingSystem.IsLinux())
        {
            if (LinuxIo.Allocate((int)Handle.DangerousGetHandle(), offset, length) == 0)
            {
                reason = string.Empty;
                return true;
            }

            reason = $"fallocate(2) failed: {LinuxIo.LastError()}. Fix: put --data-dir on a file system that allocates without writing (ext4, xfs, btrfs, tmpfs)";
            return false;
        }

        if (OperatingSystem.IsWindows())
        {
            return WindowsIo.TryAllocate(Handle, Path, offset + length, WindowsIfiPrivilege.Process, out reason);
        }

        reason = $"allocation without writing is not implemented on {Environment.OSVersion.Platform}";
        return false;
    }

    /// <inheritdoc/>
    public bool TryPreallocate(long length)
    {
        if (length <= Length)
        {
            return true;
        }

        if (OperatingSystem.IsLinux())
        {
            var before = Length;
            if (LinuxIo.Allocate((int)Handle.DangerousGetHandle(), 0, length) == 0)
            {
                return true;
            }

            // A volume that ran out of space keeps what fallocate did get: give it back.
            RandomAccess.SetLength(Handle, before);
            return false;
        }

        if (!OperatingSystem.IsWindows())
        {
            return false;
        }

        try
        {
            // SetEndOfFile, as the size SQL Server's backup files show while they are written: NTFS allocates the
            // clusters, but the valid data length stays where the writes have reached, so a write that moves it on still
            // completes synchronously (without SetFileValidData, which needs the IFI privilege, nothing avoids that).
            RandomAccess.SetLength(Handle, length);
            return true;
        }
        catch (IOException)
        {
            return false;
        }
    }

    /// <inheritdoc/>
    public void SetLength(long length) => RandomAccess.SetLength(Handle, length);

    /// <inheritdoc/>
    public void Dispose() => Handle.Dispose();

    /// <summary>
    /// The options a file is opened with where the runtime opens it (everywhere but Linux). On Windows also
    /// FileOptions.Asynchronous (FILE_FLAG_OVERLAPPED): a handle opened without it serialises every I/O on the file
    /// object, so the requests several threads keep in flight on one file (the baseline's 8 workers, the 16 page
    /// writes, the transfer engines' reads and writes) would run one at a time. RandomAccess.Read/Write on such a
    /// handle issue one overlapped request and wait for it, so each thread still waits for its own request only.
    /// </summary>
    internal static FileOptions Options(bool preferDirect, bool writeThrough, bool windows) =>
        (preferDirect ? WindowsIo.NoBuffering : FileOptions.None)
        | (writeThrough ? FileOptions.WriteThrough : FileOptions.None)
        | (windows ? FileOptions.Asynchronous : FileOptions.None);

    private static DirectFile Open(string path, bool create, bool preferDirect, bool writeThrough)
    {
        if (OperatingSystem.IsLinux())
        {
            var fd = LinuxIo.Open(path, create, preferDirect, writeThrough);
            if (fd < 0 && preferDirect && System.Runtime.InteropServices.Marshal.GetLastPInvokeError() == LinuxIo.EINVAL)
            {
                if (create)
                {
                    File.Delete(path);
                }

                return Open(path, create, preferDirect: false, writeThrough);
            }

            if (fd < 0)
            {
                throw new IOException($"cannot open {path}: {LinuxIo.LastError()}");
            }

            return new DirectFile(path, new SafeFileHandle(fd, ownsHandle: true), preferDirect, writeThrough);
        }

        return OpenByRuntime(path, create, preferDirect, writeThrough, OperatingSystem.IsWindows());
    }

    /// <summary>
    /// Opens <paramref name="path"/> through the runtime (Windows; elsewhere but Linux), shared with no one: a file
    /// allocated with SetFileValidData holds the clusters' old contents until they are written, and its documentation
    /// advises refusing read sharing while that is so. Any file opened here may be allocated so (the probes, data and
    /// log files); the harness never opens one twice at once.
    /// </summary>
    internal static DirectFile OpenByRuntime(string path, bool create, bool preferDirect, bool writeThrough, bool windows)
    {
        var options = Options(preferDirect, writeThrough, windows);
        var handle = File.OpenHandle(path, create ? FileMode.CreateNew : FileMode.Open, FileAccess.ReadWrite, FileShare.None, options);
        var sectors = preferDirect && OperatingSystem.IsWindows() ? WindowsIo.CheckSectors(handle, AlignedBuffer.Alignment) : null;
        if (sectors?.Refusal is { } refusal)
        {
            handle.Dispose();
            if (create)
            {
                File.Delete(path);
            }

            throw new IOException($"cannot write {path} unbuffered: {refusal}");
        }

        return new DirectFile(path, handle, preferDirect, writeThrough) { Sectors = sectors };
    }
}
