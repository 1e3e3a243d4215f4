using Bench.Results.Cases;

namespace Bench.Scenarios;

/// <summary>
/// What a scenario is, for everything that shows its results: its name and title, and hints for the report (which
/// charts and sentences its data supports, and how to draw them). The report reads these, never a scenario's name.
/// </summary>
/// <param name="Name">Name in matrices, case ids and results (lower case).</param>
/// <param name="Title">Short human title, e.g. CREATE DATABASE.</param>
/// <param name="Description">One sentence: what it measures and which seed it comes from.</param>
public sealed record ScenarioInfo(string Name, string Title, string Description)
{
    /// <summary>Its cases come as IFI-on and IFI-off twins (the case id ends with ifi=on or ifi=off).</summary>
    public bool IfiTwins { get; init; }

    /// <summary>The report holds its IFI twins against each other: a chart of IFI off vs on, and a sentence.</summary>
    public bool ComparesIfi { get; init; }

    /// <summary>What a sentence says the case does, e.g. "creating".</summary>
    public string? Activity { get; init; }

    /// <summary>What the case did it to, for a sentence: "a 4 GB database", "a file by 3 x 1 GB".</summary>
    public Func<CaseId, string>? Subject { get; init; }

    /// <summary>Its time grows with the data size: the report fits a line and estimates other sizes.</summary>
    public bool EstimatedBySize { get; init; }

    /// <summary>Parameters its transfer throughput is drawn against, a line per set of its other parameters (e.g. per stripe count).</summary>
    public IReadOnlyList<SweepAxis> Sweeps { get; init; } = [];

    /// <summary>Which baseline limits its transfer phase: limit_pct is held against it.</summary>
    public TransferLimit TransferLimit { get; init; }

    /// <summary>A transfer (backup, restore): it reads and writes at once, held against a transfer limit.</summary>
    public bool IsTransfer => TransferLimit != TransferLimit.None;

    /// <summary>The phases its rows time (allocate_ms, log_zero_ms, transfer_ms), drawn stacked per case; none: not drawn.</summary>
    public IReadOnlyList<string> Phases { get; init; } = [];

    /// <summary>Its cases time every autogrowth (stalls.csv).</summary>
    public bool GrowthStalls { get; init; }

    /// <summary>
    /// Its IFI twins time the first writes into data files just allocated without writing (on) against files just zeroed
    /// (off), in fill_ms or transfer_ms, with the making ready in allocate_ms: the report says what IFI saved up front and
    /// what it cost later.
    /// </summary>
    public bool FirstWriteCost { get; init; }

    /// <summary>
    /// What the seeds measured with IFI on and off on a real server, where a native run's IFI-on case is a bare allocation
    /// (a server adds seconds of fixed work to both): the report gives it beside a native ratio; null when not said.
    /// </summary>
    public string? SeedIfi => SeedIfiFigures.Count == 0 ? null : string.Join("; ", SeedIfiFigures);

    /// <summary>The seeds' IFI off and on figures, each with its hardware (<see cref="SeedIfi"/> quotes them); empty when none.</summary>
    public IReadOnlyList<SeedIfiFigure> SeedIfiFigures { get; init; } = [];

    /// <summary>A seed's restore path (its times from more backup files and buffers), for the report's seeds table; null when none.</summary>
    public SeedRestorePath? SeedRestorePath { get; init; }

    /// <summary>
    /// What the report says when its backup files shared the data volume (its settings then cannot show their gains);
    /// null: nothing of the kind.
    /// </summary>
    public SharedVolumeAdvice? SharedVolume { get; init; }

    /// <summary>
    /// What the seeds published about its settings, with their figures, for the report to set this run's sweeps beside;
    /// empty: nothing to compare.
    /// </summary>
    public IReadOnlyList<SeedSweep> SeedSweeps { get; init; } = [];

    /// <summary>
    /// Its writes into the space it made ready (fill_ms) are timed apart from its elapsed time (an autogrow's growth stalls):
    /// the report's IFI headline is then the two together, end to end, as IFI's saving in the one and cost in the other
    /// are parts of one result.
    /// </summary>
    public bool FillTimedApart { get; init; }

    /// <summary>The I/O streams its cases run at once, drawn as each stream's throughput; null: not drawn.</summary>
    public StreamMix? Streams { get; init; }

    /// <summary>
    /// What the report's Security section says first, of what the scenario checks and why (its verdicts follow); null: the
    /// scenario adds nothing there.
    /// </summary>
    public string? SecurityNote { get; init; }

    /// <summary>
    /// Its cases are a security check (what a new file shows; it has a <see cref="SecurityNote"/>), not a timing of a database
    /// operation: a comparison of runs counts none of its cases faster or slower and draws no chart of them.
    /// </summary>
    public bool IsSecurityCheck => SecurityNote is not null;

    /// <summary>
    /// Its native cases zero the log during the copy, as SQL Server does, where bench versions before
    /// <see cref="Bench.Results.Manifest.RunManifest.RestoreLogZeroedDuringCopy"/> zeroed it before the copy: a native run
    /// folder from such a version cannot be resumed while cases of it remain (their rows would not be comparable).
    /// </summary>
    public bool ZeroesLogDuringCopy { get; init; }
}
