using System.CommandLine;
using Spectre.Console;

namespace Bench.Harness.Cli;

/// <summary>The command line: its verbs, parsing, and the exit code for bad input.</summary>
public static class BenchApp
{
    /// <summary>Parses <paramref name="args"/> and runs the verb; parse errors exit with <see cref="ExitCodes.BadInput"/>.</summary>
    public static async Task<int> RunAsync(string[] args, IAnsiConsole console, TextWriter output, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(console);
        var root = new RootCommand("bench: SQL Server storage timing experiments (CREATE DATABASE, autogrowth; IFI on and off) on any volume.")
        {
            RunCommand.Create(console),
            DoctorCommand.Create(console),
            CompareCommand.Create(console),
            ReportCommand.Create(console),
            MatrixCommand.Create(console),
            TuneCommand.Create(console),
            ImportCommand.Create(console, output),
        };
        var parsed = root.Parse(args);
        if (parsed.Errors.Count > 0)
        {
            foreach (var error in parsed.Errors)
            {
                console.MarkupLineInterpolated($"[red]error:[/] {Secrets.Redact(error.Message)}");
            }

            console.MarkupLine("Run [bold]bench --help[/] or [bold]bench run --help[/] for the options.");
            return ExitCodes.BadInput;
        }

        return await parsed.InvokeAsync(new InvocationConfiguration { Output = output, Error = output, ProcessTerminationTimeout = null }, cancellationToken);
    }
}
