namespace Bench.Scenarios.Targets;

/// <summary>A RESTORE DATABASE from a backup fixture into a new database.</summary>
/// <param name="Database">The database restored (files, sizes, log, IFI).</param>
/// <param name="Source">The backup fixture read.</param>
/// <param name="Transfer">The WITH options.</param>
public sealed record RestoreSpec(DatabaseSpec Database, FixtureSpec Source, TransferSpec Transfer);
