namespace Bench.Results;

/// <summary>The names of the files a run folder holds.</summary>
public static class RunFiles
{
    /// <summary>One row per case and repetition.</summary>
    public const string Results = "results.csv";

    /// <summary>One row per case across repetitions.</summary>
    public const string Summary = "summary.csv";

    /// <summary>One row per autogrowth.</summary>
    public const string Stalls = "stalls.csv";

    /// <summary>A copy of the user's matrix file, so the run can be resumed even if the original changes.</summary>
    public const string Matrix = "matrix.json";

    /// <summary>The counter time series: one line per counter per sample.</summary>
    public const string Samples = "samples.csv";
}
