using System.ComponentModel;
using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Bench.Harness.Native;

/// <summary>
/// Windows' way to allocate a data file without zeroing it, as SQL Server does with IFI: SetEndOfFile, then
/// SetFileValidData, which needs SeManageVolumePrivilege ("Perform volume maintenance tasks") enabled in the
/// process token. Written to the Win32 documentation; not exercised by this repository's CI, which runs on Linux.
/// </summary>
internal static partial class WindowsIo
{
    /// <summary>FILE_FLAG_NO_BUFFERING: unbuffered I/O.</summary>
    public const FileOptions NoBuffering = (FileOptions)0x20000000;

    private const int ErrorNotAllAssigned = 1300;
    private const uint SePrivilegeEnabled = 0x2;
    private const uint TokenAdjustPrivileges = 0x20;
    private const uint TokenQuery = 0x8;

    /// <summary>Tries to enable SeManageVolumePrivilege; false (with the reason) when the account does not hold it.</summary>
    public static bool TryEnableManageVolumePrivilege(out string reason)
    {
        reason = string.Empty;
        if (!OpenProcessToken(GetCurrentProcess(), TokenAdjustPrivileges | TokenQuery, out var token))
        {
            reason = new Win32Exception().Message;
            return false;
        }

        try
        {
            if (!LookupPrivilegeValueW(null, "SeManageVolumePrivilege", out var luid))
            {
                reason = new Win32Exception().Message;
                return false;
            }

            var privileges = new TokenPrivileges { Count = 1, Luid = luid, Attributes = SePrivilegeEnabled };
            if (!AdjustTokenPrivileges(token, false, ref privileges, 0, IntPtr.Zero, IntPtr.Zero) || Marshal.GetLastPInvokeError() == ErrorNotAllAssigned)
            {
                reason = "this account does not hold SeManageVolumePrivilege ('Perform volume maintenance tasks')";
                return false;
            }

            return true;
        }
        finally
        {
            CloseHandle(token);
        }
    }

    /// <summary>Marks [0, length) as valid data without writing it; the file must already be that long.</summary>
    public static bool TrySetValidData(SafeFileHandle file, long length, out string reason)
    {
        reason = string.Empty;
        if (SetFileValidData(file, length))
        {
            return true;
        }

        reason = new Win32Exception().Message;
        return false;
    }

    [LibraryImport("kernel32.dll", SetLastError = true)]
    [return: MarshalAs(UnmanagedType.Bool)]
    private static partial bool SetFileValidData(SafeFileHandle file, long validDataLength);

    [LibraryImport("kernel32.dll")]
    private static partial IntPtr GetCurrentProcess();

    [LibraryImport("kernel32.dll", SetLastError = true)]
    [return: MarshalAs(UnmanagedType.Bool)]
    private static partial bool CloseHandle(IntPtr handle);

    [LibraryImport("advapi32.dll", SetLastError = true)]
    [return: MarshalAs(UnmanagedType.Bool)]
    private static partial bool OpenProcessToken(IntPtr process, uint access, out IntPtr token);

    [LibraryImport("advapi32.dll", SetLastError = true, StringMarshalling = StringMarshalling.Utf16)]
    [return: MarshalAs(UnmanagedType.Bool)]
    private static partial bool LookupPrivilegeValueW(string? system, string name, out long luid);

    [LibraryImport("advapi32.dll", SetLastError = true)]
    [return: MarshalAs(UnmanagedType.Bool)]
    private static partial bool AdjustTokenPrivileges(
        IntPtr token, [MarshalAs(UnmanagedType.Bool)] bool disableAll, ref TokenPrivileges state, uint length, IntPtr previous, IntPtr returnLength);

    [StructLayout(LayoutKind.Sequential, Pack = 4)]
    private struct TokenPrivileges
    {
        public uint Count;
        public long Luid;
        public uint Attributes;
    }
}
