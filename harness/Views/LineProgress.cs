using System.Globalization;
using Bench.Harness.Runner;
using Bench.Results;
using Bench.Results.Manifest;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Targets;
using Bench.Results.Units;

namespace Bench.Harness.Views;

/// <summary>Progress as one line per finished case, for logs and terminals without live rendering.</summary>
/// <param name="console">Where to print.</param>
/// <param name="work">The rows this session runs (a resumed run: the rows still missing), and what each weighs for the eta.</param>
/// <param name="time">The clock (the system's; a test's fake one).</param>
public sealed class LineProgress(IAnsiConsole console, RemainingWork work, TimeProvider? time = null) : IRunObserver
{
    private readonly TimeProvider clock = time ?? TimeProvider.System;
    private readonly RunPace pace = new(work);
    private readonly DateTimeOffset started = (time ?? TimeProvider.System).GetUtcNow();
    private DateTimeOffset? last;

    /// <summary>Progress of <paramref name="total"/> rows weighed alike.</summary>
    public LineProgress(IAnsiConsole console, int total)
        : this(console, RemainingWork.Count(total))
    {
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
        ArgumentNullException.ThrowIfNull(scheduled);
        ArgumentNullException.ThrowIfNull(row);
        var now = clock.GetUtcNow();
        pace.Done(scheduled, now - (last ?? started));
        last = now;
        var elapsed = now - started;
        var eta = pace.Eta();
        // The case's time only: the device's counters (results.csv's disk_write_bytes) count every writer on the device
        // over the sampled window, which a line about one case would seem to blame on it.
        var measured = row.ElapsedMs is { } ms ? ms.ToString("0.0", CultureInfo.InvariantCulture) + " ms" : row.Error ?? string.Empty;
        console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
            $"[grey][[{pace.Finished,4}/{work.Rows}]][/] {Status(row.Status)} {scheduled.Case.Title} rep {scheduled.Repetition}: {measured} [grey](elapsed {Clock(elapsed)}, eta {Clock(eta)})[/]");
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
            $"[grey]       made {FixtureWords.Of(made.Key)} ({ByteSize.Human(made.BytesWritten)} written) in {made.MadeMs:0} ms; timed apart, in no row[/]");
    }

    /// <inheritdoc/>
    public void LimitMeasured(LimitProbe probe)
    {
        ArgumentNullException.ThrowIfNull(probe);
        console.MarkupLineInterpolated(CultureInfo.InvariantCulture, $"[grey]       {LimitProbes.Words(probe)}[/]");
    }

    /// <inheritdoc/>
    public void LimitFailed(string reason) => console.MarkupLineInterpolated($"[yellow]       limit:[/] {reason}");

    /// <summary>"07:05", or "1:07:05" from an hour on (minutes alone wrapped: an eta of 64 minutes read "04:22").</summary>
    internal static string Clock(TimeSpan span) => span.TotalHours >= 1
        ? string.Create(CultureInfo.InvariantCulture, $"{(int)span.TotalHours}:{span.Minutes:00}:{span.Seconds:00}")
        : string.Create(CultureInfo.InvariantCulture, $"{span.Minutes:00}:{span.Seconds:00}");

    private static string Status(CaseStatus status) => status switch
    {
        CaseStatus.Ok => "ok",
        CaseStatus.Skipped => "SKIPPED",
        _ => "FAILED",
    };
}
