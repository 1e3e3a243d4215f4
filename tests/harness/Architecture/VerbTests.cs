using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Bench.Harness.Tests.Architecture;

/// <summary>
/// A CLI verb (harness/Cli/*Command.cs) parses its options and calls: no loop, no exception handling, no file system,
/// nothing of the targets. What a verb does lives in a class it calls (RunSession, Reports, Doctor, TraceImport, ...).
/// Every verb, with no exemption.
/// </summary>
public sealed class VerbTests
{
    /// <summary>What in a verb's source is logic rather than parsing and calling.</summary>
    private static List<string> Logic(string text)
    {
        var root = SourceTree.Parse(text);
        var statements = root.DescendantNodes()
            .Where(n => n.Kind() is SyntaxKind.ForStatement or SyntaxKind.ForEachStatement or SyntaxKind.WhileStatement or SyntaxKind.DoStatement or SyntaxKind.TryStatement)
            .Select(n => n.Kind().ToString());
        var names = root.DescendantNodes().OfType<Microsoft.CodeAnalysis.CSharp.Syntax.IdentifierNameSyntax>()
            .Select(n => n.Identifier.ValueText)
            .Where(n => n is "File" or "Directory" or "NativeTarget" or "SqlServerTarget" or "RunWorkspace" or "CaseExecutor" or "MatrixRunner");
        return [.. statements, .. names];
    }

    [Fact]
    public void Verbs_parse_and_call_and_hold_no_logic()
    {
        var verbs = Directory.EnumerateFiles(Path.Combine(SourceTree.Root, "harness", "Cli"), "*Command.cs").ToList();

        Assert.Contains(verbs, verb => Path.GetFileName(verb) == "ImportCommand.cs");
        Assert.All(verbs, verb => Assert.True(Logic(File.ReadAllText(verb)).Count == 0, $"{SourceTree.Relative(verb)}: {string.Join(", ", Logic(File.ReadAllText(verb)))}"));
    }

    [Fact]
    public void The_check_finds_a_loop_an_exception_handler_and_the_file_system_in_a_verb()
    {
        const string verb = """
            static class XCommand
            {
                static int Run(string[] lines)
                {
                    try { foreach (var line in lines) { File.Delete(line); } } catch (IOException) { }
                    return 0;
                }
            }
            """;

        Assert.Equal(["TryStatement", "ForEachStatement", "File"], Logic(verb));
    }
}
