using Bench.Results.Cases;

namespace Bench.Scenarios.Parameters;

/// <summary>
/// How a database's files are made ready: IFI for the data files (on: allocated without writing; off: zeroed), the
/// log's size (always zeroed), and the request size of the zeroing writes (create, autogrow, restore, exposure).
/// </summary>
/// <param name="LogSize">Size of the log file.</param>
/// <param name="WriteSize">Request size of the native target's zeroing writes.</param>
/// <param name="Ifi">Instant File Initialization for the data files.</param>
public sealed record FileInitialization(ByteSize LogSize, ByteSize WriteSize, bool Ifi)
{
    /// <summary>FILEGROWTH of data files where the scenario does not grow them (SQL Server's default, 64 MB).</summary>
    public const long DefaultFileGrowth = 64L << 20;

    /// <summary>log_size.</summary>
    public static ParameterSpec LogSizeParameter { get; } = new(
        "log_size", ParameterKind.Size, ["1MB"], 512 * 1024, ParameterSpec.MaxFileBytes,
        "size of the log file, always zeroed (seeds 000 and 002 used 1MB)", ParameterSpec.Extent)
    {
        Spoken = text => $"log {(ByteSize.TryParse(text, out var size) ? ByteSize.Spoken(size.Bytes) : text)}",
    };

    /// <summary>write_size.</summary>
    public static ParameterSpec WriteSizeParameter { get; } = new(
        "write_size", ParameterKind.Size, ["4MB"], ParameterSpec.Extent, 64L << 20,
        "native target: request size of the zeroing writes (seed 001 saw SQL Server zero in 4-5 MB writes)", ParameterSpec.Extent)
    {
        Spoken = text => $"zeroing writes of {(ByteSize.TryParse(text, out var size) ? ByteSize.Spoken(size.Bytes) : text)}",
    };

    /// <summary>ifi: on or off; a matrix entry without it runs both.</summary>
    public static ParameterSpec IfiParameter { get; } = new(
        CaseId.IfiName, ParameterKind.Switch, ["on", "off"], 0, 1, "Instant File Initialization for data files (logs are always zeroed)")
    {
        Spoken = text => $"IFI {text}",
        Title = "IFI",
    };

    /// <summary>The group's parameters, in case id order (IFI last, as every case id has it).</summary>
    public static IReadOnlyList<ParameterSpec> Parameters { get; } = [LogSizeParameter, WriteSizeParameter, IfiParameter];

    /// <summary>The group of checked values.</summary>
    public static FileInitialization Read(ParameterValues values)
    {
        ArgumentNullException.ThrowIfNull(values);
        return new(values.Size(LogSizeParameter), values.Size(WriteSizeParameter), values.On(IfiParameter));
    }

    /// <summary>The database a case makes: <paramref name="files"/> data files of <paramref name="size"/>, growing by <paramref name="growthBytes"/>, with this log and IFI.</summary>
    public DatabaseSpec Database(string name, int files, ByteSize size, long growthBytes = DefaultFileGrowth) =>
        new(name, files, size.Bytes, LogSize.Bytes, growthBytes, Ifi, checked((int)WriteSize.Bytes));

    /// <summary>Data files of <paramref name="bytes"/> in all (<paramref name="files"/> files) made ready by the IFI rule: zeroed in write_size requests and flushed, or allocated.</summary>
    public IEnumerable<WorkStep> Ready(long bytes, int files) => Ifi
        ? [new WorkStep([]) { Allocations = files }]
        : [new WorkStep([IoFlow.Writes(bytes, checked((int)WriteSize.Bytes))])];

    /// <summary>The log zeroed, always, as a step of its own.</summary>
    public IEnumerable<WorkStep> ZeroLog() => [new WorkStep([LogZeroing])];

    /// <summary>The log's zeroing: its bytes in write_size requests.</summary>
    public IoFlow LogZeroing => IoFlow.Writes(LogSize.Bytes, checked((int)Math.Min(WriteSize.Bytes, LogSize.Bytes)));

    /// <summary>Its columns of results.csv.</summary>
    public CaseParameters Columns(CaseParameters row)
    {
        ArgumentNullException.ThrowIfNull(row);
        return row with { LogSizeBytes = LogSize.Bytes, WriteSize = checked((int)WriteSize.Bytes), Ifi = Ifi };
    }
}
