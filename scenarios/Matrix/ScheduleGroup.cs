namespace Bench.Scenarios.Matrix;

/// <summary>
/// Cases that share one fixture (a database to back up, a backup to restore), or that need none, with their runs in
/// running order: every repetition of them, or, where the backups of one sweep take turns (<see cref="Schedule"/>), the
/// repetitions of one visit. The fixture is made before the group's first run and removed after its last, so that it
/// lives only while its cases run; a fixture visited again is made again.
/// </summary>
/// <param name="Fixture">What the group's cases share; null: they need nothing made first.</param>
/// <param name="Runs">Every (case, repetition) of the group, in running order.</param>
public sealed record ScheduleGroup(FixtureSpec? Fixture, IReadOnlyList<ScheduledCase> Runs)
{
    /// <summary>Most space a run of the group holds in the data directory, the group's fixture included when it lives there.</summary>
    public long DataBytes => (Fixture is { Kind: FixtureKind.Database } database ? database.DiskBytes : 0) + Runs.Select(r => r.Case.DiskBytesNeeded).DefaultIfEmpty().Max();

    /// <summary>Most space a run of the group holds in the backup directory, the group's fixture included when it lives there.</summary>
    public long BackupBytes => (Fixture is { Kind: FixtureKind.Backup } backup ? backup.DiskBytes : 0) + Runs.Select(r => r.Case.BackupBytesNeeded).DefaultIfEmpty().Max();

    /// <summary>Most space a run of the group holds in both directories together (what one volume needs when they share it).</summary>
    public long CombinedBytes => (Fixture?.DiskBytes ?? 0) + Runs.Select(r => r.Case.DiskBytesNeeded + r.Case.BackupBytesNeeded).DefaultIfEmpty().Max();
}
