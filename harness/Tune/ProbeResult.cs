namespace Bench.Harness.Tune;

/// <summary>One case run of a setting: its throughput in MB/s (data bytes over the transfer time), or why it failed.</summary>
public sealed record ProbeResult
{
    private ProbeResult(double megabytesPerSecond, string? error)
    {
        MegabytesPerSecond = megabytesPerSecond;
        Error = error;
    }

    /// <summary>Throughput in MB/s; NaN when the run failed.</summary>
    public double MegabytesPerSecond { get; }

    /// <summary>Why the run failed; null when it did not.</summary>
    public string? Error { get; }

    /// <summary>Whether the run gave a throughput.</summary>
    public bool IsOk => Error is null;

    /// <summary>A run that moved data at <paramref name="megabytesPerSecond"/> (finite and above zero).</summary>
    public static ProbeResult Ok(double megabytesPerSecond) =>
        double.IsFinite(megabytesPerSecond) && megabytesPerSecond > 0
            ? new ProbeResult(megabytesPerSecond, null)
            : throw new ArgumentOutOfRangeException(nameof(megabytesPerSecond), megabytesPerSecond, "a throughput is finite and above zero");

    /// <summary>A run that failed for <paramref name="reason"/> (the search never picks this setting again).</summary>
    public static ProbeResult Failed(string reason) =>
        new(double.NaN, string.IsNullOrWhiteSpace(reason) ? throw new ArgumentException("a failure says why", nameof(reason)) : reason);
}
