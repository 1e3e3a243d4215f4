using Bench.Results.Cases;

namespace Bench.Scenarios;

/// <summary>One case of a matrix: a scenario with every parameter bound.</summary>
/// <param name="Id">Its identity: the scenario and every parameter, in the scenario's order.</param>
/// <param name="Scenario">The scenario that runs it.</param>
/// <param name="Parameters">Its typed parameter record (the scenario's own type).</param>
/// <param name="Columns">What it fills in results.csv.</param>
/// <param name="DiskBytesNeeded">Most space it holds in the data directory at once.</param>
public sealed record PlannedCase(CaseId Id, IScenario Scenario, object Parameters, CaseParameters Columns, long DiskBytesNeeded)
{
    /// <summary>Short title for the console (set by the planner, among the matrix's cases).</summary>
    public string Title { get; init; } = Id.ToString();

    /// <summary>Most space it holds in the backup directory at once.</summary>
    public long BackupBytesNeeded { get; init; }

    /// <summary>What must be made before it runs (a database to back up, a backup to restore), or null.</summary>
    public FixtureSpec? Fixture { get; init; }

    /// <summary>Backup/restore buffer memory as SQL Server counts it (0 for other scenarios).</summary>
    public long BufferMemoryBytes { get; init; }

    /// <summary>Its own repetitions (its matrix entry's), or null: the matrix's.</summary>
    public int? Repetitions { get; init; }

    /// <summary>
    /// Its place among the matrix's cases in the order the matrix writes them (where the first entry naming it stands),
    /// which the planner's list, IFI twins side by side, need not follow.
    /// </summary>
    public int WrittenAt { get; init; }

    /// <summary>Where the case was asked for: its (first) entry in the matrix file or profile; null when it was not planned from one.</summary>
    public Validation.SourceLocation? Entry { get; init; }

    /// <summary>How many times it runs in a matrix of <paramref name="matrixRepetitions"/>: its own repetitions, else those.</summary>
    public int RunsOf(int matrixRepetitions) => Repetitions ?? matrixRepetitions;

    /// <summary>What a repetition asks of the volume and the processor (planned, for the forecast).</summary>
    public CaseWork Work { get; init; } = CaseWork.None;
}
