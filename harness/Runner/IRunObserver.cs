using Bench.Results;
using Bench.Scenarios.Matrix;

namespace Bench.Harness.Runner;

/// <summary>What the runner tells the console as it goes.</summary>
public interface IRunObserver
{
    /// <summary>A case is about to run.</summary>
    void CaseStarted(ScheduledCase scheduled);

    /// <summary>The running case is this far (0..1).</summary>
    void CaseProgress(double fraction);

    /// <summary>A case ended and its row is on disk.</summary>
    void CaseFinished(ScheduledCase scheduled, ResultRow row);
}
