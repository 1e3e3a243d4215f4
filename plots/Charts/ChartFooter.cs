namespace Bench.Plots.Charts;

/// <summary>Where a chart's data came from: drawn at its bottom so a chart pasted into a report still names its run.</summary>
/// <param name="Run">The run's label (e.g. ssd).</param>
/// <param name="Host">The machine (and volume) it ran on.</param>
/// <param name="Date">When it ran (written in UTC).</param>
/// <param name="Note">A footnote written after them (e.g. the profile); null for none.</param>
public sealed record ChartFooter(string Run, string Host, DateTimeOffset Date, string? Note = null)
{
    /// <summary>Whether <see cref="Run"/> names several runs (a comparison's footer: "runs a vs b").</summary>
    public bool SeveralRuns { get; init; }

    /// <summary>
    /// When the last of several runs started, when not at <see cref="Date"/> (the first's): the footer gives the span, so a
    /// comparison does not date two runs by the later one alone. Null: one date.
    /// </summary>
    public DateTimeOffset? Until { get; init; }

    /// <summary>The footer line: "run ssd · host db01 · 2025-03-01 14:02 UTC", then the note.</summary>
    public string Text
    {
        get
        {
            var line = string.Create(CultureInfo.InvariantCulture, $"{(SeveralRuns ? "runs" : "run")} {Run} · host {Host} · {When}");
            return string.IsNullOrWhiteSpace(Note) ? line : $"{line} · {Note}";
        }
    }

    // "2026-11-28 06:00 UTC"; for runs started apart "2026-11-28 06:00-06:10 UTC", or both dates in full across a day.
    private string When
    {
        get
        {
            var (from, to) = (Date.UtcDateTime, (Until ?? Date).UtcDateTime);
            var first = from.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture);
            return from.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture) == to.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture) ? $"{first} UTC"
                : from.Date == to.Date ? $"{first}-{to.ToString("HH:mm", CultureInfo.InvariantCulture)} UTC"
                : $"{first} UTC to {to.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture)} UTC";
        }
    }
}
