using System.CommandLine;
using System.Globalization;
using Bench.Harness.Configuration;
using Bench.Harness.Runner;
using Bench.Scenarios;
using Bench.Scenarios.Matrix;
using Bench.Results.Units;
using Bench.Scenarios.Validation;
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
        command.SetAction(parsed =>
        {
            if (parsed.GetValue(explain))
            {
                Explain(console);
                return ExitCodes.Ok;
            }

            return Check(console, RunOptions.Default with { Profile = parsed.GetValue(profile)!, MatrixFile = parsed.GetValue(matrix) });
        });
        return command;
    }

    /// <summary>The field catalogue.</summary>
    public static void Explain(IAnsiConsole console)
    {
        ArgumentNullException.ThrowIfNull(console);
        console.MarkupLine("[bold]A matrix file[/] (JSON; comments and trailing commas allowed):");
        var root = new Table().AddColumns("field", "allowed", "default", "meaning");
        Row(root, "repetitions", "a whole number from 1 to 1000", "3", "how many times every case runs");
        Row(root, "cases", "a list of entries", "-", "each entry names a scenario and its parameters; a list of values is swept (every combination runs)");
        Row(root, "description", "text", "-", "a note for the reader, kept with the run");
        Row(root, "cases[].scenario", string.Join(", ", ScenarioCatalog.Names), "-", "the experiment");
        console.Write(root);
        foreach (var scenario in ScenarioCatalog.All)
        {
            console.WriteLine();
            console.MarkupLineInterpolated($"[bold]{scenario.Info.Name}[/]: {scenario.Info.Description}");
            var table = new Table().AddColumns("parameter", "type", "allowed", "default", "meaning");
            foreach (var p in scenario.Parameters)
            {
                Row(table, p.Name, p.Kind.ToString().ToLowerInvariant(), p.Allowed, string.Join(", ", p.Defaults), p.Description + (p.IsLimit ? " (a limit: checked, not part of the case id)" : string.Empty));
            }

            console.Write(table);
        }
    }

    private static void Row(Table table, params string[] cells) => table.AddRow(cells.Select(Markup.Escape).ToArray());

    private static int Check(IAnsiConsole console, RunOptions options)
    {
        RunPlan plan;
        try
        {
            plan = RunPlan.From(options, DateTime.UtcNow);
        }
        catch (ValidationException e)
        {
            console.MarkupLine("[red]bench matrix: the matrix has errors[/]");
            foreach (var error in e.Errors)
            {
                console.MarkupLineInterpolated($"  [red]-[/] {error.ToString()}");
            }

            return ExitCodes.BadInput;
        }

        var space = SpaceNeeds.Of(plan);
        console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
            $"[green]{plan.MatrixSource}[/]: {plan.Cases.Count} cases x {plan.Repetitions} repetitions = {plan.Schedule.Count} rows; holds up to {ByteSize.Human(space.CombinedBytes)} at once ({space.AtCase})");
        foreach (var planned in plan.Cases)
        {
            console.MarkupLineInterpolated($"  {planned.Id}");
        }

        return ExitCodes.Ok;
    }
}
