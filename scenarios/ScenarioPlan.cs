namespace Bench.Scenarios;

/// <summary>What a case of a scenario needs.</summary>
/// <param name="DataBytes">Most space the case holds in the data directory at once.</param>
public sealed record ScenarioPlan(long DataBytes)
{
    /// <summary>Most space the case holds in the backup directory at once (backup files it writes).</summary>
    public long BackupBytes { get; init; }

    /// <summary>What must exist before the case runs (made once, timed apart, shared by the cases that name it).</summary>
    public FixtureSpec? Fixture { get; init; }

    /// <summary>Backup/restore buffer memory as SQL Server counts it: BUFFERCOUNT x MAXTRANSFERSIZE (x3 with compression).</summary>
    public long BufferMemoryBytes { get; init; }

    /// <summary>What a repetition asks of the volume and the processor, for the forecast of the run's time.</summary>
    public CaseWork Work { get; init; } = CaseWork.None;
}
