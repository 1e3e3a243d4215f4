namespace Bench.Scenarios.Targets;

/// <summary>
/// A case that cannot run as asked on this target (for example IFI cannot be had). The row is recorded as
/// skipped with <see cref="Exception.Message"/>, which says why and how to fix it; the matrix goes on.
/// </summary>
public sealed class CaseSkippedException : Exception
{
    /// <summary>Creates the exception with the reason and the fix.</summary>
    public CaseSkippedException(string reasonAndFix)
        : base(reasonAndFix)
    {
    }

    /// <summary>Creates the exception with the reason, the fix and the cause.</summary>
    public CaseSkippedException(string reasonAndFix, Exception innerException)
        : base(reasonAndFix, innerException)
    {
    }
}
