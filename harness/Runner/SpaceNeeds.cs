using Bench.Scenarios.Matrix;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Runner;

/// <summary>
/// The most space a run holds at once, in the data directory, in the backup directory and in both together. The run
/// holds one group of the schedule at a time: the group's fixture and the largest of its cases' own files. The one
/// moment two fixtures coexist is when a group's fixture is made while the previous group's is still being removed
/// (<see cref="MatrixRunner"/> overlaps the two): that is counted too. The peak is the largest of these, not their sum.
/// </summary>
/// <param name="DataBytes">Peak in the data directory.</param>
/// <param name="BackupBytes">Peak in the backup directory.</param>
/// <param name="CombinedBytes">Peak of both together (what one volume needs when they share it).</param>
/// <param name="AtCase">Where the combined peak is: a case's title, with the fixture it shares.</param>
public sealed record SpaceNeeds(long DataBytes, long BackupBytes, long CombinedBytes, string AtCase)
{
    /// <summary>The largest need of one group (its fixture and its largest case), both directories together.</summary>
    public long LargestGroupBytes { get; init; }

    /// <summary>Walks the groups of <paramref name="plan"/>.</summary>
    public static SpaceNeeds Of(RunPlan plan)
    {
        ArgumentNullException.ThrowIfNull(plan);
        return Of(plan.Groups);
    }

    /// <summary>Walks <paramref name="groups"/> in running order.</summary>
    public static SpaceNeeds Of(IReadOnlyList<ScheduleGroup> groups)
    {
        ArgumentNullException.ThrowIfNull(groups);
        long data = 0, backup = 0, combined = 0, largestGroup = 0;
        var at = string.Empty;
        for (var i = 0; i < groups.Count; i++)
        {
            var group = groups[i];
            data = Math.Max(data, group.DataBytes);
            backup = Math.Max(backup, group.BackupBytes);
            largestGroup = Math.Max(largestGroup, group.CombinedBytes);
            if (group.CombinedBytes > combined)
            {
                combined = group.CombinedBytes;
                var largest = group.Runs.MaxBy(r => r.Case.DiskBytesNeeded + r.Case.BackupBytesNeeded)!.Case;
                at = largest.Title + (group.Fixture is { } fixture ? $" with its {Name(fixture)}" : string.Empty);
            }

            if (i > 0 && groups[i - 1].Fixture is { } removed && group.Fixture is { } made)
            {
                data = Math.Max(data, In(removed, FixtureKind.Database) + In(made, FixtureKind.Database));
                backup = Math.Max(backup, In(removed, FixtureKind.Backup) + In(made, FixtureKind.Backup));
                if (removed.DiskBytes + made.DiskBytes > combined)
                {
                    combined = removed.DiskBytes + made.DiskBytes;
                    at = $"the {Name(made)} made while the {Name(removed)} is removed";
                }
            }
        }

        return new SpaceNeeds(data, backup, combined, at) { LargestGroupBytes = largestGroup };
    }

    private static long In(FixtureSpec fixture, FixtureKind kind) => fixture.Kind == kind ? fixture.DiskBytes : 0;

    private static string Name(FixtureSpec fixture) => fixture.Kind.ToString().ToLowerInvariant();
}
