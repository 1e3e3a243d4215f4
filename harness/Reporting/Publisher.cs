using Bench.Harness.Cli;
using Bench.Harness.Runner;
using Bench.Store;

namespace Bench.Harness.Reporting;

/// <summary>What <c>bench publish</c> does: each run folder into the store in its own transaction, saying what each added.</summary>
public static class Publisher
{
    /// <summary>Publishes <paramref name="directories"/> into <paramref name="target"/>; a folder that fails leaves nothing of itself and the others go on.</summary>
    public static SessionOutcome Publish(IAnsiConsole console, IReadOnlyList<string> directories, string target, string? fleet, bool replace)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(directories);
        if (fleet is not null && !Configuration.OptionsValidator.IsName(fleet))
        {
            Refusal.Print(console, "publish", "refused", [$"--fleet: '{fleet}' is not a fleet name. Allowed: 1 to 64 letters, digits, '.', '_' or '-'"]);
            return SessionOutcome.Refused;
        }

        IRunStore store;
        try
        {
            store = RunStore.OpenForPublish(target);
        }
        catch (Exception e) when (e is StoreException or IOException or UnauthorizedAccessException or ArgumentException)
        {
            Refusal.Print(console, "publish", "refused", [$"--to: {Secrets.Redact(e.Message)}. Allowed: a DuckDB file path, or a SQL Server connection string naming a server and a database"]);
            return SessionOutcome.Refused;
        }

        using (store)
        {
            var failed = 0;
            var options = new PublishOptions { Fleet = fleet, Replace = replace };
            foreach (var directory in directories)
            {
                try
                {
                    var result = store.Publish(directory, options);
                    var rows = result.Rows.Values.Sum();
                    console.MarkupLineInterpolated(result.Outcome switch
                    {
                        PublishOutcome.AlreadyPresent => $"  {result.RunId}: already in {store.Description}: nothing added",
                        PublishOutcome.Replaced => $"  [green]{result.RunId}[/]: replaced, {rows} rows",
                        _ => $"  [green]{result.RunId}[/]: published, {rows} rows",
                    });
                    foreach (var note in result.Notes)
                    {
                        console.MarkupLineInterpolated($"    [yellow]note:[/] {note}");
                    }
                }
                catch (Exception e) when (e is StoreException or IOException or InvalidDataException or UnauthorizedAccessException)
                {
                    failed++;
                    console.MarkupLineInterpolated($"  [red]{directory}: not published[/]: {Secrets.Redact(e.Message)}");
                }
            }

            console.MarkupLineInterpolated($"{directories.Count - failed} of {directories.Count} run(s) in {store.Description}");
            return failed == 0 ? SessionOutcome.Done : SessionOutcome.SomeFailed;
        }
    }
}
