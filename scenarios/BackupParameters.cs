using Bench.Results;
using Bench.Scenarios.Parameters;
using Bench.Scenarios.Targets;
using Bench.Results.Units;

namespace Bench.Scenarios;

/// <summary>
/// The BACKUP / RESTORE options of seed 001, with SQL Server's valid ranges: backup files (stripes) 1..64,
/// BUFFERCOUNT at least 1, MAXTRANSFERSIZE a multiple of 64 KB up to 4 MB, BLOCKSIZE a power of two from 512 B
/// to 64 KB, compression on or off; and the buffer memory they add up to, refused above a limit.
/// </summary>
public static class BackupParameters
{
    /// <summary>Default limit of buffer memory per case.</summary>
    public const long DefaultBufferMemoryLimit = 1L << 30;

    /// <summary>Size of each data file of the database backed up or restored.</summary>
    public static ParameterSpec Size { get; } = CommonParameters.Size("size", "1GB", "size of each data file of the database");

    /// <summary>Data files of the database.</summary>
    public static ParameterSpec Files { get; } = new("files", ParameterKind.Count, ["1"], 1, 64, "number of data files of the database");

    /// <summary>Backup files.</summary>
    public static ParameterSpec Stripes { get; } = new(
        "stripes", ParameterKind.Count, ["1"], 1, 64, "backup files written or read in parallel (BACKUP ... TO DISK = x N; seed 001: 1 vs 9)");

    /// <summary>BUFFERCOUNT.</summary>
    public static ParameterSpec BufferCount { get; } = new(
        "buffer_count", ParameterKind.Count, [ParameterSpec.DefaultWord], 1, 1_000_000, "BUFFERCOUNT: buffers of max_transfer_size in flight")
    {
        DefaultMeaning = "not given; SQL Server's often-quoted estimate stripes x 4 + data files is used",
    };

    /// <summary>MAXTRANSFERSIZE.</summary>
    public static ParameterSpec MaxTransferSize { get; } = new(
        "max_transfer_size", ParameterKind.Size, ["1MB"], 64 * 1024, 4L << 20, "MAXTRANSFERSIZE: size of each buffer and data file I/O (SQL Server's default for disk: 1MB)", 64 * 1024);

    /// <summary>BLOCKSIZE.</summary>
    public static ParameterSpec BlockSize { get; } = new(
        "block_size", ParameterKind.Size, [ParameterSpec.DefaultWord], 512, 64 * 1024,
        "BLOCKSIZE; on the native target the request size of backup file I/O (a storage model: SQL Server's own use of BLOCKSIZE is not public)")
    {
        PowerOfTwo = true,
        DefaultMeaning = "not given; the native target reads and writes backup files in max_transfer_size requests",
    };

    /// <summary>Backup compression.</summary>
    public static ParameterSpec Compression { get; } = new(
        "compression", ParameterKind.Switch, ["off"], 0, 1, "backup compression (native: Deflate, on data that compresses about 2:1 as seed 001's did)");

    /// <summary>The buffer memory a case may use.</summary>
    public static ParameterSpec MaxBufferMemory { get; } = new(
        "max_buffer_memory", ParameterKind.Size, ["1GB"], 1L << 20, 1L << 40,
        "a limit, not a variable: cases whose buffer memory (buffer_count x max_transfer_size, x3 with compression) is larger are refused")
    {
        IsLimit = true,
    };

    /// <summary>Every option, in case id order: what shapes the backup files first, then what only the transfer uses.</summary>
    public static IReadOnlyList<ParameterSpec> All { get; } = [Size, Files, Stripes, Compression, MaxTransferSize, BufferCount, BlockSize, MaxBufferMemory];

    /// <summary>BUFFERCOUNT when not given: the often-quoted estimate (devices x 3 + devices + database files).</summary>
    public static int DefaultBufferCount(int stripes, int files) => (stripes * 4) + files;

    /// <summary>Buffer memory as SQL Server counts it.</summary>
    public static long BufferMemory(int bufferCount, int maxTransferSize, bool compression) =>
        (long)bufferCount * maxTransferSize * (compression ? 3 : 1);

    /// <summary>The typed options of checked values, the parameters they fill, and the problems of their combination.</summary>
    public static (TransferSpec Transfer, CaseParameters Parameters, long BufferMemory, IReadOnlyList<ParameterProblem> Problems) Read(ParameterValues values)
    {
        ArgumentNullException.ThrowIfNull(values);
        var stripes = values.Count("stripes");
        var files = values.Count("files");
        var requested = values.Count("buffer_count");
        var transfer = new TransferSpec(
            stripes,
            requested == 0 ? DefaultBufferCount(stripes, files) : requested,
            values.Count("max_transfer_size"),
            values.Count("block_size"),
            values.On("compression"));
        var memory = BufferMemory(transfer.BufferCount, transfer.MaxTransferSize, transfer.Compression);
        var limit = values["max_buffer_memory"];
        var problems = new List<ParameterProblem>();
        if (memory > limit)
        {
            problems.Add(new ParameterProblem(
                "buffer_count",
                $"buffer memory {transfer.BufferCount} x {ByteSize.Format(transfer.MaxTransferSize)}{(transfer.Compression ? " x 3 (compression)" : string.Empty)}"
                + $" = {ByteSize.Human(memory)} is above max_buffer_memory ({ByteSize.Human(limit)})",
                $"a smaller buffer_count or max_transfer_size, or allow it with \"max_buffer_memory\": \"{ByteSize.Format(NextPowerOfTwo(memory))}\" in this matrix entry"));
        }

        var parameters = new CaseParameters
        {
            SizeBytes = values["size"],
            Files = files,
            Stripes = stripes,
            BufferCount = transfer.BufferCount,
            MaxTransferSize = transfer.MaxTransferSize,
            BlockSize = transfer.BlockSize == 0 ? null : transfer.BlockSize,
            Compression = transfer.Compression,
        };
        return (transfer, parameters, memory, problems);
    }

    private static long NextPowerOfTwo(long value) => 1L << (int)(64 - long.LeadingZeroCount(value - 1));
}
