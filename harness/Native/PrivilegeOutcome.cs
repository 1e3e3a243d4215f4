namespace Bench.Harness.Native;

/// <summary>How an attempt to enable a privilege ended.</summary>
public enum PrivilegeOutcome
{
    /// <summary>Enabled in the process token.</summary>
    Enabled,

    /// <summary>The account does not hold it (AdjustTokenPrivileges succeeded with ERROR_NOT_ALL_ASSIGNED).</summary>
    NotHeld,

    /// <summary>
    /// Not in this token, which is the filtered token of a prompt not elevated (TokenElevationType is Limited: an
    /// administrator under UAC, whose elevated token would hold it).
    /// </summary>
    NotElevated,

    /// <summary>A call failed (the token could not be opened, the privilege name is unknown...).</summary>
    Failed,
}
