using System.Text.Json;
using Bench.Harness.Runner;
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
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException or JsonException)
            {
                return (null, [new ValidationError(new SourceLocation("command line", "--resume"), "resume", e.Message, "the folder of a run bench run wrote")]);
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
        errors.AddRange(SpaceValidator.Check(options, baselineBytes, errors.Count == 0 ? plan : null, resumed));
        return errors.Count > 0 || plan is null
            ? (null, errors)
            : (new RunConfig(options, plan, baselineBytes) { Resumed = resumed }, []);
    }
}
