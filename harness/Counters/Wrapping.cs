namespace Bench.Harness.Counters;

/// <summary>
/// Differences of cumulative kernel counters. A counter that went down wrapped: at 32 bits when its previous
/// value fitted in 32 bits (fields the kernel keeps as unsigned int, or any field on a 32-bit kernel), else at
/// 64 bits.
/// </summary>
internal static class Wrapping
{
    /// <summary>How far a counter moved from <paramref name="previous"/> to <paramref name="current"/>.</summary>
    public static ulong Delta(ulong previous, ulong current) =>
        current >= previous ? current - previous
        : previous <= uint.MaxValue ? unchecked((uint)current - (uint)previous)
        : unchecked(current - previous);
}
