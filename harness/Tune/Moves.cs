namespace Bench.Harness.Tune;

/// <summary>
/// The moves along several axes at once, tried when no single-axis step improves: gains too small to see one axis at a
/// time add up along a diagonal, a cap that stops one axis can be traded against another, and so can bytes in flight
/// that hurt past a point.
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
    /// another memory axis stepped down until it fits, then MAXTRANSFERSIZE up with BUFFERCOUNT down (and the reverse)
    /// until the bytes in flight are no more than <paramref name="from"/>'s. Only points of the grid under <paramref name="maxMemory"/>.
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
            moves.Add(Up(space, from, parallel, maxMemory));
        }

        for (var i = 0; i < parallel.Count; i++)
        {
            for (var j = i + 1; j < parallel.Count; j++)
            {
                moves.Add(Up(space, from, [parallel[i], parallel[j]], maxMemory));
            }
        }

        foreach (var up in blockedUp)
        {
            foreach (var down in Memory.Where(a => a != up && searched.Contains(a)))
            {
                moves.Add(Trade(space, from, up, down, s => s.MemoryBytes <= maxMemory));
            }
        }

        // Trades at the same buffer memory: larger requests and fewer buffers, or the reverse. Where bytes in flight past
        // a point hurt (a RAM-backed volume: the buffers fall out of the CPU's caches), a larger request pays only with
        // fewer buffers, which no single-axis step and no diagonal tries.
        if (searched.Contains(TuneAxis.MaxTransferSize) && searched.Contains(TuneAxis.BufferCount))
        {
            var inFlight = InFlight(from);
            moves.Add(Trade(space, from, TuneAxis.MaxTransferSize, TuneAxis.BufferCount, s => InFlight(s) <= inFlight));
            moves.Add(Trade(space, from, TuneAxis.BufferCount, TuneAxis.MaxTransferSize, s => InFlight(s) <= inFlight));
        }

        return moves.OfType<TuneSetting>().Where(m => m != from && m.MemoryBytes <= maxMemory).Distinct().ToList();
    }

    private static TuneSetting? Up(TuneSpace space, TuneSetting from, IEnumerable<TuneAxis> axes, long maxMemory)
    {
        TuneSetting? at = from;
        foreach (var axis in axes)
        {
            at = at is null ? null : space.Step(at, axis, +1, maxMemory: maxMemory);
        }

        return at;
    }

    /// <summary><paramref name="up"/> one step up from <paramref name="from"/>, then <paramref name="down"/> down until the point <paramref name="fits"/>; null when it does not within <see cref="MaxTradeSteps"/>.</summary>
    private static TuneSetting? Trade(TuneSpace space, TuneSetting from, TuneAxis up, TuneAxis down, Func<TuneSetting, bool> fits)
    {
        var at = space.Step(from, up, +1);
        for (var steps = 0; at is not null && !fits(at) && steps < MaxTradeSteps; steps++)
        {
            at = space.Step(at, down, -1, passNear: false);
        }

        return at is not null && fits(at) ? at : null;
    }

    /// <summary>
    /// From <paramref name="from"/>, at its stripes, the whole trade along its bytes in flight to each end of MAXTRANSFERSIZE:
    /// the largest MAXTRANSFERSIZE with the most buffers (of the log2 grid) whose bytes in flight are no more than
    /// <paramref name="from"/>'s, then the smallest likewise (no end where even the fewest buffers hold more); each with
    /// fewer buffers until it fits under <paramref name="maxMemory"/>. Only points other than <paramref name="from"/>; none
    /// unless BUFFERCOUNT and MAXTRANSFERSIZE each have more than one value.
    /// A search that has converged tries them: where bytes in flight past a point hurt, the way from a setting with small
    /// requests to the best with large ones can run through settings each only a few percent better than the last, gains
    /// a single run's noise hides, while the far end of the trade is better by all of them at once.
    /// </summary>
    public static IReadOnlyList<TuneSetting> TradeEnds(TuneSpace space, TuneSetting from, long maxMemory)
    {
        ArgumentNullException.ThrowIfNull(space);
        ArgumentNullException.ThrowIfNull(from);
        var buffers = space.BufferCount.Values();
        var transfers = space.MaxTransferSize.Values();
        if (buffers.Count < 2 || transfers.Count < 2)
        {
            return [];
        }

        var inFlight = InFlight(from);
        TuneSetting? End(int transfer) => buffers.LastOrDefault(b => (long)b * transfer <= inFlight) is var most and > 0
            ? Fit(@from with { MaxTransferSize = transfer, BufferCount = most }, buffers, maxMemory)
            : null;
        return new[] { End(transfers[^1]), End(transfers[0]) }.OfType<TuneSetting>().Where(m => m != from).Distinct().ToList();
    }

    /// <summary><paramref name="setting"/>, or with fewer buffers (values of the grid) until it fits; null when none does.</summary>
    private static TuneSetting? Fit(TuneSetting setting, IReadOnlyList<int> buffers, long maxMemory) =>
        buffers.Where(b => b <= setting.BufferCount).Reverse().Select(b => setting with { BufferCount = b }).FirstOrDefault(s => s.MemoryBytes <= maxMemory);

    /// <summary>The bytes <paramref name="setting"/>'s buffers hold in flight: BUFFERCOUNT x MAXTRANSFERSIZE.</summary>
    private static long InFlight(TuneSetting setting) => (long)setting.BufferCount * setting.MaxTransferSize;
}
