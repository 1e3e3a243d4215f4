using Bench.Harness.Runner;
using Bench.Harness.Views;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Cli;

/// <summary>What run and tune do with their checked options: refuse before any I/O, or run one session; the exit code.</summary>
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
}
