using Bench.Harness.Views;

namespace Bench.Harness.Cli;

/// <summary>The command line: its verbs, parsing, and the exit code for bad input.</summary>
public static class BenchApp
{
    /// <summary>What bench --help says first: what it is, an example, and the exit codes of every verb.</summary>
    public const string Description =
        "bench: SQL Server storage timing experiments (CREATE DATABASE, autogrowth, BACKUP and RESTORE; IFI on and off) on any volume.\n\n"
        + "Example: ./bench run --data-dir /mnt/ssd/bench --label ssd\n\n"
        + ExitCodes.Contract;

    /// <summary>Parses <paramref name="args"/> and runs the verb; parse errors exit with <see cref="ExitCodes.BadInput"/>.</summary>
    public static async Task<int> RunAsync(string[] args, IAnsiConsole console, TextWriter output, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(console);
        var root = Root(console, output);
        var parsed = root.Parse(args);
        if (parsed.Errors.Count > 0)
        {
            var verb = ParseErrors.Verb(parsed.CommandResult.Command);
            Refusal.Print(console, verb == "bench" ? "" : verb, "refused, nothing was run", ParseErrors.Describe(parsed));
            Refusal.ErrorsOf(console).MarkupLineInterpolated($"Run [bold]{(verb == "bench" ? "bench --help" : $"bench {verb} --help")}[/] for the options.");
            return ExitCodes.BadInput;
        }

        return await parsed.InvokeAsync(new InvocationConfiguration { Output = output, Error = output, ProcessTerminationTimeout = null }, cancellationToken);
    }

    /// <summary>What the command line parser says of <paramref name="args"/>, without running anything (empty: bench accepts them).</summary>
    public static IReadOnlyList<string> Check(string[] args) =>
        Root(AnsiConsole.Create(new AnsiConsoleSettings { Out = new AnsiConsoleOutput(TextWriter.Null) }), TextWriter.Null).Parse(args).Errors.Select(e => e.Message).ToList();

    /// <summary>The command line with every verb (internal: tests walk its options).</summary>
    internal static RootCommand Root(IAnsiConsole console, TextWriter output)
    {
        var root = new RootCommand(Description)
        {
            RunCommand.Create(console),
            DoctorCommand.Create(console),
            CompareCommand.Create(console),
            ReportCommand.Create(console),
            MatrixCommand.Create(console),
            TuneCommand.Create(console),
            ImportCommand.Create(console, output),
            PublishCommand.Create(console),
        };
        foreach (var option in root.Options.Where(o => o.Name == "--version"))
        {
            option.Action = new VersionAction();
        }

        EmptyValues.RefuseIn(root);
        CommandExamples.ForThisSystem(root);
        return root;
    }
}
