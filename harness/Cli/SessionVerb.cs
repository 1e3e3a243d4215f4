using Bench.Harness.Reporting;
using Bench.Harness.Runner;
using Bench.Harness.Views;
using Bench.Results;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Cli;

/// <summary>What run and tune do with their checked options: refuse before any I/O, or run one session, giving the exit code; and a run's or a tune's report as it ends.</summary>
internal static class SessionVerb
{
    /// <summary>
    /// Prints <paramref name="built"/>'s errors and returns <see cref="ExitCodes.BadInput"/> when it has no configuration;
    /// otherwise runs the session <paramref name="session"/> makes of it and returns its outcome's exit code.
    /// </summary>
    public static async Task<int> RunAsync<TConfig>(
        IAnsiConsole console,
        string verb,
        (TConfig? Config, IReadOnlyList<ValidationError> Errors) built,
        Func<TConfig, TargetFactory, Task<SessionOutcome>> session)
        where TConfig : class
    {
        if (built.Config is null)
        {
            Refusal.Print(console, verb, "refused before any I/O", built.Errors);
            return ExitCodes.BadInput;
        }

        return ExitCodes.Of(await session(built.Config, new TargetFactory(console)).ConfigureAwait(false));
    }

    /// <summary>
    /// The report of a run that ended (charts, report.html, report.md into its folder, <see cref="ReportWriter"/>) and what
    /// it says on the console (<see cref="ReportView"/>); nothing for a run without rows. Not cancellable: after Ctrl+C it
    /// reports what finished.
    /// </summary>
    public static async Task ReportAsync(IAnsiConsole console, RunSummary run)
    {
        ArgumentNullException.ThrowIfNull(run);
        if (run.Rows.Count > 0 && await ReportWriter.WriteAsync(console, [run], run.Directory, [], CancellationToken.None).ConfigureAwait(false) is { } written)
        {
            ReportView.Print(console, written);
        }
    }

    /// <summary>
    /// The report of a tune that ended with case runs (charts, report.html, report.md into its folder, <see cref="ReportWriter"/>),
    /// written after the tune's own files: it leads with the answer it reads from tune-result.json. The tune's last lines
    /// say where its files are (no <see cref="ReportView"/>). Not cancellable: after Ctrl+C it reports what finished.
    /// </summary>
    public static async Task TuneReportAsync(IAnsiConsole console, RunSummary tune)
    {
        ArgumentNullException.ThrowIfNull(tune);
        await ReportWriter.WriteAsync(console, [tune], tune.Directory, [], CancellationToken.None).ConfigureAwait(false);
    }
}
