using System.CommandLine;

namespace Bench.Harness.Tests.Cli;

/// <summary>
/// On Windows every verb's help example names the program as README's Windows section runs it (bench-win\bench.exe),
/// with Windows paths, no wildcard (Windows' shells expand none) and no single quotes (cmd keeps them), and still parses.
/// </summary>
public sealed class CommandExamplesTests
{
    private const string Example = "Example: ";

    public static TheoryData<string> Commands => new(Root().Subcommands.Select(c => c.Name).Prepend(string.Empty));

    private static RootCommand Root() => BenchApp.Root(new TestConsole().Console, TextWriter.Null);

    private static string? DescriptionOf(string verb)
    {
        var root = Root();
        return verb.Length == 0 ? root.Description : root.Subcommands.Single(c => c.Name == verb).Description;
    }

    [Theory]
    [MemberData(nameof(Commands))]
    public void Each_example_on_windows_is_what_a_windows_user_types_and_parses(string verb)
    {
        // Built on Linux here: the descriptions hold the Linux form, which CommandExamples turns into Windows' on Windows.
        var linux = DescriptionOf(verb)!;
        var windows = CommandExamples.ForSystem(linux, windows: true)!;

        var examples = windows.Split('\n').Where(l => l.StartsWith(Example, StringComparison.Ordinal)).ToList();
        Assert.NotEmpty(examples);
        Assert.Equal(linux.Split('\n').Count(l => l.StartsWith(Example, StringComparison.Ordinal)), examples.Count);
        foreach (var example in examples)
        {
            Assert.StartsWith(Example + @"bench-win\bench.exe ", example, StringComparison.Ordinal);
            var args = example[(Example.Length + @"bench-win\bench.exe ".Length)..];
            Assert.DoesNotContain("./bench", args, StringComparison.Ordinal);
            Assert.DoesNotContain("/", args, StringComparison.Ordinal);
            Assert.DoesNotContain("*", args, StringComparison.Ordinal);
            Assert.DoesNotContain("'", args, StringComparison.Ordinal);
            Assert.Empty(BenchApp.Check(args.Split('>')[0].Split(' ', StringSplitOptions.RemoveEmptyEntries)));
        }
    }

    [Fact]
    public void On_linux_the_examples_stay_the_checkouts_script()
    {
        Assert.Equal("./bench", CommandExamples.ProgramOn(windows: false));
        Assert.Equal(BenchApp.Description, CommandExamples.ForSystem(BenchApp.Description, windows: false));
    }

    [Fact]
    public void The_windows_program_is_the_one_readmes_windows_section_runs()
    {
        var readme = File.ReadAllText(Path.Combine(Architecture.SourceTree.Root, "README.md"));
        var windows = readme[readme.IndexOf("\n## Windows", StringComparison.Ordinal)..];

        Assert.Contains(CommandExamples.ProgramOn(windows: true) + " run --data-dir", windows, StringComparison.Ordinal);
    }

    [Fact]
    public void An_example_with_no_windows_form_is_refused_not_shown_as_linuxs()
    {
        var error = Assert.Throws<InvalidOperationException>(() => CommandExamples.ForSystem("x\n\nExample: ./bench run --label new", windows: true));

        Assert.Contains("'run --label new' has no Windows form", error.Message, StringComparison.Ordinal);
    }
}
