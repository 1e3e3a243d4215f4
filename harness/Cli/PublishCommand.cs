using Bench.Harness.Reporting;

namespace Bench.Harness.Cli;

/// <summary>
/// <c>bench publish RUN... --to TARGET</c>: run folders into a store (a DuckDB file, or a SQL Server database through a
/// connection string), one transaction per run keyed by its run id: publishing twice adds nothing.
/// </summary>
public static class PublishCommand
{
    /// <summary>The verb with its options.</summary>
    public static Command Create(IAnsiConsole console)
    {
        var runs = new Argument<string[]>("RUN_DIR") { Description = "Run folders to publish.", Arity = ArgumentArity.OneOrMore };
        var to = new Option<string>("--to")
        {
            Description = "The store: a DuckDB file (created when missing, e.g. results.duckdb) or a SQL Server connection string (schema bench created when missing). Its password is never printed.",
            Required = true,
        };
        var fleet = new Option<string?>("--fleet") { Description = "File the runs under this fleet (default: the fleet each run's manifest names)." };
        var replace = new Option<bool>("--replace") { Description = "Replace a run that is already stored (a run resumed after it was published), keeping its fleet unless --fleet is given; otherwise it is left as it is." };
        var command = new Command("publish", "Publish run folders into a DuckDB file or a SQL Server database, one transaction per run; publishing again adds nothing.\n\n"
            + "Example: ./bench publish runs/* --to results.duckdb")
        {
            runs, to, fleet, replace,
        };
        command.SetAction(parsed => ExitCodes.Of(
            Publisher.Publish(console, parsed.GetValue(runs)!, parsed.GetValue(to)!, parsed.GetValue(fleet), parsed.GetValue(replace))));
        return command;
    }
}
