namespace Bench.Harness.Tests.SqlServer;

/// <summary>The real SQL Server output in Samples/ (Samples/SOURCES.md says where each file comes from).</summary>
internal static class Sample
{
    /// <summary>The file's path beside the test binaries.</summary>
    public static string Path(string name) => System.IO.Path.Combine(AppContext.BaseDirectory, "SqlServer", "Samples", name);

    /// <summary>The file's lines, read as bench import reads a file.</summary>
    public static IReadOnlyList<string> Lines(string name) => TraceText.ReadLines(Path(name));

    /// <summary>What the parser makes of the file.</summary>
    public static TraceReport Parse(string name) => TraceParser.Parse(Lines(name));
}
