namespace Bench.Scenarios.Targets;

/// <summary>A BACKUP DATABASE of a database fixture to <see cref="TransferSpec.Stripes"/> files.</summary>
/// <param name="Name">Name of this case's backup files (bench_*).</param>
/// <param name="Source">The database fixture to back up.</param>
/// <param name="Transfer">The WITH options.</param>
public sealed record BackupSpec(string Name, FixtureSpec Source, TransferSpec Transfer);
