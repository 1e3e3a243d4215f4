using System.Text.RegularExpressions;

namespace Bench.Plots.Figures;

/// <summary>The footer every chart of a run carries, so a chart pasted on its own still names its run, machine, volume and date.</summary>
internal static partial class Footers
{
    /// <summary>
    /// "run ssd (ssd stand-in: RAM-backed loop device) · host vm (/mnt/ssd, ext4) · 2026-11-23 11:06 UTC · profile quick"
    /// (and what narrowed it: <see cref="Matrix"/>): the run's --note after its label, so that a chart pasted alone says what
    /// its volume really was; shortened (<see cref="Note"/>) unless <paramref name="fullNote"/> (the report's header).
    /// </summary>
    public static ChartFooter Of(RunSummary run, bool fullNote = false) =>
        new(Note(run, fullNote) is { } note ? $"{run.Label} ({note})" : run.Label, Host(run), run.Manifest.StartedUtc, Matrix(run));

    /// <summary>
    /// The footer of a chart over several runs: each named by its label and run id ("native (20261127-035538-native) vs
    /// native (20261127-041200-native)": two runs of one label are told apart), their hosts, the latest start, and what each
    /// ran (<see cref="Matrix"/>; led by the run's label, or its id where labels repeat, when the runs ran different things).
    /// </summary>
    public static ChartFooter Of(IReadOnlyList<RunSummary> runs)
    {
        var matrices = runs.Select(r => (Run: r, Text: Matrix(r))).ToList();
        var distinct = matrices.Select(m => m.Text).Distinct(StringComparer.Ordinal).ToList();
        return new(
            string.Join(" vs ", runs.Select(Name)),
            string.Join("; ", runs.Select(Host).Distinct(StringComparer.Ordinal)),
            runs.Max(r => r.Manifest.StartedUtc),
            distinct.Count == 1 ? distinct[0] : string.Join("; ", matrices.Select(m => $"{Lead(runs, m.Run)}: {m.Text}")))
        {
            SeveralRuns = runs.Count > 1,
        };
    }

    /// <summary>
    /// What the run ran, as its manifest records it: the matrix source ("profile quick", a file), then the scenarios it
    /// was narrowed to (--scenario) and the repetitions it was given (--repetitions), which the profile's name alone hides:
    /// "profile quick, only restore + autogrow, 3 repetitions"; a run stopped before its end says so: "cancelled: 21 of 28 rows".
    /// </summary>
    public static string Matrix(RunSummary run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var settings = run.Manifest.Settings;
        var parts = new List<string> { run.Manifest.MatrixSource };
        if (settings is { Scenarios.Count: > 0 })
        {
            parts.Add("only " + string.Join(" + ", settings.Scenarios));
        }

        if (settings?.Repetitions is { } repetitions)
        {
            parts.Add(string.Create(CultureInfo.InvariantCulture, $"{repetitions} repetition{(repetitions == 1 ? string.Empty : "s")}"));
        }

        if (RunCompleteness.Brief(run) is { } incomplete)
        {
            parts.Add(incomplete);
        }

        return string.Join(", ", parts);
    }

    /// <summary>A run in a list of what each ran: its label, or its run id when another run has the same label.</summary>
    private static string Lead(IReadOnlyList<RunSummary> runs, RunSummary run) => runs.Count(r => r.Label == run.Label) > 1 ? run.Manifest.RunId : run.Label;

    /// <summary>A run of a comparison: its label and its run id, unless the id already is the label, and its note shortened: "ssd (20261127-212627-ssd; ssd stand-in: RAM-backed loop device)".</summary>
    private static string Name(RunSummary run)
    {
        var told = new[] { run.Manifest.RunId == run.Label ? null : run.Manifest.RunId, Note(run, full: false) }.OfType<string>().ToList();
        return told.Count == 0 ? run.Label : $"{run.Label} ({string.Join("; ", told)})";
    }

    /// <summary>The most of a run's note a chart's footer writes: a longer one is cut at a word, "…" after it.</summary>
    internal const int NoteLength = 64;

    /// <summary>
    /// The run's --note, or null without one; for a footer (not <paramref name="full"/>) without what its parentheses add and
    /// cut at a word to <see cref="NoteLength"/> characters: "ssd stand-in: RAM-backed loop device (an ext4 on a loop device
    /// over /dev/shm), not throttled" is "ssd stand-in: RAM-backed loop device, not throttled".
    /// </summary>
    internal static string? Note(RunSummary run, bool full)
    {
        if (string.IsNullOrWhiteSpace(run.Manifest.Note))
        {
            return null;
        }

        var note = string.Join(' ', run.Manifest.Note.Split((char[]?)null, StringSplitOptions.RemoveEmptyEntries));
        if (full)
        {
            return note;
        }

        note = Parenthesised().Replace(note, string.Empty).Trim();
        if (note.Length <= NoteLength)
        {
            return note;
        }

        var cut = note.LastIndexOf(' ', NoteLength - 1);
        return note[..(cut > 0 ? cut : NoteLength - 1)].TrimEnd(',', ';', ':', ' ') + "…";
    }

    [GeneratedRegex(@"\s*\([^()]*\)", RegexOptions.CultureInvariant)]
    private static partial Regex Parenthesised();

    private static string Host(RunSummary run)
    {
        var volume = run.Manifest.Volume;
        var where = string.Join(", ", new[] { volume.Path, volume.FileSystem }.Where(s => !string.IsNullOrWhiteSpace(s)));
        return where.Length == 0 ? run.Manifest.Host.MachineName : $"{run.Manifest.Host.MachineName} ({where})";
    }
}
