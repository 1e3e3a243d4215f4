namespace Bench.Harness.Tune;

/// <summary>
/// The moves along several axes at once, tried when no single-axis step improves: gains too small to see one axis at a
/// time add up along a diagonal, and a cap that stops one axis can be traded against another.
/// </summary>
internal static class Moves
{
    private static readonly TuneAxis[] Parallel = [TuneAxis.Stripes, TuneAxis.MaxTransferSize, TuneAxis.BufferCount];

    private static readonly TuneAxis[] Memory = [TuneAxis.Stripes, TuneAxis.BufferCount, TuneAxis.MaxTransferSize, TuneAxis.Compression];

    /// <summary>Steps down on the other axis a trade may take to fit under the cap.</summary>
    private const int MaxTradeSteps = 3;

    /// <summary>
    /// From <paramref name="from"/>: the diagonals (all three of stripes, MAXTRANSFERSIZE and BUFFERCOUNT up one step,
    /// then each pair), then for each axis in <paramref name="blockedUp"/> (whose step up passed the cap) that step with
    /// another memory axis stepped down until it fits. Only points of the grid under <paramref name="maxMemory"/>.
    /// </summary>
    public static IReadOnlyList<TuneSetting> Combined(TuneSpace space, TuneSetting from, IReadOnlyCollection<TuneAxis> blockedUp, long maxMemory)
    {
        ArgumentNullException.ThrowIfNull(space);
        ArgumentNullException.ThrowIfNull(blockedUp);
        var searched = space.SearchedAxes();
        var parallel = Parallel.Where(searched.Contains).ToList();
        var moves = new List<TuneSetting?>();
        if (parallel.Count == 3)
        {
            moves.Add(Up(space, from, parallel));
        }

        for (var i = 0; i < parallel.Count; i++)
        {
            for (var j = i + 1; j < parallel.Count; j++)
            {
                moves.Add(Up(space, from, [parallel[i], parallel[j]]));
            }
        }

        foreach (var up in blockedUp)
        {
            foreach (var down in Memory.Where(a => a != up && searched.Contains(a)))
            {
                moves.Add(Trade(space, from, up, down, maxMemory));
            }
        }

        return moves.OfType<TuneSetting>().Where(m => m != from && m.MemoryBytes <= maxMemory).Distinct().ToList();
    }

    private static TuneSetting? Up(TuneSpace space, TuneSetting from, IEnumerable<TuneAxis> axes)
    {
        TuneSetting? at = from;
        foreach (var axis in axes)
        {
            at = at is null ? null : space.Step(at, axis, +1);
        }

        return at;
    }

    private static TuneSetting? Trade(TuneSpace space, TuneSetting from, TuneAxis up, TuneAxis down, long maxMemory)
    {
        var at = space.Step(from, up, +1);
        for (var steps = 0; at is not null && at.MemoryBytes > maxMemory && steps < MaxTradeSteps; steps++)
        {
            at = space.Step(at, down, -1);
        }

        return at is not null && at.MemoryBytes <= maxMemory ? at : null;
    }
}
