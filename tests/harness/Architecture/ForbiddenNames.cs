using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace Bench.Harness.Tests.Architecture;

/// <summary>
/// What a folder's code must not name: <paramref name="Namespaces"/> (in usings, qualified names and member access) and
/// <paramref name="Names"/> (a type or member, anywhere in code). Read on Roslyn syntax: comments are not code.
/// </summary>
/// <param name="Namespaces">Namespaces, each with those below it.</param>
/// <param name="Names">Simple names.</param>
internal sealed record ForbiddenNames(IReadOnlyList<string> Namespaces, IReadOnlySet<string> Names)
{
    /// <summary>The forbidden namespaces and names <paramref name="text"/> holds, in order of appearance.</summary>
    public List<string> In(string text) =>
        SourceTree.Parse(text).DescendantNodes()
            .Select(n => n switch
            {
                UsingDirectiveSyntax u when u.Name is { } name && Forbidden(name.ToString()) => name.ToString(),
                QualifiedNameSyntax q when q.Parent is not QualifiedNameSyntax and not UsingDirectiveSyntax && Forbidden(q.ToString()) => q.ToString(),
                MemberAccessExpressionSyntax m when m.Parent is not MemberAccessExpressionSyntax && Forbidden(m.ToString()) => m.ToString(),
                SimpleNameSyntax s when Names.Contains(s.Identifier.ValueText) => s.Identifier.ValueText,
                _ => null,
            })
            .OfType<string>()
            .ToList();

    /// <summary>Whether <paramref name="name"/> is one of <see cref="Namespaces"/> or within one.</summary>
    private bool Forbidden(string name) => Namespaces.Any(space => name == space || name.StartsWith(space + ".", StringComparison.Ordinal));
}
