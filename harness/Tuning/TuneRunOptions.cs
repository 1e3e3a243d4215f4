using Bench.Harness.Configuration;

namespace Bench.Harness.Tuning;

/// <summary>
/// <c>bench tune</c>'s command line as given (texts unchecked): where and on what target it runs, as <c>bench run</c>
/// has it (<see cref="Run"/>), and what it searches.
/// </summary>
/// <param name="Run">Target, directories, label, baseline size, resume folder, server options: <c>bench run</c>'s own.</param>
/// <param name="Mode">restore or backup.</param>
/// <param name="Size">Size of the database's data file, e.g. 4GB.</param>
/// <param name="MaxMemory">Most buffer memory a setting may need, e.g. 1GB.</param>
/// <param name="Stripes">Backup files, a log2 range such as 1..16 (or one number).</param>
/// <param name="BufferCount">BUFFERCOUNT, a log2 range such as 1..1024.</param>
/// <param name="MaxTransferSize">MAXTRANSFERSIZE, a log2 range of sizes such as 64KB..4MB.</param>
/// <param name="Budget">Most case runs; null: a quarter of the full grid's case runs, at most <see cref="TuneConfigBuilder.MaxDefaultBudget"/>.</param>
public sealed record TuneRunOptions(
    RunOptions Run, string Mode, string Size, string MaxMemory, string Stripes, string BufferCount, string MaxTransferSize, int? Budget)
{
    /// <summary>Most warm-up runs of the start; null: the search's default (<see cref="Bench.Harness.Tune.TuneOptions.MaxWarmUp"/>).</summary>
    public int? WarmUp { get; init; }

    /// <summary>
    /// Whether the search's limit may be the baseline's copy rate (<see cref="TuneSession"/>); null: yes for a new tune. A
    /// resumed tune takes its tune.json's value, no where the field is missing (a version before it: the write or read
    /// alone), so its record replays as it ran.
    /// </summary>
    public bool? CopyLimit { get; init; }

    /// <summary>
    /// Whether a converged search tries the ends of its best's trade along bytes in flight
    /// (<see cref="Bench.Harness.Tune.TuneOptions.TradeEnds"/>); null: yes for a new tune. A resumed tune takes its
    /// tune.json's value, no where the field is missing (a version before it), so its record replays as it ran.
    /// </summary>
    public bool? TradeEnds { get; init; }

    /// <summary>
    /// Whether SQL Server's default at the best's stripes joins the final round
    /// (<see cref="Bench.Harness.Tune.TuneOptions.AgainstDefault"/>); null: yes for a new tune. A resumed tune takes its
    /// tune.json's value, no where the field is missing (a version before it), so its record replays as it ran.
    /// </summary>
    public bool? AgainstDefault { get; init; }

    /// <summary>The defaults of the verb.</summary>
    public static TuneRunOptions Default { get; } = new(
        RunOptions.Default with { Profile = "tune", SampleIntervalMs = 0 }, string.Empty, "4GB", "1GB", "1..16", "1..1024", "64KB..4MB", null);

    /// <summary>What tune.json keeps (the budget and the warm-up as used: given, or the defaults worked out).</summary>
    public TuneSettingsFile ToFile() => new(Mode, Size, MaxMemory, Stripes, BufferCount, MaxTransferSize, Budget ?? 0, WarmUp) { CopyLimit = CopyLimit, TradeEnds = TradeEnds, AgainstDefault = AgainstDefault };
}
