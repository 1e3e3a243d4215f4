namespace Bench.Harness.Native;

/// <summary>
/// Whether this process may allocate without writing on Windows, as SQL Server does with IFI: SetFileValidData
/// needs SeManageVolumePrivilege ("Perform volume maintenance tasks") enabled in the process token. It is enabled
/// once, at start (<see cref="Process"/>), before any data file is opened; an account that lacks it gets its
/// IFI-on cases skipped with <see cref="Fix"/>.
/// </summary>
/// <param name="Enabled">The privilege is enabled in this process.</param>
/// <param name="State">One line for doctor, the run header and the manifest.</param>
/// <param name="SkipReason">Why IFI-on cases are skipped, with the fix; null when enabled.</param>
public sealed record WindowsIfiPrivilege(bool Enabled, string State, string? SkipReason)
{
    /// <summary>The privilege's name.</summary>
    public const string PrivilegeName = "SeManageVolumePrivilege";

    /// <summary>What the user does when the account lacks it.</summary>
    public const string Fix = "grant 'Perform volume maintenance tasks' to this account, as SQL Server's service account has it, or run elevated";

    /// <summary>What an administrator does in a prompt that is not elevated.</summary>
    public const string ElevateFix = "run bench in a prompt opened with 'Run as administrator', or grant 'Perform volume maintenance tasks' to this account";

    private static readonly Lazy<WindowsIfiPrivilege> Real = new(() => OperatingSystem.IsWindows()
        ? Enable(new WindowsTokenPrivileges())
        : new WindowsIfiPrivilege(false, $"{PrivilegeName} is a Windows privilege: not used on this system", "SetFileValidData is Windows only"));

    /// <summary>This process's state: the privilege is enabled on first use (Program.cs asks at start).</summary>
    public static WindowsIfiPrivilege Process => Real.Value;

    /// <summary>Enables the privilege through <paramref name="adjuster"/> and says what that means for IFI.</summary>
    public static WindowsIfiPrivilege Enable(IPrivilegeAdjuster adjuster)
    {
        ArgumentNullException.ThrowIfNull(adjuster);
        return From(adjuster.Enable(PrivilegeName));
    }

    /// <summary>What an adjustment's outcome means for IFI-on cases.</summary>
    public static WindowsIfiPrivilege From(PrivilegeAdjustment adjustment) => adjustment.Outcome switch
    {
        PrivilegeOutcome.Enabled => new(true, $"{PrivilegeName} ('Perform volume maintenance tasks') enabled in this process: IFI-on cases allocate with SetFileValidData, as SQL Server does", null),
        PrivilegeOutcome.NotHeld => new(
            false,
            $"this account does not hold {PrivilegeName} ('Perform volume maintenance tasks'): IFI-on cases are skipped. Fix: {Fix}",
            $"IFI on needs {PrivilegeName}, which this account does not hold ({adjustment.Detail}). Fix: {Fix}."),
        PrivilegeOutcome.NotElevated => new(
            false,
            $"this prompt is not elevated (run as administrator): its token does not hold {PrivilegeName} ('Perform volume maintenance tasks'), which an administrator's has only when elevated: IFI-on cases are skipped. Fix: {ElevateFix}",
            $"IFI on needs {PrivilegeName}, which this prompt's token does not hold: this prompt is not elevated (run as administrator) ({adjustment.Detail}). Fix: {ElevateFix}."),
        _ => new(
            false,
            $"{PrivilegeName} could not be enabled ({adjustment.Detail}): IFI-on cases are skipped. Fix: {Fix}",
            $"IFI on needs {PrivilegeName}, which could not be enabled ({adjustment.Detail}). Fix: {Fix}."),
    };
}
