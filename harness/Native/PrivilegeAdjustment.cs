namespace Bench.Harness.Native;

/// <summary>What enabling a privilege in the process token gave.</summary>
/// <param name="Outcome">Enabled, not held by the account, or the call failed.</param>
/// <param name="Detail">The Win32 call and error that decided it (empty when enabled).</param>
public readonly record struct PrivilegeAdjustment(PrivilegeOutcome Outcome, string Detail)
{
    /// <summary>The privilege is enabled.</summary>
    public static PrivilegeAdjustment Enabled { get; } = new(PrivilegeOutcome.Enabled, string.Empty);
}
