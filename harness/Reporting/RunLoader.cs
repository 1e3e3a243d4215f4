using Bench.Harness.Runner;
using Bench.Results;

namespace Bench.Harness.Reporting;

/// <summary>Reads the run folders a verb was given into run summaries, refusing with the folder and the reason when one cannot be read.</summary>
public static class RunLoader
{
    /// <summary>The runs, or null after printing why not.</summary>
    public static IReadOnlyList<RunSummary>? Load(IAnsiConsole console, string verb, IReadOnlyList<string> directories)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(directories);
        var runs = new List<RunSummary>();
        var errors = new List<string>();
        foreach (var directory in directories)
        {
            try
            {
                runs.Add(RunSummaryReader.Load(directory));
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException or System.Text.Json.JsonException or CsvHelper.CsvHelperException)
            {
                errors.Add($"RUN_DIR: {directory}: {e.Message.TrimEnd('.')}. Allowed: folders that bench run wrote (with manifest.json and results.csv)");
            }
        }

        if (errors.Count == 0)
        {
            return runs;
        }

        Refusal.Print(console, verb, "refused", errors);
        return null;
    }
}
