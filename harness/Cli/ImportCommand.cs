using System.CommandLine;
using System.Text.Json;
using System.Text.Json.Serialization;
using Bench.Harness.SqlServer;
using Spectre.Console;

namespace Bench.Harness.Cli;

/// <summary>
/// <c>bench import FILE</c>: reads text SQL Server printed (an error log excerpt with trace flags 3004/3605/3014/3213,
/// xp_readerrorlog rows, or the Messages output of a BACKUP/RESTORE) and prints as JSON the phases with their start,
/// end and duration, every file zeroed, the buffer configuration, and pages, seconds and MB/s.
/// </summary>
public static class ImportCommand
{
    private static readonly JsonSerializerOptions Json = new()
    {
        WriteIndented = true,
        PropertyNamingPolicy = JsonNamingPolicy.SnakeCaseLower,
        DefaultIgnoreCondition = JsonIgnoreCondition.WhenWritingNull,
    };

    /// <summary>The verb.</summary>
    public static Command Create(IAnsiConsole console, TextWriter output)
    {
        var file = new Argument<string>("FILE") { Description = "A text file SQL Server printed (error log excerpt or Messages output); - for standard input." };
        var command = new Command("import", "Read SQL Server's trace flag 3004/3014/3213 lines or BACKUP/RESTORE messages and print the phases, buffers and throughput as JSON.")
        {
            file,
        };
        command.SetAction(parsed =>
        {
            var path = parsed.GetValue(file)!;
            IEnumerable<string> lines;
            try
            {
                lines = path == "-" ? ReadAll(Console.In) : File.ReadAllLines(path);
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                console.MarkupLineInterpolated($"[red]bench import: refused[/]\n  [red]-[/] FILE: cannot read {path}: {e.Message}. Allowed: a readable text file, or - for standard input");
                return ExitCodes.BadInput;
            }

            var report = TraceParser.Parse(lines);
            output.WriteLine(JsonSerializer.Serialize(report, Json));
            if (report.LinesRecognised == 0)
            {
                console.MarkupLineInterpolated($"[yellow]bench import:[/] none of the {report.LinesRead} lines is a line SQL Server prints with trace flags 3004/3014/3213 or a BACKUP/RESTORE message");
            }

            return ExitCodes.Ok;
        });
        return command;
    }

    private static List<string> ReadAll(TextReader reader)
    {
        var lines = new List<string>();
        while (reader.ReadLine() is { } line)
        {
            lines.Add(line);
        }

        return lines;
    }
}
