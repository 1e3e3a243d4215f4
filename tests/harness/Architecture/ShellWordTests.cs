namespace Bench.Harness.Tests.Architecture;

/// <summary>A word of a command the harness prints (a retry, a resume) is quoted for the user's shell in one place.</summary>
public sealed class ShellWordTests
{
    [Fact]
    public void Only_SummaryView_ShellWord_quotes_a_word_for_a_shell()
    {
        // The POSIX quote inside single quotes ('\'') is the mark of a shell quoting of one's own, which forgets Windows' shells.
        var quoting = SourceTree.Modules.SelectMany(SourceTree.Files)
            .Where(f => SourceTree.StringLiterals(SourceTree.Parse(File.ReadAllText(f))).Any(l => l.Contains(@"'\''", StringComparison.Ordinal)))
            .Select(SourceTree.Relative);

        Assert.Equal(["harness/Views/SummaryView.cs"], quoting);
    }
}
