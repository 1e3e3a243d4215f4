using Bench.Scenarios.Parameters;

namespace Bench.Scenarios;

/// <summary>Parameters several scenarios share, with the same meaning and range in each.</summary>
public static class CommonParameters
{
    /// <summary>Sizes are whole 64 KB extents, as SQL Server allocates them.</summary>
    public const long Extent = 64 * 1024;

    /// <summary>FILEGROWTH of data files where the scenario does not grow them (SQL Server's default, 64 MB).</summary>
    public const long DefaultFileGrowth = 64L << 20;

    /// <summary>Largest size accepted for a file.</summary>
    public const long MaxFileBytes = 64L << 40;

    /// <summary>IFI on or off; a matrix entry without it runs both.</summary>
    public static ParameterSpec Ifi { get; } = new(
        "ifi", ParameterKind.Switch, ["on", "off"], 0, 1, "Instant File Initialization for data files (logs are always zeroed)");

    /// <summary>Size of the log file.</summary>
    public static ParameterSpec LogSize { get; } = new(
        "log_size", ParameterKind.Size, ["1MB"], 512 * 1024, MaxFileBytes,
        "size of the log file, always zeroed (seeds 000 and 002 used 1MB)", Extent);

    /// <summary>Request size of the native target's zeroing writes.</summary>
    public static ParameterSpec WriteSize { get; } = new(
        "write_size", ParameterKind.Size, ["4MB"], Extent, 64L << 20,
        "native target: request size of the zeroing writes (seed 001 saw SQL Server zero in 4-5 MB writes)", Extent);

    /// <summary>A file size in whole extents from 1 MB up.</summary>
    public static ParameterSpec Size(string name, string defaultValue, string description) =>
        new(name, ParameterKind.Size, [defaultValue], 1L << 20, MaxFileBytes, description, Extent);
}
