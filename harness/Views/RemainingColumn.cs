using System.Globalization;
using Spectre.Console.Rendering;

namespace Bench.Harness.Views;

/// <summary>
/// The live bar's remaining time, "hh:mm:ss", from the task's speed as Spectre's RemainingTimeColumn gives it, without its
/// overflow: Spectre 0.49.1 builds a TimeSpan from (max - value) / speed, which throws when the speed is near zero (a
/// bar that had barely moved ended a clean-clone run with an unhandled OverflowException on the refresh thread, exit 134).
/// "--:--:--" while no speed is known, "**:**:**" at 100 hours or more, as Spectre's column shows them.
/// </summary>
public sealed class RemainingColumn : ProgressColumn
{
    /// <summary>The longest time shown; beyond it "**:**:**".</summary>
    private static readonly TimeSpan Longest = TimeSpan.FromHours(100);

    /// <inheritdoc/>
    public override IRenderable Render(RenderOptions options, ProgressTask task, TimeSpan deltaTime)
    {
        ArgumentNullException.ThrowIfNull(task);
        return new Text(Text(task.IsFinished, task.MaxValue - task.Value, task.Speed), new Style(Color.Blue));
    }

    /// <inheritdoc/>
    public override int? GetColumnWidth(RenderOptions options) => 8;

    /// <summary>What the column shows for <paramref name="left"/> of the task's units at <paramref name="speed"/> units a second.</summary>
    internal static string Text(bool finished, double left, double? speed)
    {
        if (finished)
        {
            return "00:00:00";
        }

        if (speed is not > 0 || !double.IsFinite(left))
        {
            return "--:--:--";
        }

        var seconds = Math.Max(0, left) / speed.Value;
        if (!double.IsFinite(seconds) || seconds >= Longest.TotalSeconds)
        {
            return "**:**:**";
        }

        // Whole hours past a day too ("26:00:00", not "02:00:00" as a TimeSpan's hh gives).
        var t = TimeSpan.FromSeconds(seconds);
        return string.Create(CultureInfo.InvariantCulture, $"{(int)t.TotalHours:00}:{t.Minutes:00}:{t.Seconds:00}");
    }
}
