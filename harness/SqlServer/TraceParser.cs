using System.Globalization;
using System.Text.RegularExpressions;

namespace Bench.Harness.SqlServer;

/// <summary>
/// Reads what SQL Server prints about file initialization and BACKUP/RESTORE (trace flags 3004, 3605, 3014, 3213,
/// and messages 3211, 3014, 4035), from an error log (timestamp, process, text), xp_readerrorlog rows joined by
/// tabs, or a client's Messages output (text only). Tolerant: CRLF or LF, tabs or spaces, any case, lines without
/// the "(elapsed = N ms)" suffix; lines it does not know are counted and skipped.
/// </summary>
public static partial class TraceParser
{
    /// <summary>Splits one line into time, process and text.</summary>
    public static TraceLine ParseLine(string line)
    {
        ArgumentNullException.ThrowIfNull(line);
        var match = LinePattern().Match(line.TrimEnd('\r'));
        if (match.Success && DateTime.TryParse(match.Groups["time"].Value.Replace('T', ' '), CultureInfo.InvariantCulture, DateTimeStyles.None, out var time))
        {
            return new TraceLine(time, match.Groups["process"].Value, match.Groups["text"].Value.Trim());
        }

        return new TraceLine(null, null, line.Trim());
    }

    /// <summary>The percentage of a "N percent processed." message (3211), or null for any other text.</summary>
    public static int? Percent(string text)
    {
        ArgumentNullException.ThrowIfNull(text);
        var m = PercentPattern().Match(text.Trim());
        return m.Success ? int.Parse(m.Groups["n"].Value, CultureInfo.InvariantCulture) : null;
    }

    /// <summary>Reads every line and puts together what they say.</summary>
    public static TraceReport Parse(IEnumerable<string> lines)
    {
        ArgumentNullException.ThrowIfNull(lines);
        var read = 0;
        var recognised = 0;
        var marks = new Dictionary<string, (DateTime Time, string Text)>();
        var zeroing = new List<ZeroedFile>();
        var starts = new Dictionary<string, DateTime?>(StringComparer.OrdinalIgnoreCase);
        long? bufferCount = null, sets = null, maxTransfer = null, total = null, alignment = null;
        var buffersSeen = false;
        ProcessedSummary? processed = null;
        var files = new List<ProcessedFile>();
        var percent = new List<int>();
        bool? ifi = null;
        foreach (var raw in lines)
        {
            read++;
            var line = ParseLine(raw);
            var text = line.Text;
            Match m;
            if ((m = ZeroStart().Match(text)).Success)
            {
                starts[m.Groups["path"].Value.Trim()] = line.Time;
            }
            else if ((m = ZeroEnd().Match(text)).Success)
            {
                var path = m.Groups["path"].Value.Trim();
                var started = starts.GetValueOrDefault(path);
                double? reported = m.Groups["ms"].Success ? double.Parse(m.Groups["ms"].Value, CultureInfo.InvariantCulture) : null;
                double? ms = started is { } s && line.Time is { } e ? (e - s).TotalMilliseconds : reported;
                zeroing.Add(new ZeroedFile(path, started, line.Time, ms, reported, path.EndsWith(".ldf", StringComparison.OrdinalIgnoreCase)));
            }
            else if ((m = RestoreStep().Match(text)).Success)
            {
                var step = Step(m.Groups["step"].Value);
                if (step is not null && line.Time is { } t && !marks.ContainsKey(step))
                {
                    marks[step] = (t, text);
                }
            }
            else if ((m = BufferField().Match(text)).Success)
            {
                buffersSeen = true;
                var value = Bytes(m.Groups["value"].Value, m.Groups["unit"].Value);
                switch (m.Groups["key"].Value.Replace(" ", string.Empty, StringComparison.Ordinal).ToUpperInvariant())
                {
                    case "BUFFERCOUNT": bufferCount = long.Parse(m.Groups["value"].Value, CultureInfo.InvariantCulture); break;
                    case "SETSOFBUFFERS": sets = long.Parse(m.Groups["value"].Value, CultureInfo.InvariantCulture); break;
                    case "MAXTRANSFERSIZE": maxTransfer = value; break;
                    case "TOTALBUFFERSPACE": total = value; break;
                    default: alignment = value; break;
                }
            }
            else if ((m = Processed().Match(text)).Success)
            {
                processed = new ProcessedSummary(
                    m.Groups["op"].Value.Trim(), long.Parse(m.Groups["pages"].Value, CultureInfo.InvariantCulture),
                    double.Parse(m.Groups["seconds"].Value, CultureInfo.InvariantCulture), double.Parse(m.Groups["mbs"].Value, CultureInfo.InvariantCulture));
            }
            else if ((m = ProcessedFilePattern().Match(text)).Success)
            {
                files.Add(new ProcessedFile(m.Groups["db"].Value, m.Groups["file"].Value, long.Parse(m.Groups["pages"].Value, CultureInfo.InvariantCulture)));
            }
            else if ((m = PercentPattern().Match(text)).Success)
            {
                percent.Add(int.Parse(m.Groups["n"].Value, CultureInfo.InvariantCulture));
            }
            else if ((m = IfiPattern().Match(text)).Success)
            {
                ifi = m.Groups["state"].Value.Equals("enabled", StringComparison.OrdinalIgnoreCase);
            }
            else if (!BufferHeader().IsMatch(text))
            {
                continue;
            }

            recognised++;
        }

        return new TraceReport
        {
            Phases = Phases(marks, zeroing),
            Zeroed = zeroing,
            Buffers = buffersSeen ? new BufferConfiguration(bufferCount, sets, maxTransfer, total, alignment) : null,
            Processed = processed,
            Files = files,
            Percent = percent,
            IfiEnabled = ifi,
            LinesRead = read,
            LinesRecognised = recognised,
        };
    }

    private static List<TracePhase> Phases(Dictionary<string, (DateTime Time, string Text)> marks, List<ZeroedFile> zeroing)
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
            var files = zeroing.Where(z => z.IsLog == isLog && z.Start is not null && z.End is not null).ToList();
            if (files.Count > 0 && phases.All(p => p.Name != name))
            {
                var start = files.Min(z => z.Start!.Value);
                var end = files.Max(z => z.End!.Value);
                phases.Add(new TracePhase(name, start, end, (end - start).TotalMilliseconds, $"Zeroing {files[0].Path}", $"Zeroing completed on {files[^1].Path}"));
            }
        }

        return phases.OrderBy(p => p.Start).ToList();
    }

    private static string? Step(string step)
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

    private static long Bytes(string value, string unit)
    {
        var number = long.Parse(value, CultureInfo.InvariantCulture);
        return unit.ToUpperInvariant() switch
        {
            "KB" => number * 1024,
            "MB" => number * 1024 * 1024,
            "GB" => number * 1024 * 1024 * 1024,
            _ => number,
        };
    }

    [GeneratedRegex(@"^(?<time>\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:\.\d+)?)[ \t]+(?<process>\S+)[ \t]+(?<text>.*)$")]
    private static partial Regex LinePattern();

    [GeneratedRegex(@"^Zeroing\s+(?<path>.+?)\s+from\s+page\s+\d+\s+to\s+\d+", RegexOptions.IgnoreCase)]
    private static partial Regex ZeroStart();

    [GeneratedRegex(@"^Zeroing\s+completed\s+on\s+(?<path>.+?)(?:\s*\(\s*elapsed\s*=\s*(?<ms>\d+(?:\.\d+)?)\s*ms\s*\))?\s*\.?$", RegexOptions.IgnoreCase)]
    private static partial Regex ZeroEnd();

    [GeneratedRegex(@"^Restore\w*\s*:\s*(?<step>.+)$", RegexOptions.IgnoreCase)]
    private static partial Regex RestoreStep();

    [GeneratedRegex(@"^(?<key>BufferCount|Sets\s*Of\s*Buffers|MaxTransferSize|Total\s*buffer\s*space|Filesystem\s*i/o\s*alignment)\s*:\s*(?<value>\d+)\s*(?<unit>[KMG]B)?", RegexOptions.IgnoreCase)]
    private static partial Regex BufferField();

    [GeneratedRegex(@"^Backup/Restore\s+buffer\s+configuration\s+parameters", RegexOptions.IgnoreCase)]
    private static partial Regex BufferHeader();

    [GeneratedRegex(@"^(?<op>.+?)\s+successfully\s+processed\s+(?<pages>\d+)\s+pages\s+in\s+(?<seconds>\d+(?:\.\d+)?)\s+seconds\s*\(\s*(?<mbs>\d+(?:\.\d+)?)\s*MB/sec\s*\)", RegexOptions.IgnoreCase)]
    private static partial Regex Processed();

    [GeneratedRegex(@"^Processed\s+(?<pages>\d+)\s+pages\s+for\s+database\s+'(?<db>[^']*)',\s*file\s+'(?<file>[^']*)'", RegexOptions.IgnoreCase)]
    private static partial Regex ProcessedFilePattern();

    [GeneratedRegex(@"Instant\s+File\s+Initialization\s*:\s*(?<state>enabled|disabled)", RegexOptions.IgnoreCase)]
    private static partial Regex IfiPattern();

    [GeneratedRegex(@"^(?<n>\d{1,3})\s+percent\s+processed", RegexOptions.IgnoreCase)]
    private static partial Regex PercentPattern();
}
