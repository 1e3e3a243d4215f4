using Bench.Harness.Views;
using Bench.Results;
using Bench.Results.Csv;
using Bench.Results.Manifest;

namespace Bench.Harness.Reporting;

/// <summary>Reads the run folders a verb was given into run summaries, refusing with the folder and the reason when one cannot be read.</summary>
public static class RunLoader
{
    private const string Allowed = "folders that bench run wrote (with manifest.json and results.csv)";

    /// <summary>The runs, or null after printing why not.</summary>
    public static IReadOnlyList<RunSummary>? Load(IAnsiConsole console, string verb, IReadOnlyList<string> directories)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(directories);
        var runs = new List<RunSummary>();
        var errors = new List<string>();
        foreach (var directory in directories)
        {
            if (!Directory.Exists(directory))
            {
                errors.Add($"RUN_DIR: {directory} {(File.Exists(directory) ? "is a file" : "does not exist")}. Allowed: {Allowed}");
                continue;
            }

            try
            {
                runs.Add(RunSummaryReader.Load(directory));
            }
            catch (CsvRowException e)
            {
                // A damaged line of results.csv (or another CSV of the run), in one sentence after the folder.
                errors.Add(Problem(directory, e));
            }
            catch (Exception e) when (e is System.Text.Json.JsonException or InvalidDataException)
            {
                errors.Add($"RUN_DIR: {Path.Combine(directory, ManifestFile.FileName)} is not a manifest bench wrote ({NotAManifest(e)}). Allowed: {Allowed}");
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException or CsvHelper.CsvHelperException)
            {
                // A folder of runs given as a run: the way to give it, said before what is allowed.
                var problem = Problem(directory, e);
                var at = problem.IndexOf(". Allowed:", StringComparison.Ordinal);
                errors.Add(at < 0 ? problem + RunsFolder(verb, directory) : problem.Insert(at, RunsFolder(verb, directory)));
            }
        }

        if (errors.Count == 0)
        {
            return runs;
        }

        Refusal.Print(console, verb, "refused", errors);
        return null;
    }

    /// <summary>
    /// " (it holds 3 run folders: did you mean `bench report --runs runs`?)" when <paramref name="directory"/>, not a run
    /// folder, holds run folders (a folder of runs given as a run: `bench report runs`); empty otherwise.
    /// </summary>
    internal static string RunsFolder(string verb, string directory)
    {
        if (File.Exists(Path.Combine(directory, ManifestFile.FileName)))
        {
            return string.Empty;
        }

        try
        {
            var held = Directory.EnumerateDirectories(directory).Count(d => File.Exists(Path.Combine(d, ManifestFile.FileName)));
            return held == 0 ? string.Empty
                : $" (it holds {held} run folder{(held == 1 ? string.Empty : "s")}: did you mean `bench {verb} --runs {SummaryView.ShellWord(directory)}`?)";
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return string.Empty;
        }
    }

    /// <summary>
    /// Why <paramref name="directory"/> could not be read, said once: a file this user may not read is named alone (the
    /// runtime's message holds its path in quotes), anything else after the folder.
    /// </summary>
    internal static string Problem(string directory, Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        if (exception is UnauthorizedAccessException)
        {
            var quoted = System.Text.RegularExpressions.Regex.Match(exception.Message, "'(?<path>[^']+)'");
            return $"RUN_DIR: {(quoted.Success ? quoted.Groups["path"].Value : directory)} cannot be read: permission denied. Allowed: a run folder whose files this user can read";
        }

        return $"RUN_DIR: {directory}: {exception.Message.TrimEnd('.')}. Allowed: {Allowed}";
    }

    /// <summary>Why a manifest.json that was read is no manifest of bench's, in words (not the runtime's type names).</summary>
    private static string NotAManifest(Exception exception)
    {
        var missing = System.Text.RegularExpressions.Regex.Match(exception.Message, "missing required properties including: (?<names>.+?)\\.?$");
        return exception switch
        {
            _ when missing.Success => $"it lacks {missing.Groups["names"].Value.Replace("'", string.Empty, StringComparison.Ordinal)}",
            InvalidDataException => "it is empty",
            _ when exception.Message.Contains("does not contain any JSON tokens", StringComparison.Ordinal) => "it is empty",
            System.Text.Json.JsonException { LineNumber: { } line } => $"not the JSON of one, at line {line + 1}",
            _ => "not the JSON of one",
        };
    }
}
