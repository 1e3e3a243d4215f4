using System.Globalization;
using Bench.Harness.Configuration;
using Bench.Harness.Runner;
using Bench.Scenarios;
using Bench.Results.Units;
using Bench.Scenarios.Validation;
using Spectre.Console;

namespace Bench.Harness.Reporting;

/// <summary>
/// What <c>bench matrix</c> shows: a matrix (a profile or a file) checked without running it, its cases listed; or the
/// catalogue of every field a matrix file may hold, with its type, unit, allowed values and default.
/// </summary>
public static class MatrixView
{
    /// <summary>The field catalogue.</summary>
    public static SessionOutcome Explain(IAnsiConsole console)
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

        return SessionOutcome.Done;
    }

    private static void Row(Table table, params string[] cells) => table.AddRow(cells.Select(Markup.Escape).ToArray());

    /// <summary>Checks the matrix of <paramref name="options"/> and lists its cases.</summary>
    public static SessionOutcome Check(IAnsiConsole console, RunOptions options)
    {
        RunPlan plan;
        try
        {
            plan = RunPlan.From(options, DateTime.UtcNow);
        }
        catch (ValidationException e)
        {
            Refusal.Print(console, "matrix", "the matrix has errors", e.Errors);

            return SessionOutcome.Refused;
        }

        var space = SpaceNeeds.Of(plan);
        console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
            $"[green]{plan.MatrixSource}[/]: {plan.Cases.Count} cases x {plan.Repetitions} repetitions = {plan.Schedule.Count} rows; holds up to {ByteSize.Human(space.CombinedBytes)} at once ({space.AtCase})");
        foreach (var planned in plan.Cases)
        {
            console.MarkupLineInterpolated($"  {planned.Id}");
        }

        return SessionOutcome.Done;
    }
}
