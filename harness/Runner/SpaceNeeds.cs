using Bench.Results.Units;
using Bench.Scenarios;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Targets;
using Bench.Scenarios.Validation;

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

    /// <summary>Where the case of the combined peak was asked for: its entry in the matrix file or profile; null when unknown.</summary>
    public SourceLocation? PeakEntry { get; init; }

    /// <summary>
    /// Where the data directory's own peak is (as <see cref="AtCase"/>) and the entry of its case: what a data volume
    /// without the backups is refused at. The combined peak's when not walked from groups.
    /// </summary>
    public (string At, SourceLocation? Entry) DataPeak { get; init; } = (AtCase, null);

    /// <summary>Where the backup directory's own peak is and the entry of its case: what a backup volume of its own is refused at.</summary>
    public (string At, SourceLocation? Entry) BackupPeak { get; init; } = (AtCase, null);

    /// <summary>The smallest need of one group, in the data directory, the backup directory and both together (what must fit for any case to run).</summary>
    public (long Data, long Backup, long Combined) Smallest { get; init; }


    /// <summary>The baseline's file on the data directory's volume; 0 without a baseline.</summary>
    public long BaselineFileBytes { get; init; }

    /// <summary>Whether the baseline writes a copy of its file beside it (backups on the data volume: it measures the copy rate).</summary>
    public bool BaselineCopied { get; init; }

    /// <summary>The baseline's files at once: its file, and its copy when it makes one.</summary>
    public long BaselineBytes => BaselineFileBytes * (BaselineCopied ? 2 : 1);

    /// <summary>
    /// The most the run holds at once: the baseline's files or the cases' peak, whichever is larger. The baseline is
    /// measured and its files removed before the first case is made (the limit probes before groups write at most half
    /// their group's largest case, beside its fixture), so the two never add up. What the header, <c>bench matrix</c> and
    /// the space check all say and check.
    /// </summary>
    public long PeakBytes => Math.Max(CombinedBytes, BaselineBytes);

    /// <summary>These needs with the baseline's file of <paramref name="fileBytes"/> (0: none), <paramref name="copied"/> when backups share the data volume.</summary>
    public SpaceNeeds WithBaseline(long fileBytes, bool copied) => this with { BaselineFileBytes = fileBytes, BaselineCopied = copied };

    /// <summary>The baseline's files in words: "the baseline's 1 GiB file and its copy" (the copy when backups share the data volume: the copy rate is measured).</summary>
    public string BaselineWords =>
        $"the baseline's {ByteSize.Human(BaselineFileBytes)} file{(BaselineCopied ? " and its copy" : string.Empty)}";

    /// <summary>What <see cref="PeakBytes"/> is made of, for after "holds up to 2 GiB at once": the baseline's files or the case of the peak, and the other.</summary>
    public string PeakWords =>
        BaselineBytes == 0 ? AtCase
        : BaselineBytes > CombinedBytes ? $"{BaselineWords}, removed before the first case; the cases then hold up to {ByteSize.Human(CombinedBytes)}, at {AtCase}"
        : $"{AtCase}; {BaselineWords}, {ByteSize.Human(BaselineBytes)}, go before the first case";

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
        (long Bytes, string At, SourceLocation? Entry) data = (0, string.Empty, null), backup = data, combined = data;
        long largestGroup = 0;
        for (var i = 0; i < groups.Count; i++)
        {
            var group = groups[i];
            data = Above(data, group.DataBytes, Largest(group, c => c.DiskBytesNeeded));
            backup = Above(backup, group.BackupBytes, Largest(group, c => c.BackupBytesNeeded));
            combined = Above(combined, group.CombinedBytes, Largest(group, c => c.DiskBytesNeeded + c.BackupBytesNeeded));
            largestGroup = Math.Max(largestGroup, group.CombinedBytes);
            if (i > 0 && groups[i - 1].Fixture is { } removed && group.Fixture is { } made)
            {
                // The entry stays the one of the case before: no one case makes the two fixtures.
                var both = $"the {Name(made)} made while the {Name(removed)} is removed";
                data = Above(data, In(removed, FixtureKind.Database) + In(made, FixtureKind.Database), (both, data.Entry));
                backup = Above(backup, In(removed, FixtureKind.Backup) + In(made, FixtureKind.Backup), (both, backup.Entry));
                combined = Above(combined, removed.DiskBytes + made.DiskBytes, (both, combined.Entry));
            }
        }

        return new SpaceNeeds(data.Bytes, backup.Bytes, combined.Bytes, combined.At)
        {
            LargestGroupBytes = largestGroup,
            PeakEntry = combined.Entry,
            DataPeak = (data.At, data.Entry),
            BackupPeak = (backup.At, backup.Entry),
            Smallest = (Least(groups.Select(g => g.DataBytes)), Least(groups.Select(g => g.BackupBytes)), Least(groups.Select(g => g.CombinedBytes))),
        };
    }

    /// <summary><paramref name="peak"/>, or <paramref name="bytes"/> at <paramref name="where"/> when they are more.</summary>
    private static (long Bytes, string At, SourceLocation? Entry) Above((long Bytes, string At, SourceLocation? Entry) peak, long bytes, (string At, SourceLocation? Entry) where) =>
        bytes > peak.Bytes ? (bytes, where.At, where.Entry) : peak;

    /// <summary>
    /// Where <paramref name="group"/> holds the most by <paramref name="bytes"/>: its largest case's title, with the
    /// fixture it shares, and that case's entry.
    /// </summary>
    private static (string At, SourceLocation? Entry) Largest(ScheduleGroup group, Func<PlannedCase, long> bytes) =>
        group.Runs.MaxBy(r => bytes(r.Case))?.Case is { } largest
            ? (largest.Title + (group.Fixture is { } fixture ? $" with its {Name(fixture)}" : string.Empty), largest.Entry)
            : (string.Empty, null);

    /// <summary>The most each scenario's groups of <paramref name="groups"/> hold, in the data directory, the backup directory and both together, in running order.</summary>
    public static IReadOnlyList<(string Scenario, long Data, long Backup, long Combined)> ScenarioPeaks(IReadOnlyList<ScheduleGroup> groups)
    {
        ArgumentNullException.ThrowIfNull(groups);
        var scenarios = new List<(string Scenario, long Data, long Backup, long Combined)>();
        foreach (var group in groups)
        {
            foreach (var name in group.Runs.Select(r => r.Case.Scenario.Info.Name).Distinct(StringComparer.Ordinal))
            {
                var index = scenarios.FindIndex(s => s.Scenario == name);
                var was = index < 0 ? (name, 0L, 0L, 0L) : scenarios[index];
                var now = (name, Math.Max(was.Item2, group.DataBytes), Math.Max(was.Item3, group.BackupBytes), Math.Max(was.Item4, group.CombinedBytes));
                if (index < 0)
                {
                    scenarios.Add(now);
                }
                else
                {
                    scenarios[index] = now;
                }
            }
        }

        return scenarios;
    }

    /// <summary>The least of <paramref name="bytes"/> above 0 (a group that needs nothing there does not count), or 0.</summary>
    private static long Least(IEnumerable<long> bytes) => bytes.Where(b => b > 0).DefaultIfEmpty(0).Min();

    private static long In(FixtureSpec fixture, FixtureKind kind) => fixture.Kind == kind ? fixture.DiskBytes : 0;

    private static string Name(FixtureSpec fixture) => fixture.Kind.ToString().ToLowerInvariant();
}
