using System.Globalization;
using System.Text.RegularExpressions;
using static Bench.Harness.SqlServer.TracePatterns;

namespace Bench.Harness.SqlServer;

/// <summary>Reads a text's lines one by one, oldest first, and keeps what they say; <see cref="TraceParser"/> drives it.</summary>
internal sealed class TraceReader
{
    private readonly Dictionary<string, (DateTime Time, string Text)> marks = [];
    private readonly List<ZeroedFile> zeroed = [];
    private readonly Dictionary<string, int> zeroing = new(StringComparer.OrdinalIgnoreCase);
    private readonly List<BufferConfiguration> buffers = [];
    private readonly List<TransferSummary> summaries = [];
    private readonly List<ProcessedFile> files = [];
    private readonly List<int> percent = [];
    private readonly List<ServerMessage> errors = [];
    private readonly List<DateTimeOffset> completions = [];
    private (int Number, int Level, int State)? message;
    private bool? ifi;
    private bool errorLog, traceFlags, client;

    /// <summary>Lines whose content was kept.</summary>
    public int Recognised { get; private set; }

    /// <summary>Reads line <paramref name="number"/> (1 is the text's first).</summary>
    public void Read(int number, TraceLine line)
    {
        errorLog |= line.Process is { } process && ServerProcess().IsMatch(process);
        if (Interpret(number, line))
        {
            Recognised++;
        }
    }

    /// <summary>What the lines said.</summary>
    public TraceReport Build(int linesRead, bool newestFirst, (IReadOnlyList<DbccPage> Pages, int LinesRecognised) dbcc)
    {
        string[] kinds = ["error_log", "trace_flags", "client_messages", "dbcc_page"];
        bool[] found = [errorLog, traceFlags, client || (dbcc.LinesRecognised > 0 && dbcc.Pages.Count == 0), dbcc.Pages.Count > 0];
        return new TraceReport
        {
            Kinds = [.. kinds.Where((_, i) => found[i])],
            NewestFirst = newestFirst,
            Phases = TracePhases.From(marks, zeroed),
            Zeroed = [.. zeroed],
            BufferConfigurations = [.. buffers],
            Summaries = [.. summaries],
            Files = [.. files],
            Percent = [.. percent],
            Errors = [.. errors],
            CompletionTimes = [.. completions],
            Pages = dbcc.Pages,
            IfiEnabled = ifi,
            LinesRead = linesRead,
            LinesRecognised = Recognised + dbcc.LinesRecognised,
        };
    }

    private bool Interpret(int number, TraceLine line)
    {
        var text = line.Text;
        if (message is { } header && text.Length > 0)
        {
            errors.Add(new ServerMessage(header.Number, header.Level, header.State, text));
            message = null;
            return client = true;
        }

        return TraceFlag(number, line) || Transfer(number, line) || Client(number, line) || Startup(text);
    }

    private bool TraceFlag(int number, TraceLine line)
    {
        var text = line.Text;
        Match m;
        if ((m = ZeroStart().Match(text)).Success)
        {
            var path = m.Groups["path"].Value.Trim();
            zeroing[path] = zeroed.Count;
            zeroed.Add(new ZeroedFile(path, line.Time, null, null, null, IsLog(path), Completed: false));
        }
        else if ((m = ZeroEnd().Match(text)).Success)
        {
            ZeroingCompleted(m.Groups["path"].Value.Trim(), line.Time, m.Groups["ms"].Success ? TraceNumber.Real(number, "elapsed", m.Groups["ms"].Value) : null);
        }
        else if ((m = RestoreStep().Match(text)).Success)
        {
            if (TracePhases.Step(m.Groups["step"].Value) is { } step && line.Time is { } t && !marks.ContainsKey(step))
            {
                marks[step] = (t, text);
            }
        }
        else if (BufferHeader().IsMatch(text))
        {
            buffers.Add(new BufferConfiguration { Time = line.Time });
        }
        else if ((m = BufferField().Match(text)).Success)
        {
            AddBufferField(number, m);
        }
        else
        {
            return false;
        }

        return traceFlags = true;
    }

    private void ZeroingCompleted(string path, DateTime? end, double? reported)
    {
        if (zeroing.Remove(path, out var at))
        {
            var started = zeroed[at];
            var ms = started.Start is { } s && end is { } e ? (e - s).TotalMilliseconds : reported;
            zeroed[at] = started with { End = end, Ms = ms, ReportedMs = reported, Completed = true };
        }
        else
        {
            zeroed.Add(new ZeroedFile(path, null, end, reported, reported, IsLog(path), Completed: true));
        }
    }

    private void AddBufferField(int number, Match m)
    {
        if (buffers.Count == 0)
        {
            buffers.Add(new BufferConfiguration());
        }

        var key = m.Groups["key"].Value;
        buffers[^1] = buffers[^1].With(key, TraceNumber.Long(number, key, m.Groups["value"].ValueSpan), m.Groups["unit"].Value);
    }

    private bool Transfer(int number, TraceLine line)
    {
        Match m;
        if ((m = Processed().Match(line.Text)).Success)
        {
            summaries.Add(new TransferSummary(
                number, line.Time, m.Groups["op"].Value.Trim(), null, TraceNumber.Long(number, "pages", m.Groups["pages"].ValueSpan),
                TraceNumber.Real(number, "seconds", m.Groups["seconds"].Value), TraceNumber.Real(number, "MB/sec", m.Groups["mbs"].Value)));
        }
        else if ((m = ErrorLogTransfer().Match(line.Text)).Success)
        {
            var pages = PagesDumped().Match(line.Text);
            summaries.Add(new TransferSummary(
                number, line.Time, m.Groups["op"].Value, m.Groups["db"].Value.Trim(),
                pages.Success ? TraceNumber.Long(number, "pages dumped", pages.Groups["pages"].ValueSpan) : null, null, null));
        }
        else if ((m = ProcessedFile().Match(line.Text)).Success)
        {
            files.Add(new ProcessedFile(m.Groups["db"].Value, m.Groups["file"].Value, TraceNumber.Long(number, "pages", m.Groups["pages"].ValueSpan)));
        }
        else
        {
            return false;
        }

        client |= line.Time is null;
        return true;
    }

    private bool Client(int number, TraceLine line)
    {
        Match m;
        if ((m = Percent().Match(line.Text)).Success)
        {
            percent.Add(TraceNumber.Int(number, "percent", m.Groups["n"].ValueSpan));
        }
        else if ((m = Message().Match(line.Text)).Success)
        {
            message = (TraceNumber.Int(number, "Msg", m.Groups["number"].ValueSpan),
                TraceNumber.Int(number, "Level", m.Groups["level"].ValueSpan), TraceNumber.Int(number, "State", m.Groups["state"].ValueSpan));
        }
        else if ((m = CompletionTime().Match(line.Text)).Success
                 && DateTimeOffset.TryParse(m.Groups["time"].Value, CultureInfo.InvariantCulture, DateTimeStyles.None, out var time))
        {
            completions.Add(time);
        }
        else
        {
            return false;
        }

        return client = true;
    }

    private bool Startup(string text)
    {
        Match m;
        if ((m = Ifi().Match(text)).Success)
        {
            ifi = m.Groups["state"].Value.Equals("enabled", StringComparison.OrdinalIgnoreCase);
            return true;
        }

        if (ErrorLogHeader().IsMatch(text))
        {
            errorLog = true;
            return true;
        }

        return false;
    }

    private static bool IsLog(string path) => path.EndsWith(".ldf", StringComparison.OrdinalIgnoreCase);
}
