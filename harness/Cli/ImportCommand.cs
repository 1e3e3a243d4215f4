using System.CommandLine;
using System.Text.Encodings.Web;
using System.Text.Json;
using System.Text.Json.Serialization;
using Bench.Harness.SqlServer;
using Spectre.Console;

namespace Bench.Harness.Cli;

/// <summary>
/// <c>bench import FILE</c>: reads text SQL Server printed (<see cref="TraceParser"/> says which kinds) and prints as
/// JSON what it says: phases, files zeroed, buffer configurations, every BACKUP/RESTORE summary, client messages and
/// DBCC PAGE findings. A file with nothing SQL Server wrote is refused with exit code 1.
/// </summary>
public static class ImportCommand
{
    private static readonly JsonSerializerOptions Json = new()
    {
        WriteIndented = true,
        Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
        PropertyNamingPolicy = JsonNamingPolicy.SnakeCaseLower,
        DefaultIgnoreCondition = JsonIgnoreCondition.WhenWritingNull,
    };

    /// <summary>The verb.</summary>
    public static Command Create(IAnsiConsole console, TextWriter output)
    {
        var file = new Argument<string>("FILE") { Description = "A text file SQL Server printed (error log, Messages output, DBCC PAGE output); - for standard input." };
        var command = new Command("import", "Read what SQL Server printed about a CREATE, BACKUP or RESTORE (error log, trace flags, client messages, DBCC PAGE) and print it as JSON.")
        {
            file,
        };
        command.SetAction(parsed =>
        {
            var path = parsed.GetValue(file)!;
            IReadOnlyList<string> lines;
            try
            {
                lines = path == "-" ? TraceText.ReadLines(Console.In) : TraceText.ReadLines(path);
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                console.MarkupLineInterpolated($"[red]bench import: refused[/]\n  [red]-[/] FILE: cannot read {path}: {e.Message}. Allowed: a readable text file, or - for standard input");
                return ExitCodes.BadInput;
            }

            var report = TraceParser.Parse(lines);
            if (report.Kinds.Count == 0)
            {
                console.MarkupLineInterpolated($"[red]bench import:[/] no SQL Server output recognised in {path} ({report.LinesRead} lines). It reads: {TraceParser.KnownKinds}.");
                return ExitCodes.NotRecognised;
            }

            output.WriteLine(JsonSerializer.Serialize(report, Json));
            return ExitCodes.Ok;
        });
        return command;
    }
}
