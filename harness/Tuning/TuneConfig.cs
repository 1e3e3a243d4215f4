using Bench.Harness.Configuration;
using Bench.Harness.Tune;
using Bench.Scenarios;

namespace Bench.Harness.Tuning;

/// <summary>One <c>bench tune</c>, checked and frozen: the run around it, the scenario whose cases it runs, the grid and the search's limits.</summary>
/// <param name="Run">The run: target, directories, run id and label, baseline size (a resumed tune's own).</param>
/// <param name="Given">The tune's options as given (a resumed tune's own), kept in its folder for --resume.</param>
/// <param name="Scenario">The scenario whose cases the probe runs (restore or backup).</param>
/// <param name="SizeBytes">Size of the database's one data file.</param>
/// <param name="Space">The grid searched.</param>
/// <param name="Options">Budget and memory cap (the baseline is added once measured).</param>
public sealed record TuneConfig(RunConfig Run, TuneRunOptions Given, IScenario Scenario, long SizeBytes, TuneSpace Space, TuneOptions Options)
{
    /// <summary>Restore or backup.</summary>
    public TuneOperation Operation => Space.Operation;

    /// <summary>Whether it finishes an interrupted tune.</summary>
    public bool Resumed => Run.Resumed is not null;

    /// <summary>
    /// Whether the session measures the volume baseline, given whether case runs are already recorded in its folder
    /// (<paramref name="runsRecorded"/>): a new tune does (unless --baseline-size 0); a resumed one that has none yet
    /// (stopped before or during it) does only while no case run is recorded. Runs recorded without a baseline (it failed) were searched without
    /// the volume's limit and replay as they ran: a limit measured now would change the decisions they replay.
    /// </summary>
    public bool MeasuresBaseline(bool runsRecorded) =>
        Run.BaselineBytes > 0 && (Run.Resumed is null || (Run.Resumed.Baseline is null && !runsRecorded));
}
