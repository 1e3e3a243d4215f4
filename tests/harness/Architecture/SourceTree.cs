using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Bench.Harness.Tests.Architecture;

/// <summary>The repository's production C# files, read as syntax (Roslyn), for the architecture rules.</summary>
internal static class SourceTree
{
    public static readonly string Root = FindRoot();

    /// <summary>The production modules (not tests).</summary>
    public static readonly string[] Modules = ["harness", "plots", "results", "scenarios"];

    /// <summary>Every .cs file of <paramref name="module"/> (a folder below the root), obj and bin left out.</summary>
    public static IEnumerable<string> Files(string module) =>
        Directory.EnumerateFiles(Path.Combine(Root, module), "*.cs", SearchOption.AllDirectories)
            .Where(f => !f.Contains($"{Path.DirectorySeparatorChar}obj{Path.DirectorySeparatorChar}", StringComparison.Ordinal)
                && !f.Contains($"{Path.DirectorySeparatorChar}bin{Path.DirectorySeparatorChar}", StringComparison.Ordinal));

    /// <summary>A path relative to the root, with '/'.</summary>
    public static string Relative(string path) => Path.GetRelativePath(Root, path).Replace('\\', '/');

    /// <summary>The syntax of a C# text.</summary>
    public static SyntaxNode Parse(string text) => CSharpSyntaxTree.ParseText(text, new CSharpParseOptions(LanguageVersion.Preview)).GetRoot();

    /// <summary>Every whole string literal of <paramref name="root"/> (comments, and text inside larger literals, are not literals).</summary>
    public static IEnumerable<string> StringLiterals(SyntaxNode root) =>
        root.DescendantTokens().Where(t => t.IsKind(SyntaxKind.StringLiteralToken)).Select(t => t.ValueText);

    private static string FindRoot()
    {
        var directory = new DirectoryInfo(AppContext.BaseDirectory);
        while (directory is not null && !File.Exists(Path.Combine(directory.FullName, "bench.sln")))
        {
            directory = directory.Parent;
        }

        return directory?.FullName ?? throw new InvalidOperationException("bench.sln not found above the test binaries");
    }
}
