using System.Text.RegularExpressions;

namespace Bench.Harness.Tests.Cli;

/// <summary>
/// The example each verb's help gives is a command bench takes: it parses, and the verbs that run a session accept it
/// (given one refused option besides, they refuse that option alone, so that nothing runs).
/// </summary>
public sealed partial class HelpExampleTests : CommandTest
{
    public static TheoryData<string> Verbs => new(["run", "doctor", "compare", "report", "matrix", "import", "tune", "publish"]);

    /// <summary>The arguments of the example in <paramref name="verb"/>'s help (after ./bench, before a redirection).</summary>
    private static async Task<string[]> ExampleOf(string verb)
    {
        using var help = new StringWriter();
        using var console = new TestConsole();
        Assert.Equal(ExitCodes.Ok, await BenchApp.RunAsync([verb, "--help"], console.Console, help, TestContext.Current.CancellationToken));
        var example = Example().Match(help.ToString());
        Assert.True(example.Success, $"bench {verb} --help gives no example:\n{help}");
        return example.Groups["args"].Value.Split('>')[0].Split(' ', StringSplitOptions.RemoveEmptyEntries);
    }

    [Theory]
    [MemberData(nameof(Verbs))]
    public async Task Every_verbs_help_example_parses_with_the_real_command_line(string verb)
    {
        var args = await ExampleOf(verb);

        Assert.Equal(verb, args[0]);
        Assert.Empty(BenchApp.Check(args));
    }

    [Theory]
    [InlineData("run", "--repetitions", "0", "--repetitions: 0 is out of range")]
    [InlineData("tune", "--budget", "0", "--budget: 0 case runs")]
    public async Task The_example_of_a_verb_that_runs_passes_its_checks(string verb, string option, string refused, string error)
    {
        var args = (await ExampleOf(verb)).ToList();
        var dataDir = args.IndexOf("--data-dir");
        Assert.True(dataDir > 0, "the example names the volume under test");
        args[dataDir + 1] = Temp["data"];

        var exit = await Bench([.. args, "--out", Temp["runs"], option, refused]);

        Assert.Equal(ExitCodes.BadInput, exit);
        var errors = Cli.Output.Split('\n').Where(l => l.TrimStart().StartsWith("- ", StringComparison.Ordinal)).ToList();
        Assert.Contains(error, Assert.Single(errors), StringComparison.Ordinal);
        Assert.False(Directory.Exists(Temp["data"]), "nothing ran");
    }

    [Fact]
    public async Task Compares_help_example_names_the_baseline_the_readme_example_does()
    {
        var help = (await ExampleOf("compare")).TakeWhile(a => !a.StartsWith("--", StringComparison.Ordinal)).ToList();
        var readme = File.ReadAllLines(Path.Combine(Architecture.SourceTree.Root, "README.md"))
            .First(l => l.StartsWith("bench compare runs/", StringComparison.Ordinal))
            .Split(' ', StringSplitOptions.RemoveEmptyEntries).Skip(1).TakeWhile(a => !a.StartsWith("--", StringComparison.Ordinal)).ToList();

        Assert.Equal(readme, help);
    }

    [GeneratedRegex(@"Example: \./bench (?<args>[^\r\n]+)")]
    private static partial Regex Example();
}
