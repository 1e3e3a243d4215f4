namespace Bench.Harness.Tests.Architecture;

/// <summary>A scenario is named in its own folder (scenarios/&lt;Name&gt;/) and nowhere else: everything else asks the catalog.</summary>
public sealed class ScenarioNameTests
{
    private static readonly HashSet<string> Names = ["create", "autogrow", "backup", "restore", "exposure", "workload", "firstwrite"];

    private static readonly string[] Folders = ["Create", "Autogrow", "Backup", "Restore", "Exposure", "Workload", "FirstWrite"];

    /// <summary>The scenario names a C# text holds as whole string literals.</summary>
    private static List<string> NameLiterals(string text) => SourceTree.StringLiterals(SourceTree.Parse(text)).Where(Names.Contains).ToList();

    private static bool InAScenarioFolder(string file) =>
        Folders.Any(folder => SourceTree.Relative(file).StartsWith($"scenarios/{folder}/", StringComparison.Ordinal));

    [Fact]
    public void No_code_outside_a_scenario_folder_holds_a_scenario_name_as_a_string_literal()
    {
        var offenders = SourceTree.Modules.SelectMany(SourceTree.Files)
            .Where(f => !InAScenarioFolder(f))
            .SelectMany(f => NameLiterals(File.ReadAllText(f)).Select(name => $"{SourceTree.Relative(f)}: \"{name}\""))
            .ToList();

        Assert.Empty(offenders);
    }

    [Fact]
    public void The_check_finds_a_literal_and_passes_over_comments_and_longer_strings()
    {
        const string snippet = """
            // "create" in a comment is no literal
            class C
            {
                string A => "restore";
                string B => "the \"backup\" in a sentence";
                string D => $"{(true ? "workload" : "x")}";
                string E => @"exposure";
                string F => \"\"\"{ "scenario": "autogrow" }\"\"\";
            }
            """;

        Assert.Equal(["restore", "workload", "exposure"], NameLiterals(snippet.Replace("\\\"", "\"", StringComparison.Ordinal)));
    }
}
