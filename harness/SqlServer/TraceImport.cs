using System.Globalization;
using System.Text.Encodings.Web;
using System.Text.Json;
using System.Text.Json.Serialization;
using Bench.Harness.Runner;
using Bench.Harness.Views;
using Bench.Scenarios.Validation;

namespace Bench.Harness.SqlServer;

/// <summary>
/// What <c>bench import</c> does: reads a file (or standard input) in whatever encoding SQL Server or a tool wrote it
/// (<see cref="TraceText"/>), parses it (<see cref="TraceParser"/>), and prints as JSON what SQL Server wrote in it;
/// a file that cannot be read is refused, and one with nothing SQL Server wrote is said to be so, with the kinds of
/// text it reads, and no JSON.
/// </summary>
public static class TraceImport
{
    private static readonly JsonSerializerOptions Json = new()
    {
        WriteIndented = true,
        Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
        PropertyNamingPolicy = JsonNamingPolicy.SnakeCaseLower,
        DefaultIgnoreCondition = JsonIgnoreCondition.WhenWritingNull,
    };

    /// <summary>Reads <paramref name="path"/> (- for <paramref name="standardInput"/>) and prints what it says to <paramref name="output"/>.</summary>
    /// <returns>
    /// <see cref="SessionOutcome.Done"/> with the JSON printed; <see cref="SessionOutcome.NothingRecognised"/> when no line
    /// is SQL Server's; <see cref="SessionOutcome.Refused"/> when the file cannot be read, or a line
    /// SQL Server wrote holds a number too large for its field (line, field and value named: leaving the line out
    /// would make the JSON say less than the file without anyone seeing it).
    /// </returns>
    public static SessionOutcome Run(IAnsiConsole console, TextWriter output, string path, TextReader standardInput)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(path);
        IReadOnlyList<string> lines;
        try
        {
            lines = path == "-" ? TraceText.ReadLines(standardInput) : TraceText.ReadLines(path);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            Refusal.Print(console, "import", "refused", [
                new ValidationError(SourceLocation.CommandLine("FILE"), "FILE", $"cannot read {path}: {FileProblem.Of(path, e)}", "a readable text file, or - for standard input")]);
            return SessionOutcome.Refused;
        }

        TraceReport report;
        try
        {
            report = TraceParser.Parse(lines);
        }
        catch (TraceValueException e)
        {
            Refusal.Print(console, "import", "refused", [
                new ValidationError(new SourceLocation(path, string.Create(CultureInfo.InvariantCulture, $"line {e.Line}")), e.Field, $"{e.Value} is out of range", e.Allowed)]);
            return SessionOutcome.Refused;
        }

        if (report.Kinds.Count == 0)
        {
            Refusal.ErrorsOf(console).MarkupLineInterpolated($"[red]bench import:[/] no SQL Server output recognised in {path} ({report.LinesRead} {(report.LinesRead == 1 ? "line" : "lines")}). It reads: {TraceParser.KnownKinds}.");
            return SessionOutcome.NothingRecognised;
        }

        output.WriteLine(JsonSerializer.Serialize(report, Json));
        return SessionOutcome.Done;
    }
}
