using Bench.Results;
using Bench.Results.Manifest;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Runner;

/// <summary>What the runner tells the console as it goes.</summary>
public interface IRunObserver
{
    /// <summary>A case is about to run.</summary>
    void CaseStarted(ScheduledCase scheduled);

    /// <summary>The running case is this far (0..1).</summary>
    void CaseProgress(double fraction);

    /// <summary>A counter sample of the running case: the volume's write MB/s (called on the sampling thread).</summary>
    void Sampled(double writeMbS);

    /// <summary>A case ended and its row is on disk.</summary>
    void CaseFinished(ScheduledCase scheduled, ResultRow row);

    /// <summary>A fixture (a database to back up, a backup to restore) is being made before <paramref name="scheduled"/>; its progress comes through <see cref="CaseProgress"/>.</summary>
    void FixtureStarted(ScheduledCase scheduled, FixtureSpec fixture);

    /// <summary>A fixture was made (timed apart from every row).</summary>
    void FixtureMade(FixtureInfo made);

    /// <summary>The volume was measured again before a group of transfers (nothing to say by default).</summary>
    void LimitMeasured(LimitProbe probe)
    {
    }

    /// <summary>The volume could not be measured before a group of transfers: <paramref name="reason"/> (nothing to say by default).</summary>
    void LimitFailed(string reason)
    {
    }
}
