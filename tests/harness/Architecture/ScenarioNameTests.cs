using System.Reflection;
using Bench.Scenarios;
using Bench.Scenarios.Parameters;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Bench.Harness.Tests.Architecture;

/// <summary>
/// A scenario is named in its own folder (scenarios/&lt;Name&gt;/) and nowhere else: everything else asks the catalog. Nor
/// is its type, its parameter record or a parameter it declares itself: what the report and the harness need of it (what
/// its backups advise, its streams, its security note, how its log is zeroed) is a field of its <see cref="ScenarioInfo"/>.
/// The report (plots) writes no parameter's name at all, a shared group's neither: it reads them from the scenario's info
/// (sweep axes, <see cref="ScenarioInfo.SharedVolume"/>) and the catalog.
/// </summary>
public sealed class ScenarioNameTests
{
    private static readonly HashSet<string> Names = ["create", "autogrow", "backup", "restore", "exposure", "workload", "firstwrite"];

    private static readonly string[] Folders = ["Create", "Autogrow", "Backup", "Restore", "Exposure", "Workload", "FirstWrite"];

    /// <summary>The one list that makes the scenarios, and so names their types.</summary>
    private const string Catalog = "scenarios/ScenarioCatalog.cs";

    /// <summary>The catalog's scenario types and their parameter records (CreateScenario, CreateParameters, ...).</summary>
    private static readonly HashSet<string> Types =
        [.. ScenarioCatalog.All.SelectMany(s => new[] { s.GetType().Name, s.GetType().BaseType!.GetGenericArguments()[0].Name })];

    /// <summary>The parameters of the shared groups (scenarios/Parameters: size, ifi, stripes, ...).</summary>
    private static readonly HashSet<string> SharedParameters =
        [.. typeof(DataFiles).Assembly.GetTypes()
            .Where(t => t.Namespace == typeof(DataFiles).Namespace)
            .SelectMany(t => t.GetProperties(BindingFlags.Public | BindingFlags.Static))
            .Where(p => p.PropertyType == typeof(ParameterSpec))
            .Select(p => ((ParameterSpec)p.GetValue(null)!).Name)];

    /// <summary>Every parameter of the catalog's scenarios.</summary>
    private static readonly HashSet<string> AllParameters = [.. ScenarioCatalog.All.SelectMany(s => s.Parameters).Select(p => p.Name)];

    /// <summary>The parameters a scenario declares in its own folder (growths, doublings, page_write_size, ...).</summary>
    private static readonly HashSet<string> OwnParameters = [.. AllParameters.Except(SharedParameters)];

    /// <summary>The scenario names a C# text holds as whole string literals.</summary>
    private static List<string> NameLiterals(string text) => SourceTree.StringLiterals(SourceTree.Parse(text)).Where(Names.Contains).ToList();

    /// <summary>The scenario types and parameter records a C# text names in code (comments are not code).</summary>
    private static List<string> TypeNames(string text) =>
        SourceTree.Parse(text).DescendantTokens().Where(t => t.IsKind(SyntaxKind.IdentifierToken) && Types.Contains(t.ValueText)).Select(t => t.ValueText).ToList();

    /// <summary>The parameter names of <paramref name="names"/> a C# text holds as whole string literals.</summary>
    private static List<string> ParameterLiterals(string text, IReadOnlySet<string> names) =>
        SourceTree.StringLiterals(SourceTree.Parse(text)).Where(names.Contains).ToList();

    private static bool InAScenarioFolder(string file) =>
        Folders.Any(folder => SourceTree.Relative(file).StartsWith($"scenarios/{folder}/", StringComparison.Ordinal));

    private static List<string> Offenders(IEnumerable<string> files, Func<string, List<string>> found) =>
        files.SelectMany(f => found(File.ReadAllText(f)).Select(name => $"{SourceTree.Relative(f)}: {name}")).ToList();

    [Fact]
    public void No_code_outside_a_scenario_folder_holds_a_scenario_name_as_a_string_literal() =>
        Assert.Empty(Offenders(SourceTree.Modules.SelectMany(SourceTree.Files).Where(f => !InAScenarioFolder(f)), text => NameLiterals(text).Select(n => $"\"{n}\"").ToList()));

    [Fact]
    public void No_code_outside_a_scenario_folder_but_the_catalog_names_a_scenario_type_or_its_parameter_record()
    {
        Assert.Contains("RestoreScenario", Types);
        Assert.Contains("WorkloadParameters", Types);
        Assert.Empty(Offenders(
            SourceTree.Modules.SelectMany(SourceTree.Files).Where(f => !InAScenarioFolder(f) && SourceTree.Relative(f) != Catalog),
            TypeNames));
    }

    [Fact]
    public void No_code_outside_the_scenarios_holds_a_parameter_a_scenario_declares_itself_as_a_string_literal()
    {
        Assert.Contains("growths", OwnParameters);
        Assert.DoesNotContain("stripes", OwnParameters);
        Assert.Empty(Offenders(
            SourceTree.Modules.Where(m => m != "scenarios").SelectMany(SourceTree.Files),
            text => ParameterLiterals(text, OwnParameters).Select(n => $"\"{n}\"").ToList()));
    }

    [Fact]
    public void The_report_holds_no_parameter_name_as_a_string_literal()
    {
        Assert.Contains("stripes", AllParameters);
        Assert.Empty(Offenders(SourceTree.Files("plots"), text => ParameterLiterals(text, AllParameters).Select(n => $"\"{n}\"").ToList()));
    }

    /// <summary>The seeds a string of <paramref name="text"/> names ("seed 001"), in plain and interpolated strings alike.</summary>
    private static List<string> SeedLiterals(string text) =>
        [.. SourceTree.Parse(text).DescendantTokens()
            .Where(t => t.IsKind(Microsoft.CodeAnalysis.CSharp.SyntaxKind.StringLiteralToken) || t.IsKind(Microsoft.CodeAnalysis.CSharp.SyntaxKind.InterpolatedStringTextToken))
            .SelectMany(t => System.Text.RegularExpressions.Regex.Matches(t.ValueText, @"[Ss]eed \d{3}").Select(m => m.Value))];

    [Fact]
    public void The_report_quotes_no_seed_of_its_own_the_scenarios_say_what_their_seeds_measured()
    {
        // A seed's figures ("seed 001: 19 min 46 s from 1 backup file") are a scenario's knowledge (ScenarioInfo.SeedIfi,
        // SharedVolume, SeedSweeps), set in its folder; the report and charts only quote them.
        Assert.Empty(Offenders(SourceTree.Files("plots"), text => SeedLiterals(text)));
        Assert.Contains(ScenarioCatalog.Infos, i => i.SeedSweeps.Any(s => s.Seed.Contains("seed 001", StringComparison.Ordinal)));
    }

    [Fact]
    public void The_seed_check_finds_a_seed_in_plain_and_interpolated_strings_and_passes_over_comments()
    {
        const string snippet = """
            // seed 001 in a comment is no literal
            class C
            {
                string A => "as seed 001 measured";
                string B => $"{x}: Seed 002 took 13 s";
                string D => "seeds of 2010";
            }
            """;

        Assert.Equal(["seed 001", "Seed 002"], SeedLiterals(snippet));
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

    [Fact]
    public void The_checks_find_a_scenario_type_and_a_parameter_name_and_pass_over_comments()
    {
        const string snippet = """
            // a RestoreScenario, "stripes" and "growths" in a comment are not code
            class C
            {
                int Left(IEnumerable<PlannedCase> cases) => cases.Count(c => c.Scenario is RestoreScenario);
                IScenario Tuned => ScenarioCatalog.All.OfType<Bench.Scenarios.Backup.BackupScenario>().Single();
                const string Stripes = "stripes";
                string Growths => $"{"growths"} of the file";
                string Said => "more stripes";
            }
            """;

        Assert.Equal(["RestoreScenario", "BackupScenario"], TypeNames(snippet));
        Assert.Equal(["stripes", "growths"], ParameterLiterals(snippet, AllParameters));
        Assert.Equal(["growths"], ParameterLiterals(snippet, OwnParameters));
    }
}
