using Bench.Scenarios.Targets;

namespace Bench.Harness.Runner;

/// <summary>
/// The most space a run holds at once: each case's own files plus the fixtures alive while it runs (a fixture lives
/// from the first case that needs it to the last), in the data directory and in the backup directory.
/// </summary>
/// <param name="DataBytes">Peak in the data directory.</param>
/// <param name="BackupBytes">Peak in the backup directory.</param>
/// <param name="CombinedBytes">Peak of both together (what one volume needs when they share it).</param>
/// <param name="AtCase">Title of the case at the combined peak.</param>
public sealed record SpaceNeeds(long DataBytes, long BackupBytes, long CombinedBytes, string AtCase)
{
    /// <summary>Walks the schedule of <paramref name="plan"/>.</summary>
    public static SpaceNeeds Of(RunPlan plan)
    {
        ArgumentNullException.ThrowIfNull(plan);
        var lifetimes = plan.Schedule
            .Where(s => s.Case.Fixture is not null)
            .GroupBy(s => s.Case.Fixture!.Key)
            .Select(g => (Fixture: g.First().Case.Fixture!, First: g.Min(s => s.Position), Last: g.Max(s => s.Position)))
            .ToList();
        long data = 0, backup = 0, combined = 0;
        var at = plan.Cases.Count > 0 ? plan.Cases[0].Title : string.Empty;
        foreach (var scheduled in plan.Schedule)
        {
            var live = lifetimes.Where(l => l.First <= scheduled.Position && scheduled.Position <= l.Last).Select(l => l.Fixture).ToList();
            var inData = scheduled.Case.DiskBytesNeeded + live.Where(f => f.Kind == FixtureKind.Database).Sum(f => f.DiskBytes);
            var inBackup = scheduled.Case.BackupBytesNeeded + live.Where(f => f.Kind == FixtureKind.Backup).Sum(f => f.DiskBytes);
            data = Math.Max(data, inData);
            backup = Math.Max(backup, inBackup);
            if (inData + inBackup > combined)
            {
                combined = inData + inBackup;
                at = scheduled.Case.Title;
            }
        }

        return new SpaceNeeds(data, backup, combined, at);
    }
}
