using System.ComponentModel;
using System.Globalization;
using System.Runtime.InteropServices;

namespace Bench.Harness.Native;

/// <summary>
/// The real token adjustment on Windows: OpenProcessToken, LookupPrivilegeValueW, AdjustTokenPrivileges, and
/// GetLastError == ERROR_NOT_ALL_ASSIGNED, the one way AdjustTokenPrivileges says the account lacks the privilege
/// (it returns TRUE all the same). Written to the Win32 documentation; exercised under Wine by CI, which grants
/// every privilege its default account asks for, so the not-held answer comes from Windows only.
/// </summary>
public sealed partial class WindowsTokenPrivileges : IPrivilegeAdjuster
{
    private const int ErrorNotAllAssigned = 1300;
    private const uint SePrivilegeEnabled = 0x2;
    private const uint TokenAdjustPrivileges = 0x20;
    private const uint TokenQuery = 0x8;

    /// <summary>TOKEN_INFORMATION_CLASS TokenElevationType.</summary>
    private const int TokenElevationTypeClass = 18;

    /// <summary>TOKEN_ELEVATION_TYPE TokenElevationTypeLimited: UAC's filtered token of an administrator, not elevated.</summary>
    internal const int TokenElevationTypeLimited = 3;

    /// <inheritdoc/>
    public PrivilegeAdjustment Enable(string privilege)
    {
        ArgumentNullException.ThrowIfNull(privilege);
        if (!OpenProcessToken(GetCurrentProcess(), TokenAdjustPrivileges | TokenQuery, out var token))
        {
            return Failed("OpenProcessToken", Marshal.GetLastPInvokeError());
        }

        try
        {
            if (!LookupPrivilegeValueW(null, privilege, out var luid))
            {
                return Failed($"LookupPrivilegeValue({privilege})", Marshal.GetLastPInvokeError());
            }

            var state = new TokenPrivileges { Count = 1, Luid = luid, Attributes = SePrivilegeEnabled };
            var adjusted = AdjustTokenPrivileges(token, false, ref state, 0, IntPtr.Zero, IntPtr.Zero);
            var error = Marshal.GetLastPInvokeError();
            // Asked only when the privilege is missing: whether this is an administrator's filtered token (a prompt not elevated).
            int? elevation = adjusted && error == ErrorNotAllAssigned && GetTokenInformation(token, TokenElevationTypeClass, out var type, sizeof(int), out _) ? type : null;
            return Classify(privilege, adjusted, error, elevation);
        }
        finally
        {
            CloseHandle(token);
        }
    }

    /// <summary>
    /// What AdjustTokenPrivileges' answer means: <paramref name="adjusted"/> its return value, <paramref name="error"/>
    /// GetLastError after it, <paramref name="elevationType"/> the token's TOKEN_ELEVATION_TYPE (null when unknown).
    /// </summary>
    internal static PrivilegeAdjustment Classify(string privilege, bool adjusted, int error, int? elevationType) =>
        !adjusted ? Failed("AdjustTokenPrivileges", error)
        : error != ErrorNotAllAssigned ? PrivilegeAdjustment.Enabled
        : elevationType == TokenElevationTypeLimited
            ? new PrivilegeAdjustment(PrivilegeOutcome.NotElevated, $"AdjustTokenPrivileges: ERROR_NOT_ALL_ASSIGNED; TokenElevationType: Limited ({privilege} is not in this prompt's filtered token)")
            : new PrivilegeAdjustment(PrivilegeOutcome.NotHeld, $"AdjustTokenPrivileges: ERROR_NOT_ALL_ASSIGNED ({privilege} is not in this account's token)");

    private static PrivilegeAdjustment Failed(string call, int error) =>
        new(PrivilegeOutcome.Failed, string.Create(CultureInfo.InvariantCulture, $"{call} failed: {new Win32Exception(error).Message} (error {error})"));

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
    private static partial bool GetTokenInformation(IntPtr token, int informationClass, out int information, int length, out int returnLength);

    [LibraryImport("advapi32.dll", SetLastError = true)]
    [return: MarshalAs(UnmanagedType.Bool)]
    private static partial bool AdjustTokenPrivileges(
        IntPtr token, [MarshalAs(UnmanagedType.Bool)] bool disableAll, ref TokenPrivileges state, uint length, IntPtr previous, IntPtr returnLength);

    /// <summary>TOKEN_PRIVILEGES with one LUID_AND_ATTRIBUTES (the LUID is two 32-bit halves: 4-byte packing).</summary>
    [StructLayout(LayoutKind.Sequential, Pack = 4)]
    private struct TokenPrivileges
    {
        public uint Count;
        public long Luid;
        public uint Attributes;
    }
}
