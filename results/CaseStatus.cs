namespace Bench.Results;

/// <summary>How a case ended.</summary>
public enum CaseStatus
{
    /// <summary>Measured.</summary>
    Ok,

    /// <summary>Ran and failed; the row's error says why.</summary>
    Failed,

    /// <summary>Could not run as asked here (for example IFI cannot be had); the row's error says why and how to fix it.</summary>
    Skipped,
}
