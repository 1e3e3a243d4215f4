using System.CommandLine;
using Bench.Harness.Configuration;
using Bench.Harness.Reporting;
using Bench.Scenarios.Matrix;
using Spectre.Console;

namespace Bench.Harness.Cli;

/// <summary>
/// <c>bench matrix</c>: checks a matrix (a profile or a file) without running it and lists its cases; with
/// <c>--explain</c>, the catalogue of every field a matrix file may hold, with its type, unit, allowed values and
/// default.
/// </summary>
public static class MatrixCommand
{
    /// <summary>The verb with its options.</summary>
    public static Command Create(IAnsiConsole console)
    {
        var explain = new Option<bool>("--explain") { Description = "Show every matrix field: type, unit, allowed values, default, meaning." };
        var profile = new Option<string>("--profile") { Description = $"Check this profile: {string.Join(", ", Profiles.Names)}.", DefaultValueFactory = _ => "quick" };
        var matrix = new Option<string?>("--matrix") { Description = "Check this matrix file." };
        var command = new Command("matrix", "Check a matrix without running it (its cases, repetitions and the space it needs), or explain every field with --explain.")
        {
            explain, profile, matrix,
        };
        command.SetAction(parsed => ExitCodes.Of(parsed.GetValue(explain)
            ? MatrixView.Explain(console)
            : MatrixView.Check(console, RunOptions.Default with { Profile = parsed.GetValue(profile)!, MatrixFile = parsed.GetValue(matrix) })));
        return command;
    }
}
