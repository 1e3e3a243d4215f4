using Bench.Harness.Runner;
using Bench.Harness.Tune;
using Bench.Results.Manifest;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Tuning;

/// <summary>
/// What a tune session tells as it goes, from its header to its answer; the session measures, and this says it (the
/// console's is <c>Views/TuneSessionView</c>). The search's and its case runs' progress comes through the
/// <see cref="ITuneProgressObserver"/> that <see cref="Searching"/> gives.
/// </summary>
public interface ITuneSessionObserver
{
    /// <summary>A finished tune taken back (<paramref name="runs"/> case runs): nothing to do, its files stay as they are.</summary>
    void Complete(string runId, int runs);

    /// <summary>The session refused before any I/O: <paramref name="refused"/>.</summary>
    void Refused(ValidationError refused);

    /// <summary>The <paramref name="target"/> target was not opened: it cannot run, or the user stopped the session first.</summary>
    void TargetNotOpened(string target, SessionTarget.Opening opening);

    /// <summary>An interrupted tune taken back in <paramref name="directory"/> with <paramref name="runs"/> case runs done; <paramref name="removed"/>: what its running case left, now removed.</summary>
    void Resuming(string directory, int runs, string removed);

    /// <summary>The tune began: what it searches on the <paramref name="target"/> target in <paramref name="workspace"/>, into <paramref name="folder"/> (<paramref name="note"/>: the user's, or null).</summary>
    void Started(TuneConfig config, string target, string workspace, string folder, string? note);

    /// <summary>The volume baseline is being measured with <paramref name="bytes"/>; <paramref name="resumed"/>: a resumed tune that had none.</summary>
    void BaselineStarted(long bytes, bool resumed);

    /// <summary>The baseline failed: <paramref name="reason"/>; the search goes on without the volume's limit.</summary>
    void BaselineFailed(string reason);

    /// <summary>A resumed tune whose baseline failed when it began: not measured now, its <paramref name="runs"/> recorded case runs having been searched without one.</summary>
    void BaselineNotMeasured(int runs);

    /// <summary>What is told the search's progress and its case runs' over <paramref name="space"/>, of which the first <paramref name="replayed"/> are given back from the record.</summary>
    ITuneProgressObserver Searching(TuneSpace space, int replayed);

    /// <summary>The search begins, stopping near <paramref name="limit"/>.</summary>
    void Limit(TuneLimit limit);

    /// <summary>The interrupted tune in <paramref name="directory"/> cannot go on: its record does not replay (<paramref name="why"/>).</summary>
    void CannotResume(string directory, string why);

    /// <summary>
    /// The tune in <paramref name="directory"/> ended without an answer, its case runs kept (<paramref name="written"/> this
    /// session, <paramref name="total"/> in all): cancelled, or <paramref name="stopped"/> by its target (why; null: cancelled).
    /// How to resume it says <c>bench tune <paramref name="mode"/></c> with <paramref name="settings"/>.
    /// </summary>
    void Interrupted(string directory, int written, int total, string mode, RunSettings? settings, string? stopped);

    /// <summary>The tune's answer, <paramref name="result"/>, its files written to <paramref name="directory"/>, on the <paramref name="target"/> target.</summary>
    void Ended(TuneResult result, string directory, string target);
}
