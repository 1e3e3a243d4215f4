namespace Bench.Harness.Tests.Cli;

/// <summary>
/// An empty text given to an option or argument that takes a path or a value is refused by name with what it takes
/// (exit 2, nothing written), never passed on to a check that fails on it with .NET's message and a stack trace.
/// </summary>
public sealed class EmptyValueTests : CommandTest
{
    /// <summary>Options that refuse an empty value themselves, in their own words (their tests say so).</summary>
    private static readonly string[] OwnCheck = ["--note", "--connection", "--sql"];

    private static readonly string[] OneValue = ["a"];

    private static readonly string[] TwoValues = ["a", "b"];

    public static TheoryData<string> Verbs() => new(BenchApp.Root(new TestConsole().Console, TextWriter.Null).Subcommands.Select(c => c.Name));

    [Theory]
    [MemberData(nameof(Verbs))]
    public void Every_option_and_argument_of_a_verb_that_takes_text_refuses_it_empty_by_name(string verb)
    {
        var command = BenchApp.Root(new TestConsole().Console, TextWriter.Null).Subcommands.Single(c => c.Name == verb);
        var options = command.Options.Where(o => (o.ValueType == typeof(string) || o.ValueType == typeof(string[])) && !OwnCheck.Contains(o.Name)).ToList();
        var arguments = command.Arguments.Where(a => a.ValueType == typeof(string) || a.ValueType == typeof(string[])).ToList();
        Assert.NotEmpty(options.Select(o => o.Name).Concat(arguments.Select(a => a.Name)));

        // Its arguments given (compare's two run folders), so that a check of the verb's own does not stand in for the option's.
        string[] given = [.. command.Arguments.SelectMany(a => a.Arity.MaximumNumberOfValues > 1 ? TwoValues : OneValue)];
        // Blanks only are refused wherever nothing is, in the same words.
        foreach (var (value, said) in new[] { ("", "empty"), ("  ", "only blanks") })
        {
            foreach (var option in options)
            {
                Assert.Contains(BenchApp.Check([verb, .. given, option.Name, value]), e => e.StartsWith($"{option.Name}: {said}; give ", StringComparison.Ordinal));
            }

            foreach (var argument in arguments)
            {
                // With a second value where it takes several (compare needs two), so that only the emptiness is wrong.
                string[] empty = argument.Arity.MaximumNumberOfValues > 1 ? [value, "runs"] : [value];
                Assert.Contains(BenchApp.Check([verb, .. empty]), e => e.StartsWith($"{argument.Name}: {said}; give ", StringComparison.Ordinal));
            }
        }
    }

    [Theory]
    [InlineData("--data-dir: empty; give a folder's path (Directory on the volume under test)", "run", "--data-dir", "")]
    [InlineData("--backup-dir: empty; give a folder's path", "run", "--backup-dir", "")]
    [InlineData("--matrix: empty; give a file's path", "run", "--matrix", "")]
    [InlineData("--resume: empty; give a folder's path", "tune", "restore", "--resume", "")]
    [InlineData("--out: empty; give a folder's path", "report", "RUNS", "--out", "")]
    [InlineData("--out: empty; give a folder's path", "compare", "RUNS", "RUNS", "--out", "")]
    [InlineData("FILE: empty; give a file's path", "import", "")]
    [InlineData("RUN_DIR: empty; give a folder's path", "publish", "", "--to", "x.duckdb")]
    [InlineData("--to: empty; give a DuckDB file's path (.duckdb) or a connection string", "publish", "RUNS", "--to", "")]
    [InlineData("--out: only blanks; give a folder's path", "report", "RUNS", "--out", "  ")]
    [InlineData("--estimate: only blanks; give a value (Sizes to predict create and restore times", "report", "RUNS", "--estimate", "  ")]
    [InlineData("--to: only blanks; give a DuckDB file's path (.duckdb) or a connection string", "publish", "RUNS", "--to", " ")]
    [InlineData("RUN_DIR: only blanks; give a folder's path", "compare", "RUNS", "\t")]
    public async Task An_empty_path_is_refused_with_exit_2_naming_the_option_and_nothing_is_written(string said, params string[] args)
    {
        Directory.CreateDirectory(Temp["runs"]);
        var before = Directory.GetFileSystemEntries(Temp.Path, "*", SearchOption.AllDirectories);

        var exit = await Bench([.. args.Select(a => a == "RUNS" ? Temp["runs"] : a)]);

        AssertRefused(exit, $"command line: {said}");
        Assert.DoesNotContain("Exception", Cli.Output, StringComparison.Ordinal);
        Assert.Equal(before, Directory.GetFileSystemEntries(Temp.Path, "*", SearchOption.AllDirectories));
    }
}
