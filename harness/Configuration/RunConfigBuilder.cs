using System.Text.Json;
using Bench.Harness.Runner;
using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Csv;
using Bench.Results.Manifest;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Configuration;

/// <summary>
/// Makes the one <see cref="RunConfig"/> of a <c>bench run</c>: the options as given (or, with --resume, the interrupted
/// run's own settings), the matrix of a profile or a file, then the directories and the space they need, checked
/// before any I/O. Every error of every check is collected, so the user fixes them all at once.
/// </summary>
public static class RunConfigBuilder
{
    /// <summary>The profile bench tune keeps in its manifest's settings (no profile of bench run has it).</summary>
    private const string TuneProfile = "tune";

    /// <summary>The run of <paramref name="given"/> at <paramref name="nowUtc"/>, or every error that stops it.</summary>
    public static (RunConfig? Config, IReadOnlyList<ValidationError> Errors) Build(RunOptions given, DateTime nowUtc)
    {
        ArgumentNullException.ThrowIfNull(given);
        var options = given;
        RunManifest? resumed = null;
        if (given.ResumeDirectory is { } resumeDirectory)
        {
            try
            {
                (options, resumed) = ResumeSettings.Load(resumeDirectory, given);
                if (options.Profile == TuneProfile && options.MatrixFile is null)
                {
                    // A tune keeps its settings as a run does, under a profile no run has: bench tune resumes it.
                    var folder = Path.TrimEndingDirectorySeparator(Path.GetFullPath(resumeDirectory));
                    return (null, [new ValidationError(
                        SourceLocation.CommandLine("--resume"), "resume", $"{folder} is a tune's folder, not a run's", $"bench tune --resume {folder} (it resumes the tune in its own mode)")]);
                }

                if (ResumeSettings.DamagedResults(options.ResumeDirectory!) is { } damaged)
                {
                    return (null, [damaged]);
                }
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException or JsonException)
            {
                return (null, [new ValidationError(SourceLocation.CommandLine("--resume"), "resume", e.Message, "the folder of a run bench run wrote")]);
            }
        }

        var errors = OptionsValidator.Check(options).ToList();
        RunPlan? plan = null;
        try
        {
            plan = RunPlan.From(options, nowUtc);
            if (resumed is not null && OtherMatrix(plan, resumed, options) is { } other)
            {
                return (null, [other]);
            }

            plan = resumed is null ? plan : plan.AsStarted(resumed.RunId, resumed.Label, resumed.Repetitions, resumed.Cases);
        }
        catch (ValidationException e)
        {
            // The options' checks above may have found one of these already (an unknown --scenario): each is said once.
            errors.AddRange(e.Errors.Except(errors));
        }

        var baselineBytes = OptionsValidator.BaselineBytes(options.BaselineSize) ?? 0;
        if (errors.Count == 0 && plan is not null && resumed is not null && resumed.Status == "complete" && CompleteRows(plan, options.ResumeDirectory!) is { } rows)
        {
            // Nothing left to run and the run ended (a run stopped after its last row but before its end still gets its
            // end written by the resume): no space to check, and the session touches nothing.
            return (new RunConfig(options, plan, baselineBytes) { Resumed = resumed, CompleteRows = rows }, []);
        }

        if (errors.Count == 0 && plan is not null && resumed is not null && MixedRestores(plan, resumed, options.ResumeDirectory!) is { } mixed)
        {
            return (null, [mixed]);
        }

        var (space, backupsOnDataVolume) = SpaceValidator.Check(options, baselineBytes, errors.Count == 0 ? plan : null, resumed);
        errors.AddRange(space);
        return errors.Count > 0 || plan is null
            ? (null, errors)
            : (new RunConfig(options, plan, baselineBytes) { Resumed = resumed, BackupsOnDataVolume = backupsOnDataVolume }, []);
    }

    /// <summary>
    /// The rows of the run in <paramref name="directory"/> when its results.csv holds every case and repetition of
    /// <paramref name="plan"/> (ok or not: a resume runs only what has no row); null when some are missing, or the file
    /// cannot be read as it is (a torn row: the resume cuts it and runs what is missing).
    /// </summary>
    private static int? CompleteRows(RunPlan plan, string directory) =>
        Finished(directory) is { } finished && plan.Schedule.All(s => finished.Contains(new Trial(s.Case.Id, s.Repetition))) ? finished.Count : null;

    /// <summary>
    /// Why a run begun from a matrix file cannot be resumed from the matrix its folder holds now: the cases it plans are
    /// not those the run's manifest recorded as it began (the folder's matrix.json was edited or replaced, or, without it,
    /// the file the run was given no longer plans them), so a resume would mix two matrices and call the run complete
    /// with cases of the first never run; or the same cases with other repetitions (<see cref="OtherRepetitions"/>). Null
    /// when they are the same cases run as many times (their order aside), for a profile's run (a profile's repetitions
    /// may change between versions: the run finishes those it started with), and for a manifest of a version that did
    /// not record its cases (resumed unchecked).
    /// </summary>
    private static ValidationError? OtherMatrix(RunPlan plan, RunManifest resumed, RunOptions options)
    {
        if (resumed.Settings?.MatrixFile is null || resumed.Cases.Count == 0)
        {
            return null;
        }

        var started = resumed.Cases.Select(c => c.CaseId.ToString()).ToHashSet(StringComparer.Ordinal);
        var now = plan.Cases.Select(c => c.Id.ToString()).ToHashSet(StringComparer.Ordinal);
        var directory = options.ResumeDirectory!;
        var copy = Path.Combine(directory, RunFiles.Matrix);
        var file = File.Exists(copy) ? copy : options.MatrixFile!;
        var what = File.Exists(copy) ? file : $"{directory} has no {RunFiles.Matrix}, and {file} (the run's --matrix)";
        if (started.SetEquals(now))
        {
            return OtherRepetitions(plan, resumed, what, copy);
        }

        var added = now.Except(started).ToList();
        var dropped = started.Except(now).ToList();
        var differences = string.Join(" and ", new[]
        {
            added.Count == 0 ? null : $"{Bench.Plots.Report.Counted.Of(added.Count, "case")} the run did not start with (first {added[0]})",
            dropped.Count == 0 ? null : $"lacks {Bench.Plots.Report.Counted.Of(dropped.Count, "case")} it started with (first {dropped[0]})",
        }.OfType<string>());
        return new ValidationError(
            SourceLocation.CommandLine("--resume"),
            "resume",
            $"{what} differs from the matrix this run started with (the {Bench.Plots.Report.Counted.Of(started.Count, "case")} its manifest.json records): it plans {differences}; a resume would mix two matrices",
            $"the matrix file the run started with, put back as {copy}; or a new run of the new matrix (bench run --matrix FILE)");
    }

    /// <summary>
    /// Why a run cannot be resumed from a matrix (<paramref name="what"/>) that plans its cases other numbers of times than
    /// its manifest recorded as it began (matrix.json's "repetitions" edited, the run's or an entry's): a resume runs the
    /// repetitions the manifest records, so the edit would be ignored without a word. Refused rather than taken: the
    /// manifest's repetitions are what the run's completeness, its forecast and its report's "N of M rows" count
    /// against, and what its matrix hash (the fleet's identity of a matrix) was made of, all fixed as the run began.
    /// Null when every case is planned as many times as it started with.
    /// </summary>
    private static ValidationError? OtherRepetitions(RunPlan plan, RunManifest resumed, string what, string copy)
    {
        var started = resumed.Cases.ToDictionary(c => c.CaseId.ToString(), c => c.Repetitions ?? resumed.Repetitions, StringComparer.Ordinal);
        var other = plan.Cases
            .Select(c => (Id: c.Id.ToString(), Now: c.Repetitions ?? plan.Repetitions))
            .Where(c => started[c.Id] != c.Now)
            .ToList();
        if (other.Count == 0)
        {
            return null;
        }

        var (id, now) = other[0];
        return new ValidationError(
            SourceLocation.CommandLine("--resume"),
            "resume",
            string.Create(
                System.Globalization.CultureInfo.InvariantCulture,
                $"{what} differs from the matrix this run started with: it plans {Bench.Plots.Report.Counted.Of(other.Count, "case")} other numbers of times than its manifest.json records (first {id}: {Bench.Plots.Report.Counted.Of(now, "repetition")}, the run started with {started[id]}); a resume runs those the run started with, and would ignore the edit"),
            $"the matrix file the run started with, put back as {copy}; or a new run of the new matrix (bench run --matrix FILE)");
    }

    /// <summary>
    /// Why a native run written before its restores zeroed the log beside the copy (its manifest without
    /// <see cref="RunManifest.RestoreLogZeroedDuringCopy"/>) cannot be resumed while restore cases remain: this version's
    /// rows would overlap the log's zeroing with the copy where the folder's earlier rows did not, and the one flag of the
    /// manifest would then describe half of them wrongly (phases drawn stacked, the zeroing estimated as a fixed cost).
    /// Null when the folder can be resumed.
    /// </summary>
    private static ValidationError? MixedRestores(RunPlan plan, RunManifest resumed, string directory)
    {
        if (resumed.Target != TargetNames.Native || resumed.RestoreLogZeroedDuringCopy is not null)
        {
            return null;
        }

        // A results.csv that cannot be read as it is (a torn row) counts as none finished: the refusal errs on the safe side.
        var finished = Finished(directory) ?? new HashSet<Trial>();
        var left = plan.Schedule.Count(s => s.Case.Scenario.Info.ZeroesLogDuringCopy && !finished.Contains(new Trial(s.Case.Id, s.Repetition)));
        return left == 0
            ? null
            : new ValidationError(
                SourceLocation.CommandLine("--resume"),
                "resume",
                $"{Path.TrimEndingDirectorySeparator(Path.GetFullPath(directory))} was written by a version of bench whose native restores zeroed the log before the copy; this version zeroes it during the copy, as SQL Server does, so its {left} restore row(s) still to run would not be comparable with the folder's (the phases chart and estimates read one way of zeroing per run)",
                "a new run (bench run with the same options) for the restore cases; the folder's rows stay as they are for bench report");
    }

    /// <summary>
    /// The case and repetition of every row in <paramref name="directory"/>'s results.csv (none without the file); null
    /// when it cannot be read as it is (a torn row, which the resume cuts).
    /// </summary>
    private static HashSet<Trial>? Finished(string directory)
    {
        var path = Path.Combine(directory, RunFiles.Results);
        if (!File.Exists(path))
        {
            return [];
        }

        try
        {
            return CsvTableReader.ReadAll<ResultRow>(path).Select(r => new Trial(r.CaseId, r.Repetition)).ToHashSet();
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or CsvHelper.CsvHelperException or InvalidDataException or FormatException)
        {
            return null;
        }
    }
}
