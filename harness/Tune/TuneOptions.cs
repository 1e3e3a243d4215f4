using System.Globalization;
using Bench.Results.Units;
using Bench.Scenarios.Parameters;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Tune;

/// <summary>The limits and the statistical rule of one search (see <see cref="TuneSearch"/> for how each is used).</summary>
public sealed record TuneOptions
{
    /// <summary>Most warm-up runs of the start when none is given (<see cref="MaxWarmUp"/>).</summary>
    public const int DefaultMaxWarmUp = 3;

    /// <summary>Most case runs the search may use, repetitions included.</summary>
    public required int Budget { get; init; }

    /// <summary>Most buffer memory a setting may need (<see cref="TuneSetting.MemoryBytes"/>); default the matrix's max_buffer_memory default (1 GB).</summary>
    public long MaxMemoryBytes { get; init; } = DefaultMaxMemoryBytes;

    /// <summary>The volume's limit in MB/s (the run's baseline), or null when unknown: then the search never stops for it.</summary>
    public double? BaselineMbS { get; init; }

    /// <summary>What <see cref="BaselineMbS"/> is, as the search-path chart and tune.md label it (<c>Tuning.TuneLimit</c>).</summary>
    public string BaselineName { get; init; } = "volume limit (baseline)";

    /// <summary>Runs the best and the knee get for their confidence intervals, and the least the current best has before a neighbour is dismissed; default 3 (a matrix run's repetitions).</summary>
    public int Repetitions { get; init; } = 3;

    /// <summary>Most runs of one setting while two are too close to call; default 6.</summary>
    public int MaxRepetitions { get; init; } = 6;

    /// <summary>Smallest gain worth a move (0.02 = 2%): a neighbour whose median is not that much better is dismissed.</summary>
    public double MinGain { get; init; } = 0.02;

    /// <summary>Run-to-run spread assumed before repetitions measure it (standard deviation of ln MB/s; 0.05 = about 5%).</summary>
    public double AssumedNoise { get; init; } = 0.05;

    /// <summary>How far below the best the knee may be, and below the baseline the best may stop (0.05 = 5%).</summary>
    public double Tolerance { get; init; } = 0.05;

    /// <summary>
    /// Settings in the final round: the best and up to this many minus one rivals whose medians are within a single run's
    /// noise margin of it, run side by side <see cref="Repetitions"/> times each; default 3; 1: no final round.
    /// </summary>
    public int FinalContenders { get; init; } = 3;

    /// <summary>
    /// Whether the final round's two highest medians, while too close to call (the lead within
    /// <see cref="Significance.Margin"/>), run again side by side, up to <see cref="MaxRepetitions"/> runs each, from the
    /// budget the search left; default true.
    /// </summary>
    public bool FinalOvertime { get; init; } = true;

    /// <summary>
    /// Most warm-up runs of the start before the search counts any (<see cref="MeasurementPurpose.WarmUp"/>): the first
    /// run always, then each run of the start that is more than two single runs' noise margin faster than the one before
    /// (still coming up to speed); default 3; 0: none.
    /// </summary>
    public int MaxWarmUp { get; init; } = DefaultMaxWarmUp;

    /// <summary>
    /// Whether a search that converged tries, once, the two ends of the best's trade along its bytes in flight
    /// (<see cref="Moves.TradeEnds"/>); default true; false: as the versions before it, whose tunes resume without it.
    /// </summary>
    public bool TradeEnds { get; init; } = true;

    /// <summary>
    /// Whether SQL Server's default at the best's stripes (<see cref="TuneSpace.DefaultAt"/>) joins the final round when it
    /// is not there already, so that the answer is measured against it side by side (<see cref="VersusDefault"/>);
    /// default true; false: as the versions before it, whose tunes resume without it.
    /// </summary>
    public bool AgainstDefault { get; init; } = true;

    /// <summary>Where to start (e.g. the job's current settings); null: SQL Server's defaults (<see cref="TuneSpace.DefaultStart"/>).</summary>
    public TuneSetting? Start { get; init; }

    /// <summary>Every problem of these options in <paramref name="space"/>, each naming the option and what is allowed.</summary>
    public IReadOnlyList<ValidationError> Problems(TuneSpace space)
    {
        ArgumentNullException.ThrowIfNull(space);
        var errors = new List<ValidationError>();
        void Check(bool bad, string option, string field, string problem, string allowed)
        {
            if (bad)
            {
                errors.Add(new ValidationError(SourceLocation.CommandLine(option), field, problem, allowed));
            }
        }

        var c = CultureInfo.InvariantCulture;
        Check(Budget < 1, "--budget", "budget", string.Create(c, $"{Budget} case runs"), "at least 1 case run");
        Check(MaxMemoryBytes < (1L << 20), "--max-memory", "max_memory", $"{ByteSize.Human(MaxMemoryBytes)} of buffer memory", "at least 1MB");
        Check(BaselineMbS is { } b && !(double.IsFinite(b) && b > 0), "--baseline", "baseline", string.Create(c, $"{BaselineMbS} MB/s"), "a throughput above 0, or none");
        Check(Repetitions < 1 || Repetitions > MaxRepetitions, "--repetitions", "repetitions", string.Create(c, $"{Repetitions} with at most {MaxRepetitions}"), "1 to the most repetitions of a contender");
        Check(MaxRepetitions > 1000, "--max-repetitions", "max_repetitions", string.Create(c, $"{MaxRepetitions}"), "at most 1000");
        Check(!(MinGain is >= 0 and < 0.5), "--min-gain", "min_gain", string.Create(c, $"{MinGain}"), "0 to 0.5 (a fraction: 0.02 is 2%)");
        Check(!(AssumedNoise is > 0 and < 1), "--noise", "assumed_noise", string.Create(c, $"{AssumedNoise}"), "above 0 and below 1 (0.05 is about 5%)");
        Check(FinalContenders is < 1 or > 8, "--final-contenders", "final_contenders", string.Create(c, $"{FinalContenders}"), "1 (no final round) to 8 settings");
        Check(MaxWarmUp is < 0 or > 10, "--warm-up", "max_warm_up", string.Create(c, $"{MaxWarmUp}"), "0 (none) to 10 warm-up runs");
        Check(!(Tolerance is > 0 and < 0.5), "--tolerance", "tolerance", string.Create(c, $"{Tolerance}"), "above 0 and below 0.5 (0.05 is 5%)");
        if (Start is { } start)
        {
            Check(!space.Contains(start), "--start", "start", $"{start} is not a point of the grid", "a setting whose every value is on its axis's grid");
            Check(start.MemoryBytes > MaxMemoryBytes, "--start", "start", $"{start} needs {ByteSize.Human(start.MemoryBytes)} of buffer memory, above --max-memory {ByteSize.Human(MaxMemoryBytes)}", "a start within --max-memory");
        }

        return errors;
    }

    /// <summary>The default of the matrix's max_buffer_memory, which limits the same buffers there.</summary>
    private static long DefaultMaxMemoryBytes =>
        ByteSize.TryParse(BackupOptions.MaxBufferMemoryParameter.Defaults[0], out var size)
            ? size.Bytes
            : throw new InvalidOperationException($"the default of {BackupOptions.MaxBufferMemoryParameter.Name} is not a size");
}
