namespace Bench.Scenarios.Matrix;

/// <summary>
/// The order cases run in. Repetitions go round the whole matrix (not case after case), and the IFI-on and
/// IFI-off twins of a case run next to each other, alternating which goes first (ABBA), so that drift on a
/// noisy volume hits both alike.
/// </summary>
public static class Schedule
{
    /// <summary>Every (case, repetition) in running order.</summary>
    public static IReadOnlyList<ScheduledCase> Interleave(IReadOnlyList<PlannedCase> cases, int repetitions)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var groups = cases
            .GroupBy(c => c.Id.Twin)
            .Select(g => g.OrderByDescending(c => c.Id.Ifi ?? false).ToList())
            .ToList();
        var order = new List<ScheduledCase>(cases.Count * repetitions);
        for (var repetition = 1; repetition <= repetitions; repetition++)
        {
            foreach (var group in groups)
            {
                var members = repetition % 2 == 1 ? group : Enumerable.Reverse(group);
                order.AddRange(members.Select(c => new ScheduledCase(c, repetition, order.Count + 1)));
            }
        }

        return order;
    }
}
