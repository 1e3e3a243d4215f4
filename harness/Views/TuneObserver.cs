using System.Globalization;
using Bench.Harness.Runner;
using Bench.Harness.Tune;
using Bench.Harness.Tuning;
using Bench.Results;
using Bench.Results.Manifest;
using Bench.Results.Units;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Views;

/// <summary>
/// A tune's progress, one line per case run: the run's MB/s and why it ran, the best after it with the median of its
/// runs (a new best on the line of the run that made it, then named on a line of its own), and how much of the budget
/// is used; fixtures made are said apart (they are no case run). Settings are said by the axes searched alone when the
/// tune's grid is given (<see cref="Space"/>: its header says the fixed ones once).
/// </summary>
/// <param name="console">Where to print.</param>
public sealed class TuneObserver(IAnsiConsole console) : ITuneProgressObserver
{
    /// <summary>Runs given back from the interrupted tune's record (their lines say "recorded").</summary>
    public int Replaying { get; init; }

    /// <summary>The grid searched, whose <see cref="TuneSpace.Label"/> says each setting; null: every axis of each setting.</summary>
    public TuneSpace? Space { get; init; }

    private TuneSetting? lastBest;

    /// <summary>"best (median of 3 runs): 608.2 MB/s", "best (1 run): 641.0 MB/s", "best: -" before any run counts.</summary>
    public static string BestWords(TuneProgress value)
    {
        ArgumentNullException.ThrowIfNull(value);
        return double.IsNaN(value.BestMedianMbS)
            ? "best: -"
            : string.Create(CultureInfo.InvariantCulture, $"best ({(value.BestRuns == 1 ? "1 run" : $"median of {value.BestRuns} runs")}): {value.BestMedianMbS:0.0} MB/s");
    }

    /// <inheritdoc/>
    public void Report(TuneProgress value)
    {
        ArgumentNullException.ThrowIfNull(value);
        var c = CultureInfo.InvariantCulture;
        if (value.Again)
        {
            // Moved a second time after a run whose line is out already.
            BestNow(value.Best);
            return;
        }

        var step = value.Last;
        var measured = step.Result.IsOk ? string.Create(c, $"{step.Result.MegabytesPerSecond,7:0.0} MB/s") : $"FAILED {step.Result.Error}";
        var recorded = step.Index <= Replaying ? " recorded" : string.Empty;
        var best = value.Moved ? $"[bold]new {Markup.Escape(BestWords(value))}[/]" : $"[grey]{Markup.Escape(BestWords(value))}[/]";
        console.MarkupLine(string.Create(c,
            $"[grey][[{value.Used,3}/{value.Budget} = {100.0 * value.Used / value.Budget,3:0}% of the budget]][/] {step.Purpose.ToString().ToLowerInvariant(),-7}{recorded} {Markup.Escape(Said(step.Setting))}: {Markup.Escape(measured)}  {best}"));
        if (value.Moved
            || (lastBest is null && step.Purpose != MeasurementPurpose.WarmUp && step.Result.IsOk && step.Setting == value.Best))
        {
            // A new best, or the start, which becomes the best once a run of it counts (a warm-up run decides nothing).
            BestNow(value.Best);
        }
    }

    private string Said(TuneSetting setting) => Space?.Label(setting) ?? setting.ToString();

    private void BestNow(TuneSetting best)
    {
        if (best != lastBest)
        {
            console.MarkupLineInterpolated(CultureInfo.InvariantCulture, $"              [bold]best now[/] {Said(best)}");
            lastBest = best;
        }
    }

    /// <inheritdoc/>
    public void CaseStarted(ScheduledCase scheduled)
    {
    }

    /// <inheritdoc/>
    public void CaseProgress(double fraction)
    {
    }

    /// <inheritdoc/>
    public void Sampled(double writeMbS)
    {
    }

    /// <inheritdoc/>
    public void CaseFinished(ScheduledCase scheduled, ResultRow row)
    {
    }

    /// <inheritdoc/>
    public void FixtureStarted(ScheduledCase scheduled, FixtureSpec fixture)
    {
    }

    /// <inheritdoc/>
    public void FixtureMade(FixtureInfo made)
    {
        ArgumentNullException.ThrowIfNull(made);
        console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
            $"[grey]              made {FixtureWords.Of(made.Key)} ({ByteSize.Human(made.BytesWritten)} written) in {made.MadeMs:0} ms; no case run[/]");
    }
}
