using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Cli;

/// <summary>
/// A run folder whose results.csv was damaged (a cell that is not of its column's kind, a line cut short) is said in one
/// line naming the file, the line and the column, never the CSV reader's state dump: by report, compare and publish,
/// and by run --resume, which refuses it (exit 2) leaving the folder as it was.
/// </summary>
public sealed class DamagedResultsTests : CommandTest
{
    private async Task<string> RunAsync(string label)
    {
        File.WriteAllText(Temp["matrix.json"], """{ "repetitions": 1, "cases": [ { "scenario": "create", "size": ["1MB", "2MB"], "ifi": "off", "write_size": "256KB" } ] }""");
        Assert.Equal(ExitCodes.Ok, await Bench("run", "--matrix", Temp["matrix.json"], "--data-dir", Temp["data"], "--out", Temp[label], "--baseline-size", "0", "--no-report"));
        return Assert.Single(Directory.GetDirectories(Temp[label]));
    }

    /// <summary>results.csv with its line <paramref name="line"/> (1: the header) given <paramref name="elapsed"/> as elapsed_ms.</summary>
    private static void Damage(string run, int line, string elapsed)
    {
        var path = Path.Combine(run, RunFiles.Results);
        var lines = File.ReadAllLines(path);
        var column = Array.IndexOf(lines[0].Split(','), "elapsed_ms");
        var cells = Cells(lines[line - 1]);
        Assert.Equal(lines[0].Split(',').Length, cells.Count);
        cells[column] = elapsed;
        lines[line - 1] = string.Join(',', cells);
        File.WriteAllLines(path, lines);
    }

    /// <summary>The cells of a CSV line as written (quotes kept), split at the commas outside quotes.</summary>
    private static List<string> Cells(string line)
    {
        var cells = new List<string>();
        var start = 0;
        var quoted = false;
        for (var i = 0; i < line.Length; i++)
        {
            if (line[i] == '"')
            {
                quoted = !quoted;
            }
            else if (line[i] == ',' && !quoted)
            {
                cells.Add(line[start..i]);
                start = i + 1;
            }
        }

        cells.Add(line[start..]);
        return cells;
    }

    [Fact]
    public async Task A_cell_not_of_its_kind_is_said_as_its_line_and_column_by_report_compare_publish_and_resume()
    {
        var run = await RunAsync("runs");
        var other = await RunAsync("others");
        Damage(run, 3, "abc");
        const string said = "results.csv line 3, column elapsed_ms: 'abc' is not a number";

        AssertRefused(await Bench("report", run, "--out", Temp["report"]), $"{run}: {said}");
        AssertRefused(await Bench("compare", other, run, "--out", Temp["compared"]), $"{run}: {said}");
        Assert.Equal(ExitCodes.SomeFailed, await Bench("publish", run, "--to", Temp["store.duckdb"]));
        Assert.Contains($"{Path.Combine(run, RunFiles.Results)}: line 3, column elapsed_ms: 'abc' is not a number", Flat(Cli.Output), StringComparison.Ordinal);
        Assert.DoesNotContain("IReader state", Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("Exception", Cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_resume_of_a_run_with_a_damaged_line_is_refused_and_leaves_the_folder_as_it_was()
    {
        var run = await RunAsync("runs");
        ManifestFile.Write(run, ManifestFile.Read(run) with { Status = "cancelled", EndedUtc = null, Study = null });
        var results = Path.Combine(run, RunFiles.Results);
        var lines = File.ReadAllLines(results);
        File.WriteAllLines(results, [lines[0], "garbage,row", lines[1]]);
        var before = Directory.GetFiles(run).ToDictionary(f => f, File.ReadAllBytes);

        var exit = await Bench("run", "--resume", run, "--no-report");

        AssertRefused(exit, $"--resume: {results} is damaged: results.csv line 2 has 2 of {lines[0].Split(',').Length} columns", "Allowed: a results.csv bench wrote");
        Assert.DoesNotContain("Unhandled", Cli.Output, StringComparison.Ordinal);
        Assert.Equal(before.Keys.Order(), Directory.GetFiles(run).Order());
        Assert.All(before, f => Assert.Equal(f.Value, File.ReadAllBytes(f.Key)));

        // A bad number on a whole line: refused the same way.
        File.WriteAllLines(results, lines);
        Damage(run, 2, "1.2.3");
        AssertRefused(await Bench("run", "--resume", run, "--no-report"), "results.csv line 2, column elapsed_ms: '1.2.3' is not a number");
    }
}
