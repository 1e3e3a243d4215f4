namespace Bench.Results.Cases;

/// <summary>One parameter of a case, as its id writes it.</summary>
/// <param name="Name">Its name in matrices and case ids (snake_case).</param>
/// <param name="Text">Its canonical text (<c>1GB</c>, <c>9</c>, <c>on</c>, <c>default</c>).</param>
/// <param name="Value">
/// Its number where the text is one: bytes for sizes, the count for counts, 1 for on and 0 for off; null for a word
/// such as <c>default</c>.
/// </param>
public sealed record CaseParameter(string Name, string Text, long? Value)
{
    /// <summary>The parameter as the id writes it: <c>name=text</c>.</summary>
    public override string ToString() => $"{Name}={Text}";
}
