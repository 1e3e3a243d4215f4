namespace Bench.Plots.Figures;

/// <summary>The footer every chart of a run carries, so a chart pasted on its own still names its run, machine, volume and date.</summary>
internal static class Footers
{
    /// <summary>
    /// "run ssd (ssd stand-in: RAM-backed loop device) · host vm (/mnt/ssd, ext4) · 2026-11-23 11:06 UTC · profile quick"
    /// (and what narrowed it: <see cref="Matrix"/>): the run's whole --note after its label (<see cref="Note"/>), so that a
    /// chart pasted alone says what its volume really was (a chart wraps its footer to its width); the report's header too.
    /// </summary>
    public static ChartFooter Of(RunSummary run) =>
        new(Note(run) is { } note ? $"{run.Label} ({note})" : run.Label, Host(run), run.Manifest.StartedUtc, Matrix(run));

    /// <summary>
    /// The footer of a chart over several runs: each named by its label and run id ("native (20261127-035538-native) vs
    /// native (20261127-041200-native)": two runs of one label are told apart), their hosts, when they ran (the first start to
    /// the last: "2026-11-28 06:00-06:10 UTC", not the later alone), and what each
    /// ran (<see cref="Matrix"/>; led by the run's label, or its id where labels repeat, when the runs ran different things).
    /// </summary>
    public static ChartFooter Of(IReadOnlyList<RunSummary> runs)
    {
        var matrices = runs.Select(r => (Run: r, Text: Matrix(r))).ToList();
        var distinct = matrices.Select(m => m.Text).Distinct(StringComparer.Ordinal).ToList();
        return new(
            string.Join(" vs ", runs.Select(Name)),
            string.Join("; ", runs.Select(Host).Distinct(StringComparer.Ordinal)),
            runs.Min(r => r.Manifest.StartedUtc),
            distinct.Count == 1 ? distinct[0] : string.Join("; ", matrices.Select(m => $"{Lead(runs, m.Run)}: {m.Text}")))
        {
            SeveralRuns = runs.Count > 1,
            Until = runs.Max(r => r.Manifest.StartedUtc),
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

    /// <summary>A run of a comparison: its label and its run id, unless the id already is the label, and its whole note: "ssd (20261127-212627-ssd; ssd stand-in: RAM-backed loop device)".</summary>
    private static string Name(RunSummary run)
    {
        var told = new[] { run.Manifest.RunId == run.Label ? null : run.Manifest.RunId, Note(run) }.OfType<string>().ToList();
        return told.Count == 0 ? run.Label : $"{run.Label} ({string.Join("; ", told)})";
    }

    /// <summary>
    /// The run's --note on one line (its runs of white space one space), or null without one; whole, up to the 300 characters
    /// --note allows: the hdd stand-in's "... throttled by the block-I/O cgroup to 150 MiB/s and 150 IOPS each way", cut at 64
    /// characters, lost its figures.
    /// </summary>
    internal static string? Note(RunSummary run) =>
        string.IsNullOrWhiteSpace(run.Manifest.Note) ? null : string.Join(' ', run.Manifest.Note.Split((char[]?)null, StringSplitOptions.RemoveEmptyEntries));

    private static string Host(RunSummary run)
    {
        var volume = run.Manifest.Volume;
        var where = string.Join(", ", new[] { volume.Path, volume.FileSystem }.Where(s => !string.IsNullOrWhiteSpace(s)));
        return where.Length == 0 ? run.Manifest.Host.MachineName : $"{run.Manifest.Host.MachineName} ({where})";
    }
}
