namespace Bench.Plots.Report;

/// <summary>
/// Whether IFI changed a pair's time beyond the runs' noise, as the IFI charts' titles and notes and the report's sentences
/// all judge it.
/// </summary>
internal static class IfiSignificance
{
    /// <summary>
    /// Whether IFI changed a pair's time significantly: the 95% interval of its off/on ratio (summary.csv's, on the IFI-off
    /// row) leaves out 1; null when the run has none (fewer than two repetitions a side).
    /// </summary>
    public static bool? Of(SummaryRow off)
    {
        ArgumentNullException.ThrowIfNull(off);
        return off.IfiRatioCi95Lower is { } low && off.IfiRatioCi95Upper is { } high && double.IsFinite(low) && double.IsFinite(high) ? low > 1 || high < 1 : null;
    }
}
