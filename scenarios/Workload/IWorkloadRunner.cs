namespace Bench.Scenarios.Workload;

/// <summary>A target that runs seed 003's insert workload (on the native target: its I/O mix, replayed) and cleans up after it.</summary>
public interface IWorkloadRunner
{
    /// <summary>Runs the workload of <paramref name="spec"/>.</summary>
    Task<WorkloadOutcome> RunWorkloadAsync(WorkloadSpec spec, IProgress<double> progress, CancellationToken cancellationToken);
}
