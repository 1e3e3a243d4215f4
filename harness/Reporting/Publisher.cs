using Bench.Harness.Configuration;
using Bench.Harness.Runner;
using Bench.Harness.Views;
using Bench.Plots.Report;
using Bench.Results.Manifest;
using Bench.Store;

namespace Bench.Harness.Reporting;

/// <summary>What <c>bench publish</c> does: each run folder into the store in its own transaction, saying what each added.</summary>
public static class Publisher
{
    /// <summary>
    /// Publishes <paramref name="directories"/> into <paramref name="target"/>; a folder that fails leaves nothing of
    /// itself and the others go on. Refused (bad input) before the store is opened: a fleet name that is not one, a
    /// folder that is not a run folder, every one named; a store that cannot be opened as given. A server store that
    /// does not answer or cannot be used is the environment's (<see cref="SessionOutcome.Unavailable"/>), as for bench run.
    /// A run whose folder differs from its stored copy is not published (the user must choose --replace): like a folder that
    /// fails, it makes the outcome <see cref="SessionOutcome.SomeFailed"/>.
    /// </summary>
    public static SessionOutcome Publish(IAnsiConsole console, IReadOnlyList<string> directories, string target, string? fleet, bool replace)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(directories);
        var errors = new List<string>();
        if (fleet is not null && !Configuration.OptionsValidator.IsName(fleet))
        {
            errors.Add($"--fleet: '{fleet}' is not a fleet name. Allowed: 1 to 64 letters, digits, '.', '_' or '-'");
        }

        if (RunStore.Problem(target) is { } problem)
        {
            errors.Add($"--to: {problem}. Allowed: {RunStore.Allowed}");
        }

        foreach (var directory in directories.Where(d => !File.Exists(Path.Combine(d, ManifestFile.FileName))))
        {
            errors.Add($"RUN_DIR: {ManifestFile.Unreadable(directory) ?? $"{Path.GetFullPath(directory)} is not a run folder: it has no {ManifestFile.FileName}"}. Allowed: folders that bench run or bench tune wrote (readable by this user)");
        }

        if (errors.Count > 0)
        {
            Refusal.Print(console, "publish", "refused", errors);
            return SessionOutcome.Refused;
        }

        IRunStore store;
        try
        {
            store = RunStore.OpenForPublish(target);
        }
        catch (StoreException e) when (RunStore.IsUnavailable(e, target))
        {
            Refusal.Print(console, "publish", "the store cannot be used, nothing was published", [$"--to: {Secrets.RedactWithCause(e)}"]);
            return SessionOutcome.Unavailable;
        }
        catch (Exception e) when (e is StoreException or IOException or UnauthorizedAccessException or ArgumentException)
        {
            Refusal.Print(console, "publish", "refused", [$"--to: {Secrets.Redact(e.Message).TrimEnd('.')}. Allowed: {RunStore.Allowed}"]);
            return SessionOutcome.Refused;
        }

        using (store)
        {
            var (failed, differs) = (0, 0);
            var options = new PublishOptions { Fleet = fleet, Replace = replace };
            foreach (var directory in directories)
            {
                try
                {
                    var result = store.Publish(directory, options);
                    var rows = result.Rows.Values.Sum();
                    differs += result.Outcome == PublishOutcome.Differs ? 1 : 0;
                    console.MarkupLineInterpolated(result.Outcome switch
                    {
                        PublishOutcome.AlreadyPresent => $"  {result.RunId}: already in {store.Description}: nothing added",
                        PublishOutcome.Differs => $"  [yellow]{result.RunId}[/]: already in {store.Description}, and the folder differs from the stored copy: nothing added; publish it with --replace to replace the stored copy with the folder",
                        PublishOutcome.Replaced => $"  [green]{result.RunId}[/]: replaced, {Counted.Of(rows, "row")}",
                        _ => $"  [green]{result.RunId}[/]: published, {Counted.Of(rows, "row")}",
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
            if (differs > 0)
            {
                console.MarkupLineInterpolated($"[yellow]{differs} run(s) not published[/]: the stored copy differs from the folder and was kept; --replace replaces it");
            }

            return failed == 0 && differs == 0 ? SessionOutcome.Done : SessionOutcome.SomeFailed;
        }
    }
}
