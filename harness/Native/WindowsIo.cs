using System.ComponentModel;
using System.Globalization;
using System.Runtime.InteropServices;
using Bench.Harness.Volume;
using Microsoft.Win32.SafeHandles;

namespace Bench.Harness.Native;

/// <summary>
/// The Windows calls the native target makes beyond .NET's own: allocation without writing as SQL Server does with
/// IFI (SetEndOfFile, then SetFileValidData, gated on <see cref="WindowsIfiPrivilege"/>), the sector sizes a file's
/// volume reports (GetFileInformationByHandleEx FileStorageInfo), and whether this is Wine. Written to the Win32
/// documentation; CI runs them under Wine 8, which implements SetFileValidData without checking the privilege and
/// does not implement FileStorageInfo (so the alignment check is a no-op there): they are not tested on Windows.
/// </summary>
internal static partial class WindowsIo
{
    /// <summary>FILE_FLAG_NO_BUFFERING: unbuffered I/O (with FileOptions.WriteThrough: FILE_FLAG_WRITE_THROUGH, as SQL Server opens its files).</summary>
    public const FileOptions NoBuffering = (FileOptions)0x20000000;

    private const int FileStorageInfoClass = 16;

    /// <summary>
    /// Grows the file to <paramref name="end"/> and marks it all valid without writing it. Refused before any call
    /// when <paramref name="privilege"/> is not enabled: SetFileValidData would fail, and SQL Server would zero.
    /// </summary>
    public static bool TryAllocate(SafeFileHandle file, long end, WindowsIfiPrivilege privilege, out string reason) =>
        TryAllocate(file, string.Empty, end, privilege, out reason);

    /// <summary>As <see cref="TryAllocate(SafeFileHandle, long, WindowsIfiPrivilege, out string)"/>, the refusal's fix suited to <paramref name="path"/>, the file's.</summary>
    public static bool TryAllocate(SafeFileHandle file, string path, long end, WindowsIfiPrivilege privilege, out string reason)
    {
        ArgumentNullException.ThrowIfNull(privilege);
        if (!privilege.Enabled)
        {
            reason = privilege.SkipReason ?? privilege.State;
            return false;
        }

        RandomAccess.SetLength(file, end);
        if (SetFileValidData(file, end))
        {
            reason = string.Empty;
            return true;
        }

        reason = AllocationRefused(path, Marshal.GetLastPInvokeError());
        return false;
    }

    /// <summary>
    /// Why SetFileValidData failed with <paramref name="error"/> on <paramref name="path"/>, and the fix: on a network
    /// share (a UNC path, \\server\share) the share's file system does not accept it, whatever the server's volume is, so
    /// NTFS advice would be wrong; elsewhere it needs NTFS, and neither a compressed nor a sparse file.
    /// </summary>
    internal static string AllocationRefused(string path, int error) => IsNetworkShare(path)
        ? string.Create(CultureInfo.InvariantCulture, $"SetFileValidData failed: {new Win32Exception(error).Message} (error {error}): {path} is on a network share, and the share's file system does not accept it. Fix: put --data-dir on a local NTFS volume for IFI-on cases")
        : string.Create(CultureInfo.InvariantCulture, $"SetFileValidData failed: {new Win32Exception(error).Message} (error {error}; it needs NTFS, and neither a compressed nor a sparse file). Fix: put --data-dir on an NTFS volume");

    /// <summary>Whether <paramref name="path"/> is a UNC path (\\server\share\..., \\?\UNC\...), not a device or long local path (\\?\C:\..., \\.\...).</summary>
    internal static bool IsNetworkShare(string path) =>
        path.StartsWith(@"\\?\UNC\", StringComparison.OrdinalIgnoreCase)
        || (path.StartsWith(@"\\", StringComparison.Ordinal) && !path.StartsWith(@"\\?\", StringComparison.Ordinal) && !path.StartsWith(@"\\.\", StringComparison.Ordinal));

    /// <summary>The sector sizes of the volume holding <paramref name="file"/>; null, with the reason, where the system does not say.</summary>
    public static unsafe FileStorageInfo? StorageInfo(SafeFileHandle file, out string reason)
    {
        Span<byte> buffer = stackalloc byte[StorageDescriptors.FileStorageInfoBytes];
        fixed (byte* start = buffer)
        {
            if (!GetFileInformationByHandleEx(file, FileStorageInfoClass, start, buffer.Length))
            {
                var error = Marshal.GetLastPInvokeError();
                reason = string.Create(CultureInfo.InvariantCulture, $"GetFileInformationByHandleEx(FileStorageInfo) failed: {new Win32Exception(error).Message} (error {error})");
                return null;
            }
        }

        reason = string.Empty;
        return StorageDescriptors.ParseFileStorageInfo(buffer);
    }

    /// <summary>The sectors of <paramref name="file"/>'s volume judged against buffers aligned to <paramref name="alignment"/>.</summary>
    public static SectorCheck CheckSectors(SafeFileHandle file, int alignment) => SectorCheck.Of(StorageInfo(file, out var reason), reason, alignment);

    /// <summary>Wine's version when this process runs under Wine (ntdll exports wine_get_version); null on Windows.</summary>
    public static unsafe string? WineVersion()
    {
        if (!NativeLibrary.TryLoad("ntdll.dll", out var ntdll) || !NativeLibrary.TryGetExport(ntdll, "wine_get_version", out var export))
        {
            return null;
        }

        var version = ((delegate* unmanaged<IntPtr>)export)();
        return Marshal.PtrToStringAnsi(version);
    }

    [LibraryImport("kernel32.dll", SetLastError = true)]
    [return: MarshalAs(UnmanagedType.Bool)]
    private static partial bool SetFileValidData(SafeFileHandle file, long validDataLength);

    [LibraryImport("kernel32.dll", SetLastError = true)]
    [return: MarshalAs(UnmanagedType.Bool)]
    private static unsafe partial bool GetFileInformationByHandleEx(SafeFileHandle file, int informationClass, byte* buffer, int bufferSize);
}
