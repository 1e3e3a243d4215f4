namespace Bench.Harness.Native;

/// <summary>
/// Enables a privilege in this process's token (Windows: OpenProcessToken, LookupPrivilegeValue,
/// AdjustTokenPrivileges). Behind an interface so that what the harness does when the account lacks the privilege
/// can be tested anywhere; <see cref="WindowsTokenPrivileges"/> is the real call.
/// </summary>
public interface IPrivilegeAdjuster
{
    /// <summary>Tries to enable <paramref name="privilege"/> (e.g. "SeManageVolumePrivilege") and says what happened.</summary>
    PrivilegeAdjustment Enable(string privilege);
}
