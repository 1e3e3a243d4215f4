using ScottPlot;
using ScottPlot.TickGenerators;

namespace Bench.Plots.Rendering;

/// <summary>Tick generators that label every scale in real units.</summary>
internal static class ScaleTicks
{
    /// <summary>Ticks for an axis of <paramref name="scale"/> showing positions <paramref name="low"/> to <paramref name="high"/> (already transformed).</summary>
    public static ITickGenerator For(AxisScale scale, double low, double high) => scale switch
    {
        AxisScale.Log10 => Log10(low, high),
        AxisScale.Log2 => Log2(low, high),
        _ => new NumericAutomatic { LabelFormatter = Numbers.Tick, MinorTickGenerator = new EvenlySpacedMinorTickGenerator(2) },
    };

    /// <summary>
    /// A labelled major tick at each power of ten and unlabelled minor ticks at 2..9 times it; when the axis spans
    /// at most two decades, 2x and 5x are labelled too so the reader has enough numbers to read bars by.
    /// </summary>
    public static NumericManual Log10(double low, double high)
    {
        var ticks = new NumericManual();
        var dense = high - low <= 2.2;
        for (var decade = Math.Floor(low); decade <= Math.Ceiling(high); decade++)
        {
            for (var k = 1; k <= 9; k++)
            {
                var position = decade + Math.Log10(k);
                if (position < low - 1e-9 || position > high + 1e-9)
                {
                    continue;
                }

                if (k == 1 || (dense && k is 2 or 5))
                {
                    ticks.AddMajor(position, Numbers.Tick(k * Math.Pow(10, decade)));
                }
                else
                {
                    ticks.AddMinor(position);
                }
            }
        }

        return ticks;
    }

    /// <summary>
    /// The ticks of a log2 axis from <paramref name="low"/> to <paramref name="last"/> (transformed), then one at
    /// <paramref name="apart"/> labelled <paramref name="label"/>: a place after the axis's values for what is none of them.
    /// </summary>
    public static NumericManual Log2Apart(double low, double last, double apart, string label)
    {
        var ticks = Log2(low, last);
        ticks.AddMajor(apart, label);
        return ticks;
    }

    /// <summary>A tick at each power of two, all labelled up to 12 of them, else every other one.</summary>
    public static NumericManual Log2(double low, double high)
    {
        var ticks = new NumericManual();
        var first = Math.Ceiling(low - 1e-9);
        var last = Math.Floor(high + 1e-9);
        var every = last - first + 1 > 12 ? 2 : 1;
        for (var power = first; power <= last; power++)
        {
            if ((power - first) % every == 0)
            {
                ticks.AddMajor(power, Numbers.Tick(Math.Pow(2, power)));
            }
            else
            {
                ticks.AddMinor(power);
            }
        }

        return ticks;
    }
}
