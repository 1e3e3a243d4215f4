namespace Bench.Harness.SqlServer;

/// <summary>
/// The phases of a CREATE or RESTORE from trace flag 3004's lines: allocate (PreparingContainers to Containers are
/// ready, or the data files' zeroing), log_zero (Waiting for log zero to LogZero complete, or the log's zeroing) and
/// transfer (Transferring data to Data transfer complete).
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
        Add("log_zero", "logwait", "logdone");
        Add("transfer", "transfer", "transferdone");
        foreach (var (name, isLog) in new[] { ("allocate", false), ("log_zero", true) })
        {
            var files = zeroed.Where(z => z.IsLog == isLog && z.Start is not null && z.End is not null).ToList();
            if (files.Count > 0 && phases.All(p => p.Name != name))
            {
                var start = files.Min(z => z.Start!.Value);
                var end = files.Max(z => z.End!.Value);
                phases.Add(new TracePhase(name, start, end, (end - start).TotalMilliseconds, $"Zeroing {files[0].Path}", $"Zeroing completed on {files[^1].Path}"));
            }
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
