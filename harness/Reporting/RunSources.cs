using System.Globalization;
using Bench.Results.Manifest;
using Bench.Scenarios.Validation;
using Bench.Store;
using Bench.Store.Folder;

namespace Bench.Harness.Reporting;

/// <summary>
/// The run folders a <see cref="RunSelection"/> names: the folders given, every run folder under --runs, or the runs of a
/// store written back as run folders into a temporary folder (removed on dispose), so every report reads folders.
/// </summary>
public sealed class RunSources : IDisposable
{
    private readonly string? temporary;

    private RunSources(IReadOnlyList<string> directories, string? temporary)
    {
        Directories = directories;
        this.temporary = temporary;
    }

    /// <summary>The run folders, in order (the first is the comparison's baseline).</summary>
    public IReadOnlyList<string> Directories { get; }

    /// <summary>
    /// The folders of <paramref name="selection"/>, or the errors (field, what was wrong, what is allowed) that stop it;
    /// <c>Unavailable</c>: the error is a SQL Server store that does not answer or cannot be used (the environment, not the
    /// input, as bench publish and bench run say it).
    /// </summary>
    public static (RunSources? Sources, IReadOnlyList<string> Errors, bool Unavailable) Open(RunSelection selection)
    {
        ArgumentNullException.ThrowIfNull(selection);
        var given = new[] { selection.Directories.Count > 0, selection.RunsDirectory is not null, selection.From is not null }.Count(g => g);
        const string allowed = "Allowed: bench report RUN_DIR..., or --runs DIR (a folder of run folders), or --from TARGET (a DuckDB file or a SQL Server connection string)";
        if (given == 0)
        {
            return (null, [$"RUN_DIR: missing. {allowed}"], false);
        }

        if (given > 1)
        {
            return (null, [$"RUN_DIR, --runs, --from: give exactly one source of runs. {allowed}"], false);
        }

        if (selection.From is null && (selection.Fleet is not null || selection.Since is not null))
        {
            var named = string.Join(", ", new[] { selection.Fleet is null ? null : "--fleet", selection.Since is null ? null : "--since" }.OfType<string>());
            return (null, [$"{named}: {(named.Contains(',', StringComparison.Ordinal) ? "they pick" : "it picks")} runs of a store. Allowed: with --from TARGET"], false);
        }

        if (selection.RunsDirectory is { } runs)
        {
            if (!Directory.Exists(runs))
            {
                return (null, [$"--runs: {runs} {(File.Exists(runs) ? "is a file" : "does not exist")}. Allowed: a folder holding run folders (each with manifest.json), at any depth"], false);
            }

            // In the store's order (start time, then run id), so that --runs and --from give the same report.
            var found = Directory.EnumerateFiles(runs, ManifestFile.FileName, SearchOption.AllDirectories)
                .Select(Path.GetDirectoryName)
                .OfType<string>()
                .Select(d => (Directory: d, Order: Order(d)))
                .OrderBy(d => d.Order.Started)
                .ThenBy(d => d.Order.Id, StringComparer.Ordinal)
                .Select(d => d.Directory)
                .ToList();
            return found.Count == 0
                ? (null, [$"--runs: {runs} holds no run folder (no manifest.json below it). Allowed: a folder holding run folders"], false)
                : (new RunSources(found, null), [], false);
        }

        return selection.From is { } from ? FromStore(from, selection.Fleet, selection.Since) : (new RunSources(selection.Directories, null), [], false);
    }

    /// <summary>When a run folder's run started and its id; a folder whose manifest cannot be read goes last (the loader says why).</summary>
    private static (DateTime Started, string Id) Order(string directory)
    {
        try
        {
            var manifest = ManifestFile.Read(directory);
            return (manifest.StartedUtc, manifest.RunId);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or InvalidDataException or System.Text.Json.JsonException)
        {
            return (DateTime.MaxValue, directory);
        }
    }

    private static (RunSources?, IReadOnlyList<string>, bool) FromStore(string target, string? fleet, string? sinceText)
    {
        DateTime? since = null;
        if (sinceText is not null)
        {
            if (!DateTime.TryParse(sinceText, CultureInfo.InvariantCulture, DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal, out var parsed))
            {
                return (null, [$"--since: '{sinceText}' is not a date. Allowed: a date or time in UTC, e.g. 2026-11-01 or 2026-11-01T08:00:00Z"], false);
            }

            since = parsed;
        }

        var temporary = Path.Combine(Path.GetTempPath(), "bench-from-" + Guid.NewGuid().ToString("N")[..12]);
        try
        {
            using var store = RunStore.OpenForRead(target);
            var runs = store.Read(new StoreQuery(fleet, since));
            if (runs.Count == 0 && fleet is not null)
            {
                // Said as the fleet's problem, with the fleets the store has (read only on this way out).
                var fleets = store.Fleets(new StoreQuery(null, since));
                return (null, [$"--fleet: {store.Description} holds no run of fleet '{fleet}'{Since(since)}"
                    + $"{(Suggestions.DidYouMean(fleet, fleets) is { Length: > 0 } mean ? mean : ".")} Allowed: {(fleets.Count == 0 ? "no --fleet (the store's runs have no fleet)" : $"a fleet the store holds: {string.Join(", ", fleets)}")}"], false);
            }

            if (runs.Count == 0)
            {
                return (null, [$"--from: {store.Description} holds no run{Since(since)}. Allowed: a store bench publish wrote"], false);
            }

            Directory.CreateDirectory(temporary);
            var directories = runs.Select(r => RunFolderWriter.Write(store, r, temporary)).ToList();
            return (new RunSources(directories, temporary), [], false);
        }
        catch (Exception e) when (e is StoreException or IOException or InvalidDataException or UnauthorizedAccessException)
        {
            if (Directory.Exists(temporary))
            {
                Directory.Delete(temporary, recursive: true);
            }

            return (null, [$"--from: {e.Message}"], RunStore.IsUnavailable(e, target));
        }
    }

    /// <summary>" started since ...Z" in invariant digits and separators for a message, or nothing.</summary>
    private static string Since(DateTime? since) =>
        since is { } at ? string.Create(CultureInfo.InvariantCulture, $" started since {at:yyyy-MM-dd HH:mm:ss}Z") : string.Empty;

    /// <inheritdoc/>
    public void Dispose()
    {
        if (temporary is not null && Directory.Exists(temporary))
        {
            Directory.Delete(temporary, recursive: true);
        }
    }
}
