using System.Globalization;
using Bench.Harness.Configuration;
using Bench.Harness.Runner;
using Bench.Harness.Views;
using Bench.Plots.Report;
using Bench.Results;
using Bench.Results.Export;
using Bench.Results.Manifest;
using Bench.Results.Units;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Reporting;

/// <summary>What <c>bench report</c> and <c>bench compare</c> do: read run folders into run summaries, write their report, say what it holds.</summary>
public static class Reports
{
    /// <summary>Where bench compare writes without --out (relative to the working directory; a clone's .gitignore lists it).</summary>
    public const string DefaultCompareDirectory = "comparison";

    /// <summary>Where bench report writes the report of several runs without --out (a clone's .gitignore lists it).</summary>
    public const string DefaultReportDirectory = "report";

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

        if (Chosen(console, "report", selection, runs) is not var (kept, leftOut))
        {
            return SessionOutcome.Refused;
        }

        var single = kept.Count == 1 && !selection.IsFleet;
        var directory = outDirectory ?? (single ? kept[0].Directory : DefaultReportDirectory);
        var retry = Retry("report", selection, outDirectory is null && single ? null : directory) + (estimate is null ? string.Empty : $" --estimate {SummaryView.ShellWord(estimate)}");
        if (await Write(console, kept, directory, sizes, selection.IsFleet, leftOut, retry, cancellationToken) is not { } outcome)
        {
            return cancellationToken.IsCancellationRequested ? SessionOutcome.Cancelled : SessionOutcome.SomeFailed;
        }

        ReportView.Print(console, outcome);
        return SessionOutcome.Done;
    }

    /// <summary>The report written (<see cref="ReportWriter"/>); null when it could not be, or was cancelled, as said.</summary>
    private static async Task<ReportOutcome?> Write(
        IAnsiConsole console, IReadOnlyList<RunSummary> runs, string directory, IReadOnlyList<long> sizes,
        bool fleet, IReadOnlyList<string> notes, string retry, CancellationToken cancellationToken)
    {
        try
        {
            return await ReportWriter.WriteAsync(console, runs, directory, sizes, cancellationToken, fleet, notes, retry);
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            return null;
        }
    }

    /// <summary>The command that does again what <paramref name="verb"/> was asked (the runs as given, --out; a store's password left out).</summary>
    private static string Retry(string verb, RunSelection selection, string? outDirectory)
    {
        var source = selection.RunsDirectory is { } folder ? $"--runs {SummaryView.ShellWord(folder)}"
            : selection.From is { } from ? $"--from {SummaryView.ShellWord(Secrets.Redact(from))}"
            : string.Join(" ", selection.Directories.Select(SummaryView.ShellWord));
        var options = new[] { ("--fleet", selection.Fleet), ("--since", selection.Since), ("--out", outDirectory) }
            .Where(o => o.Item2 is not null).Select(o => $" {o.Item1} {SummaryView.ShellWord(o.Item2!)}");
        return $"bench {verb} {source}{string.Concat(options)}";
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

        if (Chosen(console, "compare", selection, runs) is not var (kept, leftOut) || NothingMeasured(console, kept) || NothingInCommon(console, kept))
        {
            return SessionOutcome.Refused;
        }

        if (await Write(console, kept, outDirectory, [], selection.IsFleet, leftOut, Retry("compare", selection, outDirectory), cancellationToken) is not { } outcome)
        {
            return cancellationToken.IsCancellationRequested ? SessionOutcome.Cancelled : SessionOutcome.SomeFailed;
        }

        ReportView.PrintComparison(console, outcome);
        return SessionOutcome.Done;
    }

    /// <summary>
    /// The runs to report and one sentence per run left out. Runs named one by one are all kept: the user chose them. Of a
    /// fleet (--runs, --from), the runs that measured something (an ok row), so that failed runs do not pick the matrix of
    /// the report and push the real ones out, then those of one matrix (<see cref="FleetRuns.OfOneMatrix"/>). Null after
    /// refusing, as every refusal is printed, when too few runs have an ok row.
    /// </summary>
    private static (IReadOnlyList<RunSummary> Kept, IReadOnlyList<string> LeftOut)? Chosen(IAnsiConsole console, string verb, RunSelection selection, IReadOnlyList<RunSummary> runs)
    {
        if (!selection.IsFleet)
        {
            return (runs, []);
        }

        var byOk = runs.ToLookup(r => r.Rows.Any(row => row.Status == CaseStatus.Ok));
        var measured = byOk[true].ToList();
        var least = verb == "compare" ? 2 : 1;
        if (measured.Count >= least)
        {
            var (kept, otherMatrix) = FleetRuns.OfOneMatrix(measured);
            var failed = byOk[false].Select(r => $"left out: run {r.Manifest.RunId} ({r.Directory}) has no ok row ({Rows(r)}): nothing it measured to report");
            return (kept, [.. failed, .. otherMatrix]);
        }

        var source = selection.RunsDirectory is { } folder ? $"--runs: {folder}" : "--from: the store";
        Refusal.Print(console, verb, "refused", [
            $"{source} holds {runs.Count} run(s), {measured.Count} of them with an ok row ({string.Join("; ", runs.Select(r => $"{r.Manifest.RunId}: {Rows(r)}"))}); "
            + $"{verb} needs {least} or more. Allowed: runs that measured cases (bench report RUN_DIR shows why a run's cases failed)"]);
        return null;
    }

    /// <summary>
    /// Refuses, as every refusal is printed, a comparison of runs named one by one of which one has no ok row: it measured
    /// nothing to compare (a baseline without one left every case uncompared, and a report was written all the same). As
    /// --runs and --from leave such runs out, each is named, with its rows, before anything is written.
    /// </summary>
    private static bool NothingMeasured(IAnsiConsole console, IReadOnlyList<RunSummary> runs)
    {
        var empty = runs.Select((r, i) => (Run: r, Baseline: i == 0)).Where(r => !r.Run.Rows.Any(row => row.Status == CaseStatus.Ok)).ToList();
        if (empty.Count == 0)
        {
            return false;
        }

        Refusal.Print(console, "compare", "refused", empty.Select(e =>
            $"RUN_DIR: run {e.Run.Manifest.RunId} ({e.Run.Directory}){(e.Baseline ? ", the baseline," : string.Empty)} has no ok row ({Rows(e.Run)}): nothing it measured to compare. "
            + "Allowed: runs that measured cases (bench report RUN_DIR shows why a run's cases failed)"));
        return true;
    }

    /// <summary>
    /// Refuses, as every refusal is printed, a comparison in which a run shares no case with the baseline (cases are paired
    /// by their case id, as comparison.csv pairs them: <see cref="ComparisonCsvExporter.Compare"/>): it would be written with
    /// no row for that run (with none at all for two runs), and exit 0. Each such run is named, with the baseline, by its
    /// label, id, matrix (profile or file) and target, before anything is written.
    /// </summary>
    private static bool NothingInCommon(IAnsiConsole console, IReadOnlyList<RunSummary> runs)
    {
        var baseline = runs[0];
        var apart = runs.Skip(1).Where(r => ComparisonCsvExporter.Compare([baseline, r]).Count == 0).ToList();
        if (apart.Count == 0)
        {
            return false;
        }

        Refusal.Print(console, "compare", "refused", apart.Select(r =>
            $"RUN_DIR: no case is in both {Described(r)} and the baseline {Described(baseline)}: cases are paired by their case id "
            + $"(the scenario and every parameter, e.g. {Sample(r)} against {Sample(baseline)}), each with an ok row in both runs. "
            + "Allowed: runs that measured some of the same cases (the same profile or matrix file)"));
        return true;

        static string Described(RunSummary run) => $"run {run.Label} ({run.Manifest.RunId}, {run.Manifest.MatrixSource}, target {run.Manifest.Target})";
        static string Sample(RunSummary run) => run.Rows.FirstOrDefault(r => r.Status == CaseStatus.Ok)?.CaseId.ToString() ?? "no ok row";
    }

    /// <summary>A run's rows in words: "3 rows: 0 ok, 3 failed".</summary>
    private static string Rows(RunSummary run) =>
        $"{run.Rows.Count} rows: " + string.Join(", ", Enum.GetValues<CaseStatus>().Select(s => $"{run.Rows.Count(r => r.Status == s)} {s.ToString().ToLowerInvariant()}"));

    /// <summary>
    /// The runs <paramref name="selection"/> names, read, with the sources that hold their folders (the caller disposes
    /// them once the report is written); or null runs after printing why not, and the outcome that says so: an --out that
    /// is a file, sources that cannot be opened (a store that does not answer: <see cref="SessionOutcome.Unavailable"/>),
    /// a folder that is not a run, a run given twice.
    /// </summary>
    private static (RunSources? Sources, IReadOnlyList<RunSummary>? Runs, SessionOutcome Failure) Read(
        IAnsiConsole console, string verb, RunSelection selection, string? outDirectory)
    {
        var (sources, failure) = OutRefused(console, verb, outDirectory) ? (null, SessionOutcome.Refused) : Open(console, verb, selection);
        if (sources is null)
        {
            return (null, null, failure);
        }

        if (OutIsARun(console, verb, outDirectory, sources.Directories))
        {
            return (sources, null, SessionOutcome.Refused);
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

    /// <summary>
    /// Refuses, as every refusal is printed, an --out the report cannot be written in, before anything is read: an existing
    /// file (the report goes in a folder), a folder under a file or on a kernel file system (/proc), a folder this user
    /// cannot write in (the nearest folder that exists is tried with a file made and deleted at once).
    /// </summary>
    private static bool OutRefused(IAnsiConsole console, string verb, string? outDirectory)
    {
        if (outDirectory is null)
        {
            return false;
        }

        if (File.Exists(outDirectory))
        {
            Refusal.Print(console, verb, "refused", [OutError($"'{outDirectory}' is a file", "a folder (made when missing)")]);
            return true;
        }

        var errors = Configuration.SpaceValidator.CheckDirectory(outDirectory, "--out", "a folder on a disk, e.g. ./report (made when missing)").Select(e => e.ToString()).ToList();
        if (errors.Count == 0 && Volume.WriteCheck.Problem(outDirectory) is { } why)
        {
            errors.Add(OutError($"cannot write in {why}", "a folder this user can write (made when missing)"));
        }

        if (errors.Count == 0)
        {
            return false;
        }

        Refusal.Print(console, verb, "refused", errors);
        return true;
    }

    /// <summary>
    /// Refuses, as every refusal is printed, an --out that is a run's folder (it holds a manifest.json), but for the report
    /// of that one run: the report would overwrite that run's own report and delete its charts (another run's, or one of
    /// several compared or reported together).
    /// </summary>
    private static bool OutIsARun(IAnsiConsole console, string verb, string? outDirectory, IReadOnlyList<string> inputs)
    {
        if (outDirectory is null || !File.Exists(Path.Combine(outDirectory, ManifestFile.FileName)))
        {
            return false;
        }

        static string Full(string path) => Path.TrimEndingDirectorySeparator(Path.GetFullPath(path));
        var full = Full(outDirectory);
        // Windows' file names are case-blind: C:\Runs\X and c:\runs\x are one folder.
        var given = inputs.Any(i => string.Equals(Full(i), full, OperatingSystem.IsWindows() ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal));
        if (verb == "report" && inputs.Count == 1 && given)
        {
            return false;
        }

        Refusal.Print(console, verb, "refused", [OutError(
            $"{full} is {(given ? "the folder of one of the runs given" : "another run's folder")} (it has {ManifestFile.FileName}); the {(verb == "compare" ? "comparison" : "report")} would overwrite that run's report and charts",
            $"a folder that is no run's (made when missing){(verb == "report" ? ", or no --out for one run's report in its own folder" : string.Empty)}")]);
        return true;
    }

    /// <summary>A refusal of --out, worded as every command line refusal is (<c>command line: --out: ... Allowed: ...</c>).</summary>
    private static string OutError(string problem, string allowed) =>
        new ValidationError(SourceLocation.CommandLine("--out"), "--out", problem, allowed).ToString();

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
            Refusal.Print(console, verb, unavailable ? "the store cannot be used, nothing was read" : "refused", errors.Select(Secrets.Redact));
        }

        return (sources, unavailable ? SessionOutcome.Unavailable : SessionOutcome.Refused);
    }

    private static bool TryParseSizes(string? text, out IReadOnlyList<long> sizes, out string? bad)
    {
        var parsed = new List<long>();
        sizes = parsed;
        bad = null;
        if (text is null)
        {
            return true;
        }

        // Not read past an empty size ("", ",", "50GB,,1TB"): the estimates would be the defaults, or some of those asked.
        foreach (var part in text.Split(',', StringSplitOptions.TrimEntries))
        {
            if (part.Length == 0)
            {
                bad = $"'{text}' holds an empty size (nothing between two commas, or before or after one, or no size at all)";
                return false;
            }

            if (long.TryParse(part, NumberStyles.Integer, CultureInfo.InvariantCulture, out _))
            {
                bad = $"'{part}' has no unit (bytes? gigabytes?)";
                return false;
            }

            if (!ByteSize.TryParse(part, out var size) || size.Bytes <= 0)
            {
                bad = ByteSize.Hint(part) is { } hint ? $"'{part}' is not a size: {hint}" : $"'{part}' is not a size";
                return false;
            }

            parsed.Add(size.Bytes);
        }

        return true;
    }
}
