namespace Bench.Scenarios.Matrix;

/// <summary>
/// The order cases run in. Cases that share a fixture (a database to back up, a backup to restore) run as one group
/// while it lives, then it goes, so that a run holds one fixture at a time; cases that need none form a group of their
/// own. Groups come in the order their first case has in the matrix, but for the turns of one sweep's backups (below),
/// which all come where its first case is. Within a group, repetitions go round the whole
/// group (not case after case), the IFI-on and IFI-off twins of a case and the points of a sweep run side by side, and
/// every other repetition runs the group backwards (A B, then B A), so that drift on a noisy volume hits every case
/// alike. A case with more repetitions of its own (<see cref="PlannedCase.Repetitions"/>) goes on round after round once
/// the others have run theirs.
/// <para>
/// Backups that differ only in their stripes are the points of one sweep (restores from 1 file against 9), yet each is
/// a fixture of its own: run group after group, the two points would be measured minutes apart and the volume's drift
/// would decide the comparison. So their groups take turns, a visit per repetition in the same alternating order (the
/// 1-file backup's cases, then the 9-file one's; next round backwards), each visit making its backup again and removing
/// it after, two visits in a row to one backup made once: the run still holds one fixture at a time, and pays for it in
/// fixture making, not in space.
/// </para>
/// Knows nothing of how a case runs: the runner walks the groups, a tuner could choose its own order.
/// </summary>
public static class Schedule
{
    /// <summary>
    /// The groups of <paramref name="cases"/>, each with every (case, repetition) in running order, each case run its own
    /// repetitions or else <paramref name="repetitions"/>; positions count from 1 over the whole run.
    /// </summary>
    public static IReadOnlyList<ScheduleGroup> Group(IReadOnlyList<PlannedCase> cases, int repetitions)
    {
        ArgumentNullException.ThrowIfNull(cases);
        ArgumentOutOfRangeException.ThrowIfNegative(repetitions);
        var groups = new List<ScheduleGroup>();
        var position = 0;
        foreach (var sweep in cases.GroupBy(c => Sweep(c.Fixture), StringComparer.Ordinal))
        {
            var members = sweep
                .GroupBy(c => c.Fixture?.Key ?? string.Empty, StringComparer.Ordinal)
                .Select(shared => (shared.First().Fixture, Order: shared.GroupBy(c => c.Id.Twin).SelectMany(twins => twins.OrderByDescending(c => c.Id.Ifi ?? false)).ToList()))
                .ToList();
            var rounds = members.Max(m => m.Order.Max(c => c.RunsOf(repetitions)));
            var visits = new List<(FixtureSpec? Fixture, List<ScheduledCase> Runs)>();
            for (var repetition = 1; repetition <= rounds; repetition++)
            {
                foreach (var (fixture, order) in repetition % 2 == 1 ? members : Enumerable.Reverse(members))
                {
                    var round = (repetition % 2 == 1 ? order : Enumerable.Reverse(order)).Where(c => repetition <= c.RunsOf(repetitions)).ToList();
                    if (round.Count == 0)
                    {
                        continue;
                    }

                    if (visits.Count == 0 || visits[^1].Fixture != fixture)
                    {
                        visits.Add((fixture, []));
                    }

                    visits[^1].Runs.AddRange(round.Select(c => new ScheduledCase(c, repetition, ++position)));
                }
            }

            groups.AddRange(visits.Select(v => new ScheduleGroup(v.Fixture, v.Runs)));
        }

        return groups;
    }

    /// <summary>What the fixtures of one sweep share: a backup's all but its stripes; any other fixture, itself.</summary>
    private static string Sweep(FixtureSpec? fixture) => fixture switch
    {
        null => string.Empty,
        { Kind: FixtureKind.Backup } => (fixture with { Stripes = 0 }).Key,
        _ => fixture.Key,
    };
}
