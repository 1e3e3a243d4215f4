namespace Bench.Harness.SqlServer;

/// <summary>
/// The phases of a CREATE or RESTORE from trace flag 3004's lines: allocate (PreparingContainers to Containers are
/// ready, or the data files' zeroing), log_zero (the log file's zeroing, whether a CREATE or a RESTORE), transfer
/// (Transferring data to Data transfer complete) and log_wait (a RESTORE's Waiting for log zero to LogZero complete:
/// how long the copied data waited for the log zeroing, which runs beside the copy; not the zeroing itself).
/// </summary>
internal static class TracePhases
{
    /// <summary>The phases the marks and the zeroed files give, ordered by start.</summary>
    public static List<TracePhase> From(Dictionary<string, (DateTime Time, string Text)> marks, IReadOnlyList<ZeroedFile> zeroed)
    {
        var phases = new List<TracePhase>();
        void Add(string name, string from, string to)
        {
            if (marks.TryGetValue(from, out var a) && marks.TryGetValue(to, out var b))
            {
                phases.Add(new TracePhase(name, a.Time, b.Time, (b.Time - a.Time).TotalMilliseconds, a.Text, b.Text));
            }
        }

        Add("allocate", "prepare", "ready");
        Add("log_wait", "logwait", "logdone");
        Add("transfer", "transfer", "transferdone");
        var data = zeroed.Where(z => !z.IsLog && z.Start is not null && z.End is not null).ToList();
        if (data.Count > 0 && phases.All(p => p.Name != "allocate"))
        {
            // Data files may be zeroed side by side: the phase is the span from the first start to the last completion.
            var start = data.Min(z => z.Start!.Value);
            var end = data.Max(z => z.End!.Value);
            phases.Add(new TracePhase("allocate", start, end, (end - start).TotalMilliseconds, $"Zeroing {data[0].Path}", $"Zeroing completed on {data[^1].Path}"));
        }

        // A zeroing whose start line was before the lines read still says its time on its completion line.
        var log = zeroed.Where(z => z.IsLog && z.End is not null && (z.Start is not null || z.ReportedMs is not null)).ToList();
        if (log.Count > 0)
        {
            // A CREATE zeroes its log, starts the database up, then zeroes the log's tail again (FixupLogTail): the phase
            // is the time spent zeroing, each zeroing's "(elapsed = N ms)" or its lines' difference, not the span that
            // holds the startup between them (the phase's start and end are that span's).
            var ms = log.Sum(z => z.ReportedMs ?? (z.End!.Value - z.Start!.Value).TotalMilliseconds);
            var start = log.Min(z => z.Start ?? z.End!.Value.AddMilliseconds(-z.ReportedMs!.Value));
            phases.Add(new TracePhase("log_zero", start, log.Max(z => z.End!.Value), ms, $"Zeroing {log[0].Path}", $"Zeroing completed on {log[^1].Path}"));
        }

        return [.. phases.OrderBy(p => p.Start)];
    }

    /// <summary>The mark a "Restore: ..." step sets, or null for a step that opens or closes no phase.</summary>
    public static string? Step(string step)
    {
        var s = step.Trim().ToUpperInvariant();
        return s switch
        {
            _ when s.StartsWith("PREPARINGCONTAINERS", StringComparison.Ordinal) || s.StartsWith("PREPARING CONTAINERS", StringComparison.Ordinal) => "prepare",
            _ when s.StartsWith("CONTAINERS ARE READY", StringComparison.Ordinal) => "ready",
            _ when s.StartsWith("TRANSFERRING DATA", StringComparison.Ordinal) => "transfer",
            _ when s.StartsWith("WAITING FOR LOG ZERO", StringComparison.Ordinal) => "logwait",
            _ when s.StartsWith("LOGZERO COMPLETE", StringComparison.Ordinal) || s.StartsWith("LOG ZERO COMPLETE", StringComparison.Ordinal) => "logdone",
            _ when s.StartsWith("DATA TRANSFER COMPLETE", StringComparison.Ordinal) => "transferdone",
            _ => null,
        };
    }
}
