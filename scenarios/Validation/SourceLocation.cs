using System.Globalization;

namespace Bench.Scenarios.Validation;

/// <summary>Where a value came from: a matrix file with its line and column, or a profile, or the command line.</summary>
/// <param name="Source">File path, <c>profile quick</c>, or <c>command line</c>.</param>
/// <param name="Path">Where inside it, e.g. <c>cases[1].size</c>.</param>
/// <param name="Line">1-based line, when the source is a file.</param>
/// <param name="Column">1-based column, when the source is a file.</param>
public sealed record SourceLocation(string Source, string Path, int? Line = null, int? Column = null)
{
    /// <summary>The command line's <paramref name="option"/> (e.g. <c>--sql</c>).</summary>
    public static SourceLocation CommandLine(string option) => new(CommandLineSource, option);

    /// <summary>Whether the value came from the command line (not a matrix file or profile).</summary>
    public bool IsCommandLine => Source == CommandLineSource;

    private const string CommandLineSource = "command line";

    /// <summary>The same source, one step deeper.</summary>
    public SourceLocation At(string path, int? line = null, int? column = null) =>
        new(Source, path, line ?? Line, column ?? Column);

    /// <summary>Where, in words for a sentence: <c>line 3, column 26</c> in a file, else the path.</summary>
    public string InWords => Line is null ? Path : string.Create(CultureInfo.InvariantCulture, $"line {Line}, column {Column}");

    /// <inheritdoc/>
    public override string ToString() => Line is null
        ? $"{Source}: {Path}"
        : string.Create(CultureInfo.InvariantCulture, $"{Source}({Line},{Column}): {Path}");
}
