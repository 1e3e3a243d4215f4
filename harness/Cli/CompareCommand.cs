using Bench.Harness.Reporting;

namespace Bench.Harness.Cli;

/// <summary>
/// <c>bench compare A B...</c>: cases matched across runs by their parameters, each later run against the first
/// (ratio with its 95% interval and verdict by Welch's t-test on log times); writes comparison.csv, the charts and the report.
/// </summary>
public static class CompareCommand
{
    /// <summary>The verb with its options.</summary>
    public static Command Create(IAnsiConsole console)
    {
        var runs = new Argument<string[]>("RUN_DIR") { Description = "Two or more run folders; the first is the baseline.", Arity = new ArgumentArity(0, 64) };
        var runsDir = new Option<string?>("--runs") { Description = "A folder of run folders (any depth) instead of RUN_DIR: hosts of a fleet side by side." };
        var outDir = new Option<string>("--out") { Description = "Where comparison.csv, charts/ and the report go.", DefaultValueFactory = _ => Reports.DefaultCompareDirectory };
        var command = new Command("compare", "Compare runs case by case: comparison.csv, grouped charts by run label, report.html and report.md.\n\n"
            + "Example: ./bench compare runs/*-ssd runs/*-hdd --out ssd-vs-hdd")
        {
            runs, outDir, runsDir,
        };
        command.Validators.Add(result =>
        {
            // Counted from its tokens: converting the argument here (GetValue) runs its own checks in a way whose errors
            // are lost, an empty RUN_DIR's among them (EmptyValues).
            var given = result.GetResult(runs)?.Tokens.Count ?? 0;
            if (given < 2 && result.GetValue(runsDir) is null)
            {
                result.AddError($"RUN_DIR: compare needs two or more run folders, the first being the baseline; {given} given. "
                    + "Allowed: bench compare RUN_DIR RUN_DIR..., or bench compare --runs DIR (for the report of one run: bench report RUN_DIR)");
            }
        });
        command.SetAction(async (parsed, cancellationToken) =>
            ExitCodes.Of(await Reports.CompareAsync(console, new RunSelection(parsed.GetValue(runs) ?? [], parsed.GetValue(runsDir)), parsed.GetValue(outDir)!, cancellationToken)));
        return command;
    }
}
