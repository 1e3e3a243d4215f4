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

        errors.AddRange(SpaceValidator.Check(options, baselineBytes, errors.Count == 0 ? plan : null, resumed));
        return errors.Count > 0 || plan is null
            ? (null, errors)
            : (new RunConfig(options, plan, baselineBytes) { Resumed = resumed }, []);
    }

    /// <summary>
    /// The rows of the run in <paramref name="directory"/> when its results.csv holds every case and repetition of
    /// <paramref name="plan"/> (ok or not: a resume runs only what has no row); null when some are missing, or the file
    /// cannot be read as it is (a torn row: the resume cuts it and runs what is missing).
    /// </summary>
    private static int? CompleteRows(RunPlan plan, string directory)
    {
        var path = Path.Combine(directory, RunFiles.Results);
        if (!File.Exists(path))
        {
            return null;
        }

        try
        {
            var rows = CsvTableReader.ReadAll<ResultRow>(path);
            var finished = rows.Select(r => new Trial(r.CaseId, r.Repetition)).ToHashSet();
            return plan.Schedule.All(s => finished.Contains(new Trial(s.Case.Id, s.Repetition))) ? rows.Count : null;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or CsvHelper.CsvHelperException or FormatException)
        {
            return null;
        }
    }
}
