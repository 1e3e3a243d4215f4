using Bench.Harness.SqlServer;

namespace Bench.Harness.Cli;

/// <summary>
/// <c>bench import FILE</c>: reads text SQL Server printed (<see cref="TraceParser"/> says which kinds) and prints as
/// JSON what it says: phases, files zeroed, buffer configurations, every BACKUP/RESTORE summary, client messages and
/// DBCC PAGE findings (<see cref="TraceImport"/>). A file with nothing SQL Server wrote exits with
/// <see cref="ExitCodes.NotRecognised"/>.
/// </summary>
public static class ImportCommand
{
    /// <summary>The verb.</summary>
    public static Command Create(IAnsiConsole console, TextWriter output)
    {
        var file = new Argument<string>("FILE") { Description = "A text file SQL Server printed (error log, Messages output, DBCC PAGE output); - for standard input." };
        var command = new Command("import", "Read what SQL Server printed about a CREATE, BACKUP or RESTORE (error log, trace flags, client messages, DBCC PAGE) and print it as JSON.\n\n"
            + "Example: ./bench import ERRORLOG > restore.json")
        {
            file,
        };
        command.SetAction(parsed => ExitCodes.Of(TraceImport.Run(console, output, parsed.GetValue(file)!, Console.In)));
        return command;
    }
}
