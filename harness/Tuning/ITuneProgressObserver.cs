using Bench.Harness.Runner;
using Bench.Harness.Tune;

namespace Bench.Harness.Tuning;

/// <summary>Told a tune's progress: each step of the search (<see cref="TuneProgress"/>) and its case runs and fixtures (<see cref="IRunObserver"/>).</summary>
public interface ITuneProgressObserver : IRunObserver, IProgress<TuneProgress>;
