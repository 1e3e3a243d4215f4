using System.Globalization;
using Bench.Harness.Runner;
using Bench.Plots.Report;
using Bench.Results;
using Bench.Results.Units;

namespace Bench.Harness.Reporting;

/// <summary>What <c>bench report</c> and <c>bench compare</c> do: read run folders into run summaries, write their report, say what it holds.</summary>
public static class Reports
{
    /// <summary>The capacity report of the runs <paramref name="selection"/> names (estimates at the sizes of <paramref name="estimate"/>, e.g. 50GB,500GB).</summary>
    public static async Task<SessionOutcome> ReportAsync(
        IAnsiConsole console, RunSelection selection, string? outDirectory, string? estimate, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(selection);
        if (!TryParseSizes(estimate, out var sizes, out var bad))
        {
            Refusal.Print(console, "report", "refused", [$"--estimate: {bad}. Allowed: sizes with a unit (KB, MB, GB, TB) separated by commas, e.g. 50GB,500GB,1TB"]);
            return SessionOutcome.Refused;
        }

        var (sources, runs, failure) = Read(console, "report", selection, outDirectory);
        using var _ = sources;
        if (runs is null)
        {
            return failure;
        }

        var (kept, leftOut) = selection.IsFleet ? FleetRuns.OfOneMatrix(runs) : (runs, []);
        var single = kept.Count == 1 && !selection.IsFleet;
        var outcome = await ReportWriter.WriteAsync(
            console, kept, outDirectory ?? (single ? kept[0].Directory : "report"), sizes, cancellationToken, selection.IsFleet, leftOut);
        if (outcome is null)
        {
            return SessionOutcome.SomeFailed;
        }

        ReportView.Print(console, outcome);
        return SessionOutcome.Done;
    }

    /// <summary>The comparison of the runs <paramref name="selection"/> names (the first is the baseline), with its report, into <paramref name="outDirectory"/>.</summary>
    public static async Task<SessionOutcome> CompareAsync(IAnsiConsole console, RunSelection selection, string outDirectory, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(console);
        var (sources, runs, failure) = Read(console, "compare", selection, outDirectory);
        using var _ = sources;
        if (runs is null)
        {
            return failure;
        }

        if (runs.Count < 2)
        {
            Refusal.Print(console, "compare", "refused", ["RUN_DIR: one run has nothing to compare with. Allowed: two or more run folders, or --runs DIR holding two or more"]);
            return SessionOutcome.Refused;
        }

        var (kept, leftOut) = selection.IsFleet ? FleetRuns.OfOneMatrix(runs) : (runs, []);
        var outcome = await ReportWriter.WriteAsync(console, kept, outDirectory, [], cancellationToken, selection.IsFleet, leftOut);
        if (outcome is null)
        {
            return SessionOutcome.SomeFailed;
        }

        ReportView.PrintComparison(console, outcome);
        return SessionOutcome.Done;
    }

    /// <summary>
    /// The runs <paramref name="selection"/> names, read, with the sources that hold their folders (the caller disposes
    /// them once the report is written); or null runs after printing why not, and the outcome that says so: an --out that
    /// is a file, sources that cannot be opened (a store that does not answer: <see cref="SessionOutcome.Unavailable"/>),
    /// a folder that is not a run, a run given twice.
    /// </summary>
    private static (RunSources? Sources, IReadOnlyList<RunSummary>? Runs, SessionOutcome Failure) Read(
        IAnsiConsole console, string verb, RunSelection selection, string? outDirectory)
    {
        var (sources, failure) = OutIsAFile(console, verb, outDirectory) ? (null, SessionOutcome.Refused) : Open(console, verb, selection);
        if (sources is null)
        {
            return (null, null, failure);
        }

        var runs = RunLoader.Load(console, verb, sources.Directories);
        return runs is null || GivenTwice(console, verb, runs) ? (sources, null, SessionOutcome.Refused) : (sources, runs, SessionOutcome.Done);
    }

    /// <summary>
    /// Refuses, as every refusal is printed, a run given more than once (the same folder twice, or a copy of it: the same
    /// run id), which a comparison or a fleet's report would set against itself.
    /// </summary>
    private static bool GivenTwice(IAnsiConsole console, string verb, IReadOnlyList<RunSummary> runs)
    {
        var twice = runs.GroupBy(r => r.Manifest.RunId, StringComparer.Ordinal).Where(g => g.Count() > 1).ToList();
        if (twice.Count == 0)
        {
            return false;
        }

        Refusal.Print(console, verb, "refused", twice.Select(g =>
            $"RUN_DIR: run {g.Key} is given {g.Count()} times ({string.Join(", ", g.Select(r => r.Directory))}). Allowed: each run once"));
        return true;
    }

    /// <summary>Refuses, as every refusal is printed, an --out that is an existing file (the report goes in a folder).</summary>
    private static bool OutIsAFile(IAnsiConsole console, string verb, string? outDirectory)
    {
        if (outDirectory is null || !File.Exists(outDirectory))
        {
            return false;
        }

        Refusal.Print(console, verb, "refused", [$"--out: '{outDirectory}' is a file. Allowed: a folder (made when missing)"]);
        return true;
    }

    /// <summary>
    /// The run folders <paramref name="selection"/> names, or null after printing why not; <c>Failure</c>: the outcome then,
    /// <see cref="SessionOutcome.Unavailable"/> for a SQL Server store that does not answer or cannot be used (as bench
    /// publish says it), else refused.
    /// </summary>
    private static (RunSources? Sources, SessionOutcome Failure) Open(IAnsiConsole console, string verb, RunSelection selection)
    {
        var (sources, errors, unavailable) = RunSources.Open(selection);
        if (sources is null)
        {
            Refusal.Print(console, verb, unavailable ? "the store cannot be used, nothing was read" : "refused", errors.Select(Cli.Secrets.Redact));
        }

        return (sources, unavailable ? SessionOutcome.Unavailable : SessionOutcome.Refused);
    }

    private static bool TryParseSizes(string? text, out IReadOnlyList<long> sizes, out string? bad)
    {
        var parsed = new List<long>();
        sizes = parsed;
        bad = null;
        foreach (var part in (text ?? string.Empty).Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries))
        {
            if (long.TryParse(part, NumberStyles.Integer, CultureInfo.InvariantCulture, out _))
            {
                bad = $"'{part}' has no unit (bytes? gigabytes?)";
                return false;
            }

            if (!ByteSize.TryParse(part, out var size) || size.Bytes <= 0)
            {
                bad = $"'{part}' is not a size";
                return false;
            }

            parsed.Add(size.Bytes);
        }

        return true;
    }
}
