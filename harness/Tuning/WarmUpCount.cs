using Bench.Harness.Tune;

namespace Bench.Harness.Tuning;

/// <summary>
/// The warm-up runs of a tune's start (its first rows, replayed ones included), counted as the search reports its
/// runs: a tune stopped before its search ended has no <see cref="TuneResult"/> to count them in. Each report then goes
/// on to <paramref name="next"/>.
/// </summary>
/// <param name="next">Told every report after it is counted.</param>
public sealed class WarmUpCount(IProgress<TuneProgress> next) : IProgress<TuneProgress>
{
    private bool ended;

    /// <summary>Warm-up runs of the start so far.</summary>
    public int WarmUps { get; private set; }

    /// <summary>Told the number of warm-up runs once the first run after them is reported (the warm-up has ended).</summary>
    public Action<int>? WarmedUp { get; init; }

    /// <inheritdoc/>
    public void Report(TuneProgress value)
    {
        ArgumentNullException.ThrowIfNull(value);
        // A report "again" moved the best a second time after a run already counted.
        if (!value.Again && !ended)
        {
            if (value.Last.Purpose == MeasurementPurpose.WarmUp)
            {
                WarmUps++;
            }
            else
            {
                ended = true;
                WarmedUp?.Invoke(WarmUps);
            }
        }

        next.Report(value);
    }
}
