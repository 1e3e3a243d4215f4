using Bench.Scenarios;

namespace Bench.Harness.Tests.Architecture;

/// <summary>
/// The tuning search (harness/Tune) is a function of what its probe returns: it names no file, console, clock, target,
/// scenario or randomness, so any target drives it through a thin <c>IThroughputProbe</c> and the tests through synthetic
/// surfaces. Of scenarios it uses the shared parameter groups and validation; of the sqlserver code, the T-SQL text
/// helpers. Checked on Roslyn syntax (names in usings, qualified names and code; comments are not code), and shown to
/// find a breach.
/// </summary>
public sealed class TuneBoundaryTests
{
    /// <summary>Namespaces of the scenarios' folders (Bench.Scenarios.Create, ...), from the catalog.</summary>
    private static readonly string[] ScenarioNamespaces = [.. ScenarioCatalog.All.Select(s => s.GetType().Namespace!).Distinct()];

    /// <summary>What the search must not name as a namespace: I/O, the run, the targets and their contracts, the scenarios' folders.</summary>
    private static readonly string[] Namespaces =
    [
        "System.IO", "System.Net", "Microsoft.Data", "Bench.Harness.Native", "Bench.Harness.Runner", "Bench.Harness.Volume",
        "Bench.Harness.Counters", "Bench.Scenarios.Targets", .. ScenarioNamespaces,
    ];

    /// <summary>What the search must not name as a type or member: files, the console, clocks and waits, randomness, targets, scenarios.</summary>
    private static readonly HashSet<string> Names =
    [
        "File", "Directory", "FileStream", "FileInfo", "DirectoryInfo", "StreamReader", "StreamWriter", "RandomAccess",
        "Console", "IAnsiConsole", "AnsiConsole",
        "Stopwatch", "DateTime", "DateTimeOffset", "TimeProvider", "Environment", "Delay", "Thread",
        "Random",
        "ITarget", "NativeTarget", "SqlServerTarget", "SqlSession", "RunWorkspace",
        "IScenario", "Scenario", "ScenarioCatalog", "PlannedCase",
    ];

    /// <summary>The forbidden namespaces and names a C# text holds, in order of appearance.</summary>
    private static List<string> Forbidden(string text) => new ForbiddenNames(Namespaces, Names).In(text);

    [Fact]
    public void The_tuning_search_names_no_file_clock_target_scenario_or_randomness()
    {
        var files = Directory.EnumerateFiles(Path.Combine(SourceTree.Root, "harness", "Tune"), "*.cs").ToList();

        Assert.NotEmpty(files);
        Assert.All(files, f => Assert.True(Forbidden(File.ReadAllText(f)).Count == 0, $"{SourceTree.Relative(f)}: {string.Join(", ", Forbidden(File.ReadAllText(f)))}"));
    }

    [Fact]
    public void The_check_finds_a_file_a_clock_randomness_a_target_and_a_scenario_and_passes_over_comments()
    {
        const string snippet = """
            using System.IO;
            using Bench.Scenarios.Parameters;
            using Bench.Scenarios.Targets;

            // File, Stopwatch and new Random() in a comment are not code
            sealed class Probe
            {
                IReadOnlyList<int> Path { get; } = [];
                int Used => Path.Count;
                double Run(NativeTarget target, Bench.Scenarios.Restore.RestoreParameters parameters)
                {
                    var clock = System.Diagnostics.Stopwatch.StartNew();
                    return File.Exists("x") ? new Random().NextDouble() : clock.Elapsed.TotalSeconds;
                }
            }
            """;

        Assert.Equal(
            ["System.IO", "Bench.Scenarios.Targets", "NativeTarget", "Bench.Scenarios.Restore.RestoreParameters", "Stopwatch", "File", "Random"],
            Forbidden(snippet));
    }
}
