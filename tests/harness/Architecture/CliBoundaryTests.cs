using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace Bench.Harness.Tests.Architecture;

/// <summary>
/// The verbs (harness/Cli, namespace Bench.Harness.Cli) sit on top of the harness: they parse options and call the layers
/// below, which never reach up into them. Only the entry point (harness/Program.cs) names the verbs' namespace; no type
/// elsewhere in the harness does, as a using, a qualified name (Cli.Secrets, in code Bench.Harness.Cli.ExitCodes.Ok too)
/// or a namespace of its own. Checked on Roslyn syntax (comments are not code), and shown to find a breach.
/// </summary>
public sealed class CliBoundaryTests
{
    /// <summary>
    /// Where a C# text names the verbs' namespace: each using, qualified name or namespace declaration holding it, and in
    /// code each member access that starts from Cli or reaches it from the harness's namespace (Harness.Cli,
    /// Bench.Harness.Cli, global::Bench.Harness.Cli); a member of another name (options.Cli) is not it.
    /// </summary>
    private static List<string> NamesCli(string text) =>
        SourceTree.Parse(text).DescendantNodes()
            .OfType<IdentifierNameSyntax>()
            .Where(n => n.Identifier.ValueText == "Cli"
                && (n.Parent is QualifiedNameSyntax or MemberAccessExpressionSyntax { Expression: IdentifierNameSyntax { Identifier.ValueText: "Cli" } }
                    || (n.Parent is MemberAccessExpressionSyntax { Expression: var harness } && Tokens(harness) is "Harness" or "Bench.Harness" or "global::Bench.Harness")))
            .Select(n => n.Parent!.ToString())
            .ToList();

    /// <summary>The text of <paramref name="node"/> without its spaces and comments.</summary>
    private static string Tokens(SyntaxNode node) => string.Concat(node.DescendantTokens().Select(t => t.Text));

    [Fact]
    public void No_type_outside_harness_Cli_uses_the_verbs_namespace()
    {
        var cli = Path.Combine(SourceTree.Root, "harness", "Cli") + Path.DirectorySeparatorChar;
        var program = Path.Combine(SourceTree.Root, "harness", "Program.cs");
        var files = SourceTree.Files("harness").Where(f => !f.StartsWith(cli, StringComparison.Ordinal) && f != program).ToList();

        Assert.NotEmpty(files);
        var breaches = files.SelectMany(f => NamesCli(File.ReadAllText(f)).Select(n => $"{SourceTree.Relative(f)}: {n}")).ToList();
        Assert.True(breaches.Count == 0, "the harness's lower layers reach up into Bench.Harness.Cli:\n" + string.Join("\n", breaches));
    }

    [Fact]
    public void The_check_finds_a_using_a_qualified_use_and_a_namespace_and_passes_over_comments()
    {
        const string snippet = """
            using Bench.Harness.Cli;

            namespace Bench.Harness.Reporting;

            // Cli.Secrets.Redact in a comment is not code
            static class Publisher
            {
                static string Said(string text) => Cli.Secrets.Redact(text);
                static Bench.Harness.Cli.ExitCodes? Code => null;
                static int Ok => Bench.Harness.Cli.ExitCodes.Ok + global::Bench.Harness.Cli.ExitCodes.Ok + Harness.Cli.ExitCodes.Ok;
                static int Cli => options.Cli.Length;
            }
            """;

        Assert.Equal(
            ["Bench.Harness.Cli", "Cli.Secrets", "Bench.Harness.Cli", "Bench.Harness.Cli", "global::Bench.Harness.Cli", "Harness.Cli"],
            NamesCli(snippet));
        Assert.Equal(["Bench.Harness.Cli"], NamesCli("namespace Bench.Harness.Cli;\nclass X { }"));
    }
}
