using Bench.Harness.Tuning;
using Bench.Harness.Views;

namespace Bench.Harness.Cli;

/// <summary><c>bench tune restore|backup</c>: searches for the best BACKUP/RESTORE settings of this volume and leaves a run folder.</summary>
public static class TuneCommand
{
    /// <summary>The verb with its options.</summary>
    public static Command Create(IAnsiConsole console)
    {
        var defaults = TuneRunOptions.Default;
        var mode = new Argument<string>("mode") { Description = "restore or backup.", Arity = ArgumentArity.ZeroOrOne, DefaultValueFactory = _ => string.Empty };
        var size = new Option<string>("--size") { Description = "Size of the database's data file.", DefaultValueFactory = _ => defaults.Size };
        var maxMemory = new Option<string>("--max-memory")
        {
            Description = "Most buffer memory a setting may need: BUFFERCOUNT x MAXTRANSFERSIZE (x3 with compression) plus one MAXTRANSFERSIZE per backup file (SQL Server takes these outside the buffer pool).",
            DefaultValueFactory = _ => defaults.MaxMemory,
        };
        var stripes = new Option<string>("--stripes") { Description = "Backup files to try: a range of powers of two, e.g. 1..16, or one number.", DefaultValueFactory = _ => defaults.Stripes };
        var bufferCount = new Option<string>("--buffer-count") { Description = "BUFFERCOUNT to try: a range of powers of two (the default estimate backup files x 4 + 1 is tried too).", DefaultValueFactory = _ => defaults.BufferCount };
        var maxTransferSize = new Option<string>("--max-transfer-size") { Description = "MAXTRANSFERSIZE to try: a range of powers of two from 64KB to 4MB.", DefaultValueFactory = _ => defaults.MaxTransferSize };
        var budget = new Option<int?>("--budget")
        {
            Description = $"Most case runs, repetitions included, at least {TuneConfigBuilder.MinBudget} (default: a quarter of the full grid's at {TuneConfigBuilder.GridRepetitions} repetitions, at least {TuneConfigBuilder.MinBudget}, at most {TuneConfigBuilder.MaxDefaultBudget}).",
            CustomParser = WholeNumber.Parse,
        };
        var session = new SessionOptions(
            defaults.Run,
            "Finish an interrupted tune: its case runs are replayed to the search, then it goes on (its own settings are used).",
            "Do not write report.html, report.md and the run's charts (tune.md and the search-path chart are always written).");
        var command = session.Verb(
            "tune",
            "Search stripes x BUFFERCOUNT x MAXTRANSFERSIZE (x compression for backup) for the best RESTORE or BACKUP settings of this volume in a fraction of the grid; a run folder with the ranked table, the knee, the WITH clause and the search path.\n\n"
            + "Example: ./bench tune restore --data-dir /mnt/ssd/bench --label ssd",
            mode, size, maxMemory, stripes, bufferCount, maxTransferSize, budget);
        command.SetAction((parsed, cancellationToken) => ExecuteAsync(console, new TuneRunOptions(
            session.ReadInto(parsed, defaults.Run) with { InputErrors = WholeNumber.Problems(parsed, (budget, TuneConfigBuilder.BudgetAllowed)) },
            parsed.GetValue(mode)!, parsed.GetValue(size)!, parsed.GetValue(maxMemory)!, parsed.GetValue(stripes)!, parsed.GetValue(bufferCount)!,
            parsed.GetValue(maxTransferSize)!, WholeNumber.Value(parsed, budget)), cancellationToken));
        return command;
    }

    /// <summary>
    /// Tunes with parsed options: checked into one configuration, then one session on the console, its report written
    /// after its own files unless --no-report; returns the exit code.
    /// </summary>
    public static Task<int> ExecuteAsync(IAnsiConsole console, TuneRunOptions options, CancellationToken cancellationToken) =>
        SessionVerb.RunAsync(
            console,
            "tune",
            TuneConfigBuilder.Build(options, DateTime.UtcNow),
            (config, targets) => new TuneSession(config, new TuneSessionView(console), targets, config.Run.Options.Report ? run => SessionVerb.TuneReportAsync(console, run) : null).RunAsync(cancellationToken));
}
