namespace Bench.Scenarios;

/// <summary>A parameter a scenario's transfer throughput is drawn against, one line per series.</summary>
/// <param name="Parameter">Its name in case ids (e.g. buffer_count).</param>
/// <param name="Label">What the axis is called (e.g. BUFFERCOUNT); the chart is named after it.</param>
/// <param name="Scale">How its values are spaced.</param>
public sealed record SweepAxis(string Parameter, string Label, SweepScale Scale)
{
    /// <summary>Values are drawn in this many bytes (1024: in KB).</summary>
    public long Unit { get; init; } = 1;

    /// <summary>The unit's name for the axis label (e.g. KB); null: a plain number.</summary>
    public string? UnitName { get; init; }

    /// <summary>
    /// The text in a case id that means the server's default (BUFFERCOUNT's word default, MAXTRANSFERSIZE's 1MB): such a
    /// case is marked, and drawn at the value its row recorded (<see cref="Recorded"/>), a default word resolved.
    /// </summary>
    public string? DefaultText { get; init; }

    /// <summary>The value a row of results.csv recorded for this parameter (the default resolved).</summary>
    public Func<Bench.Results.CaseParameters, long?>? Recorded { get; init; }

    /// <summary>What the marked default point is called in the legend (e.g. "server default BUFFERCOUNT").</summary>
    public string? DefaultLabel { get; init; }

    /// <summary>What it is called on a run of a real server, where the server resolves the default itself; null: <see cref="DefaultLabel"/>.</summary>
    public string? ServerDefaultLabel { get; init; }

    /// <summary>
    /// The largest value the parameter can take, in bytes or its count (BLOCKSIZE: 64 KB); null: no limit worth drawing. A
    /// default that resolves above it (BLOCKSIZE not given: the native target's MAXTRANSFERSIZE requests, 1 MB) is no
    /// value of the axis, and is drawn apart after the axis's values, labelled as the default.
    /// </summary>
    public long? Max { get; init; }
}
