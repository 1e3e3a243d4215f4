namespace Bench.Scenarios.Targets;

/// <summary>
/// The target cannot go on with the run (for example a server that keeps ending the run's sessions): the runner stops
/// before the case it was thrown at, which gets no row, keeps every finished row, cleans up as at any end, and the run
/// can be resumed. <see cref="Exception.Message"/> says what happened and what the user can do.
/// </summary>
public sealed class RunStoppedException : Exception
{
    /// <summary>Creates the exception with what happened and what to do.</summary>
    public RunStoppedException(string whatAndFix)
        : base(whatAndFix)
    {
    }

    /// <summary>Creates the exception with what happened, what to do and the cause.</summary>
    public RunStoppedException(string whatAndFix, Exception innerException)
        : base(whatAndFix, innerException)
    {
    }
}
