using Bench.Harness.Configuration;
using Bench.Harness.Volume;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Runner;

/// <summary>Makes the target a run's cases run on (the composition root: the only code that names a concrete target).</summary>
public interface ITargetFactory
{
    /// <summary>
    /// The target of <paramref name="config"/> on the run's <paramref name="workspace"/>; throws
    /// <see cref="TargetUnavailableException"/> when it cannot be used (nothing has run then).
    /// </summary>
    Task<ITarget> OpenAsync(RunConfig config, RunWorkspace workspace, CancellationToken cancellationToken);
}
