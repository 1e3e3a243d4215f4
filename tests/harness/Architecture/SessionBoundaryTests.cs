namespace Bench.Harness.Tests.Architecture;

/// <summary>
/// Measuring apart from reporting: the sessions (a run's in harness/Runner, a tune's in harness/Tuning) measure and tell
/// their observers what happens; what the console says is in harness/Views and the report in harness/Reporting, neither
/// of which they name. Checked on Roslyn syntax (names in usings, qualified names, member access and code; comments are
/// not code), and shown to find a breach.
/// </summary>
public sealed class SessionBoundaryTests
{
    /// <summary>What a session must not name as a namespace: the console's views and the report.</summary>
    private static readonly string[] Namespaces = ["Bench.Harness.Views", "Bench.Harness.Reporting"];

    /// <summary>What a session must not name as a type: the console, and the report's writer and view by a partly qualified name ("Reporting.ReportWriter").</summary>
    private static readonly HashSet<string> Names = ["Console", "IAnsiConsole", "AnsiConsole", "ReportWriter", "ReportView"];

    /// <summary>The forbidden namespaces and names a C# text holds, in order of appearance.</summary>
    private static List<string> Forbidden(string text) => new ForbiddenNames(Namespaces, Names).In(text);

    [Theory]
    [InlineData("Runner", "RunSession.cs")]
    [InlineData("Tuning", "TuneSession.cs")]
    public void A_session_names_no_console_no_view_and_no_report(string folder, string session)
    {
        var files = Directory.EnumerateFiles(Path.Combine(SourceTree.Root, "harness", folder), "*.cs").ToList();

        Assert.Contains(files, f => Path.GetFileName(f) == session);
        Assert.All(files, f => Assert.True(Forbidden(File.ReadAllText(f)).Count == 0, $"{SourceTree.Relative(f)}: {string.Join(", ", Forbidden(File.ReadAllText(f)))}"));
    }

    [Fact]
    public void The_check_finds_the_console_a_view_and_the_report_and_passes_over_comments()
    {
        const string snippet = """
            using Bench.Harness.Views;

            namespace Bench.Harness.Runner;

            // IAnsiConsole and Bench.Harness.Reporting in a comment are not code
            sealed class Session(IAnsiConsole console)
            {
                void End() => Bench.Harness.Reporting.ReportView.Print(console, null!);
                void Write() => Reporting.ReportWriter.WriteAsync(console, [], "", [], default);
                StudyPart Part => StudyPart.Reporting;
            }
            """;

        Assert.Equal(["Bench.Harness.Views", "IAnsiConsole", "Bench.Harness.Reporting.ReportView.Print", "ReportView", "ReportWriter"], Forbidden(snippet));
    }
}
