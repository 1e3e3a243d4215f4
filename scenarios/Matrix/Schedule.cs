namespace Bench.Scenarios.Matrix;

/// <summary>
/// The order cases run in. Cases that share a fixture (a database to back up, a backup to restore) run as one group
/// while it lives, then it goes, so that a run holds one fixture at a time; cases that need none form a group of their
/// own. Groups come in the order their first case has in the matrix. Within a group, repetitions go round the whole
/// group (not case after case), the IFI-on and IFI-off twins of a case and the points of a sweep run side by side, and
/// every other repetition runs the group backwards (A B, then B A), so that drift on a noisy volume hits every case
/// alike. A case with more repetitions of its own (<see cref="PlannedCase.Repetitions"/>) goes on round after round once
/// the others have run theirs. Knows nothing of how a case runs: the runner walks the groups, a tuner could choose its own order.
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
        foreach (var shared in cases.GroupBy(c => c.Fixture?.Key ?? string.Empty, StringComparer.Ordinal))
        {
            var order = shared
                .GroupBy(c => c.Id.Twin)
                .SelectMany(twins => twins.OrderByDescending(c => c.Id.Ifi ?? false))
                .ToList();
            var runs = new List<ScheduledCase>();
            var rounds = order.Max(c => c.RunsOf(repetitions));
            for (var repetition = 1; repetition <= rounds; repetition++)
            {
                var round = (repetition % 2 == 1 ? order : Enumerable.Reverse(order)).Where(c => repetition <= c.RunsOf(repetitions));
                runs.AddRange(round.Select(c => new ScheduledCase(c, repetition, ++position)));
            }

            groups.Add(new ScheduleGroup(shared.First().Fixture, runs));
        }

        return groups;
    }

    /// <summary>Every (case, repetition) in running order: the runs of <see cref="Group"/>, one group after the other.</summary>
    public static IReadOnlyList<ScheduledCase> Interleave(IReadOnlyList<PlannedCase> cases, int repetitions) =>
        Group(cases, repetitions).SelectMany(g => g.Runs).ToList();
}
