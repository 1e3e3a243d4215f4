namespace Bench.Results;

/// <summary>
/// The parameters of one case as they appear in results.csv. A field a scenario does not use stays null
/// (an empty cell). <see cref="SizeBytes"/> is the size of each data file; <see cref="Files"/> how many.
/// </summary>
public sealed record CaseParameters
{
    /// <summary>Instant File Initialization requested: true (on), false (off), null (not applicable).</summary>
    public bool? Ifi { get; init; }

    /// <summary>Size of each data file, or the initial size for autogrow.</summary>
    public long? SizeBytes { get; init; }

    /// <summary>Number of data files.</summary>
    public int? Files { get; init; }

    /// <summary>Size of the log file (always zeroed).</summary>
    public long? LogSizeBytes { get; init; }

    /// <summary>Growth increment for autogrow.</summary>
    public long? GrowthBytes { get; init; }

    /// <summary>Number of growths for autogrow.</summary>
    public int? Growths { get; init; }

    /// <summary>Backup files (stripes).</summary>
    public int? Stripes { get; init; }

    /// <summary>BUFFERCOUNT.</summary>
    public int? BufferCount { get; init; }

    /// <summary>MAXTRANSFERSIZE in bytes.</summary>
    public int? MaxTransferSize { get; init; }

    /// <summary>BLOCKSIZE in bytes.</summary>
    public int? BlockSize { get; init; }

    /// <summary>Backup compression.</summary>
    public bool? Compression { get; init; }

    /// <summary>Request size of the native target's zeroing writes, in bytes.</summary>
    public int? WriteSize { get; init; }

    /// <summary>Firstwrite: request size of the page writes, in bytes.</summary>
    public int? PageWriteSize { get; init; }

    /// <summary>Workload: doublings of the table (seed 003's GO 24; the sqlserver target's row count is 2^doublings).</summary>
    public int? Doublings { get; init; }
}
