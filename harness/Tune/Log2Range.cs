using System.Globalization;
using System.Numerics;

namespace Bench.Harness.Tune;

/// <summary>The powers of two from <paramref name="Min"/> to <paramref name="Max"/>: one axis's log2 grid.</summary>
/// <param name="Min">Smallest value (a power of two).</param>
/// <param name="Max">Largest value (a power of two, at least <paramref name="Min"/>).</param>
public sealed record Log2Range(int Min, int Max)
{
    /// <summary>Every power of two in the range, ascending.</summary>
    public IReadOnlyList<int> Values()
    {
        var values = new List<int>();
        for (long v = Min; v <= Max && v > 0; v *= 2)
        {
            values.Add((int)v);
        }

        return values;
    }

    /// <summary>
    /// Why the range cannot be a grid between <paramref name="lowest"/> and <paramref name="highest"/>, or null; its
    /// values said by <paramref name="say"/> (the unit its option takes: 64KB), else as numbers.
    /// </summary>
    public string? Problem(int lowest, int highest, Func<long, string>? say = null)
    {
        say ??= Number;
        if (Min < lowest || Max > highest || Min > Max)
        {
            return Min == Max
                ? $"{say(Min)} is not within {say(lowest)}..{say(highest)}"
                : $"{ToString(say)} is not within {say(lowest)}..{say(highest)} with the smaller first";
        }

        return BitOperations.IsPow2(Min) && BitOperations.IsPow2(Max)
            ? null
            : Min == Max ? $"{say(Min)} is not a power of two (the grid is log2)" : $"{ToString(say)} does not start and end on powers of two (the grid is log2)";
    }

    /// <summary>"1..16", or "4" for a range of one value; its values said by <paramref name="say"/> (64KB..4MB).</summary>
    public string ToString(Func<long, string> say)
    {
        ArgumentNullException.ThrowIfNull(say);
        return Min == Max ? say(Min) : $"{say(Min)}..{say(Max)}";
    }

    /// <inheritdoc/>
    public override string ToString() => ToString(Number);

    private static string Number(long value) => value.ToString(CultureInfo.InvariantCulture);
}
