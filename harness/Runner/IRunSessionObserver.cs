using Bench.Harness.Volume;
using Bench.Results;
using Bench.Results.Manifest;
using Bench.Scenarios.Targets;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Runner;

/// <summary>
/// What a run session tells as it goes, from its plan to where its time went; the session measures, and this says it
/// (the console's is <c>Views/RunSessionView</c>). The cases' own progress comes through <see cref="IRunObserver"/>.
/// </summary>
public interface IRunSessionObserver
{
    /// <summary>A finished run taken back (its folder, <paramref name="directory"/>, holds <paramref name="rows"/> rows): nothing to do, its files stay as they are.</summary>
    void Complete(string runId, int rows, string directory);

    /// <summary>What the run will do and the most space it will hold, before any I/O.</summary>
    void Planned(RunPlan plan, SpaceNeeds space);

    /// <summary>The session refused before any I/O: <paramref name="refused"/>.</summary>
    void Refused(ValidationError refused);

    /// <summary>The <paramref name="target"/> target was not opened: it cannot run, or the user stopped the session first.</summary>
    void TargetNotOpened(string target, SessionTarget.Opening opening);

    /// <summary>An interrupted run taken back in <paramref name="folder"/>, of <paramref name="total"/> rows; <paramref name="removed"/>: what its running case left, now removed.</summary>
    void Resuming(RunFolder folder, int total, string removed);

    /// <summary>The run began: what runs, where, and how the volume is written (<paramref name="note"/>: the user's, or null).</summary>
    void Started(RunPlan plan, RunFolder folder, RunWorkspace workspace, ITarget target, VolumeInfo volume, string? note);

    /// <summary>
    /// The volume baseline is being measured with <paramref name="bytes"/>; <paramref name="readWhileWriting"/>: also read while
    /// writing a copy (backups share the volume); <paramref name="resumed"/>: a resumed run that had none.
    /// </summary>
    void BaselineStarted(long bytes, bool readWhileWriting, bool resumed);

    /// <summary>The baseline was measured; <paramref name="probedAgain"/>: the volume is measured again before each group of transfers.</summary>
    void BaselineMeasured(VolumeBaseline baseline, bool probedAgain);

    /// <summary>The baseline failed: <paramref name="reason"/>.</summary>
    void BaselineFailed(string reason);

    /// <summary>The forecast of the cases still to run; <paramref name="caution"/>: what other processes' load means for it, or null.</summary>
    void Forecast(RunForecast forecast, string? caution);

    /// <summary>The volume could not be probed (<paramref name="reason"/>): no forecast.</summary>
    void NoForecast(string reason);

    /// <summary>Counters are sampled every <paramref name="intervalMs"/> from <paramref name="sources"/>; <paramref name="noDisk"/>: why the disk is not among them, or null.</summary>
    void CountersStarted(int intervalMs, IReadOnlyList<string> sources, string? noDisk);

    /// <summary>Shows the cases' progress while <paramref name="cases"/> runs the <paramref name="remaining"/> rows through the observer it is given.</summary>
    Task<RunReport> CasesAsync(RemainingWork remaining, Func<IRunObserver, Task<RunReport>> cases);

    /// <summary>The manifest could not be rewritten while the run goes on (<paramref name="why"/>); it is written again as the run ends.</summary>
    void ManifestNotRewritten(string why);

    /// <summary>The session ended as <paramref name="run"/> says; <paramref name="summary"/>: the run's, every row of its folder.</summary>
    void Ended(RunSummary summary, RunReport run);

    /// <summary>
    /// Where the run's time went, the forecast against it and the harness's CPU, last; <paramref name="fromProbe"/>: the
    /// rates came from the short probe; <paramref name="cancelled"/>, <paramref name="resumed"/>, <paramref name="stopped"/>:
    /// how the session went (see <c>Views/StudyView</c>).
    /// </summary>
    void Study(StudyInfo? study, ForecastInfo? forecast, CpuInfo cpu, bool fromProbe, bool cancelled, bool resumed, bool stopped, string? cold = null);
}
