namespace Bench.Harness.Native.Transfer;

/// <summary>Spreads work over backup files: the one with the fewest buffers on it, in turn among equals.</summary>
internal static class InTurn
{
    /// <summary>
    /// The index with the least <paramref name="load"/> among those <paramref name="open"/> (all when null), looking from
    /// <paramref name="turn"/> on so that equals take turns; -1 when none is open.
    /// </summary>
    public static int Fewest(int[] load, int turn, Func<int, bool>? open = null)
    {
        var best = -1;
        for (var i = 0; i < load.Length; i++)
        {
            var k = (turn + i) % load.Length;
            if ((open is null || open(k)) && (best < 0 || load[k] < load[best]))
            {
                best = k;
            }
        }

        return best;
    }
}
