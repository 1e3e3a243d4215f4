namespace Bench.Harness.Native;

/// <summary>How the native target makes its writes to data and log files durable (<c>bench run --durability</c>).</summary>
public enum Durability
{
    /// <summary>
    /// As SQL Server opens data and log files: direct and write-through (Linux O_DIRECT | O_DSYNC, Windows
    /// FILE_FLAG_NO_BUFFERING | FILE_FLAG_WRITE_THROUGH), so every zeroing, page and restore write is on stable
    /// storage, with any metadata it changed, when it returns. No flush follows.
    /// </summary>
    SqlServer,

    /// <summary>For comparison: direct I/O without write-through; zeroing is flushed once at its end.</summary>
    None,
}
