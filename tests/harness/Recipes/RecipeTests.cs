using System.Text.RegularExpressions;

namespace Bench.Harness.Tests.Recipes;

/// <summary>
/// The fan-out recipes in recipes/ (Ansible, PowerShell remoting, Kubernetes) stay short and call bench only with
/// what bench accepts: every bench command line in them, its variables given sample values, goes through the real parser.
/// </summary>
public sealed partial class RecipeTests
{
    public static TheoryData<string> Recipes => new(["bench-fleet.yml", "Invoke-BenchFleet.ps1", "bench-job.yaml"]);

    private static string Path(string recipe) => System.IO.Path.Combine(Architecture.SourceTree.Root, "recipes", recipe);

    /// <summary>The bench command lines of a recipe, each as its arguments (after "bench"), variables replaced by sample values.</summary>
    internal static List<string[]> BenchLines(string text) =>
        BenchCall().Matches(text)
            .Select(m => Variable().Replace(m.Groups["args"].Value, "sample"))
            .Select(line => line.Split(' ', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries).Select(a => a.Trim('"', '\'')).ToArray())
            .ToList();

    [Theory]
    [MemberData(nameof(Recipes))]
    public void A_recipe_is_at_most_30_lines_and_calls_bench_run_publish_and_report(string recipe)
    {
        var text = File.ReadAllText(Path(recipe));

        Assert.InRange(File.ReadAllLines(Path(recipe)).Length, 1, 30);
        var verbs = BenchLines(text).Select(a => a[0]).ToHashSet();
        Assert.Contains("run", verbs);
        Assert.Contains("publish", verbs);
    }

    [Theory]
    [MemberData(nameof(Recipes))]
    public void Every_bench_command_line_of_a_recipe_parses_with_the_real_command_line(string recipe)
    {
        var lines = BenchLines(File.ReadAllText(Path(recipe)));

        Assert.NotEmpty(lines);
        Assert.All(lines, args => Assert.True(BenchApp.Check(args).Count == 0, $"bench {string.Join(' ', args)}: {string.Join("; ", BenchApp.Check(args))}"));
    }

    [Fact]
    public void The_check_finds_an_option_bench_does_not_have()
    {
        var lines = BenchLines("- ansible.builtin.command: bench run --profile quick --data-dir {{ d }} --turbo\n");

        Assert.Equal(["run", "--profile", "quick", "--data-dir", "sample", "--turbo"], Assert.Single(lines));
        Assert.NotEmpty(BenchApp.Check(lines[0]));
    }

    /// <summary>"bench VERB ..." up to the end of the line, a quote closing it, an ampersand or a closing bracket.</summary>
    [GeneratedRegex(@"(?<![\w/-])bench (?<args>(run|publish|report|compare|doctor|matrix|import)\b[^\n'\]&]*)")]
    private static partial Regex BenchCall();

    /// <summary>Ansible's {{ x }}, PowerShell's $x and $env:X, the shell's $X and "$X".</summary>
    [GeneratedRegex(@"\{\{[^}]*\}\}|\$env:\w+|\$\w+")]
    private static partial Regex Variable();
}
