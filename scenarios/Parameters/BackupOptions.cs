using System.Globalization;

namespace Bench.Scenarios.Parameters;

/// <summary>
/// The BACKUP / RESTORE options of seed 001, with SQL Server's valid ranges: backup files (stripes) 1..64, BUFFERCOUNT at
/// least 1 (or SQL Server's default), MAXTRANSFERSIZE a multiple of 64 KB up to 4 MB, BLOCKSIZE a power of two from
/// 512 B to 64 KB (or not given), compression on or off; and the buffer memory they add up to, refused above a limit.
/// </summary>
/// <param name="Stripes">Backup files written or read in parallel.</param>
/// <param name="Compression">Backup compression.</param>
/// <param name="MaxTransferSize">MAXTRANSFERSIZE.</param>
/// <param name="BufferCount">BUFFERCOUNT; null: not given (SQL Server's choice on the sqlserver target, the estimate on the native one).</param>
/// <param name="BlockSize">BLOCKSIZE; null: not given.</param>
/// <param name="MaxBufferMemory">The most buffer memory a case may use (a limit, not part of the case id).</param>
public sealed record BackupOptions(int Stripes, bool Compression, ByteSize MaxTransferSize, int? BufferCount, ByteSize? BlockSize, ByteSize MaxBufferMemory)
{
    /// <summary>stripes.</summary>
    public static ParameterSpec StripesParameter { get; } = new(
        "stripes", ParameterKind.Count, ["1"], 1, 64, "backup files written or read in parallel (BACKUP ... TO DISK = x N; seed 001: 1 vs 9)")
    {
        Spoken = ParameterSpec.Counted("backup file"),
        Title = "backup files",
    };

    /// <summary>compression (the native target's codec: see the harness's Codec).</summary>
    public static ParameterSpec CompressionParameter { get; } = new(
        "compression", ParameterKind.Switch, ["off"], 0, 1, "backup compression (native: Brotli at quality 1, on data that compresses about 2:1 as seed 001's did)")
    {
        Spoken = text => text == "on" ? "compressed" : "uncompressed",
    };

    /// <summary>max_transfer_size.</summary>
    public static ParameterSpec MaxTransferSizeParameter { get; } = new(
        "max_transfer_size", ParameterKind.Size, ["1MB"], 64 * 1024, 4L << 20, "MAXTRANSFERSIZE: size of each buffer and data file I/O (SQL Server's default for disk: 1MB)", 64 * 1024)
    {
        Spoken = ParameterSpec.Option("MAXTRANSFERSIZE"),
        Title = "MAXTRANSFERSIZE",
    };

    /// <summary>buffer_count.</summary>
    public static ParameterSpec BufferCountParameter { get; } = new(
        "buffer_count", ParameterKind.Count, [ParameterSpec.DefaultWord], 1, 1_000_000, "BUFFERCOUNT: buffers of max_transfer_size in flight")
    {
        DefaultMeaning = "not given: the sqlserver target sends no BUFFERCOUNT, so SQL Server chooses (trace flag 3213 prints its choice, kept as"
            + " buffer_count and peak_buffers_out); the native target, with no server to choose, runs the often-quoted estimate stripes x 4 + data files",
        Spoken = ParameterSpec.Option("BUFFERCOUNT"),
        Title = "BUFFERCOUNT",
    };

    /// <summary>block_size.</summary>
    public static ParameterSpec BlockSizeParameter { get; } = new(
        "block_size", ParameterKind.Size, [ParameterSpec.DefaultWord], 512, 64 * 1024,
        "BLOCKSIZE; on the native target the request size of backup file I/O (a storage model: SQL Server's own use of BLOCKSIZE is not public)")
    {
        PowerOfTwo = true,
        Spoken = ParameterSpec.Option("BLOCKSIZE"),
        Title = "BLOCKSIZE",
        DefaultMeaning = "not given; the native target reads and writes backup files in max_transfer_size requests",
    };

    /// <summary>max_buffer_memory: a limit, not a variable.</summary>
    public static ParameterSpec MaxBufferMemoryParameter { get; } = new(
        "max_buffer_memory", ParameterKind.Size, ["1GB"], 1L << 20, 1L << 40,
        "a limit, not a variable: cases whose buffer memory (buffer_count x max_transfer_size, x3 with compression) is larger are refused")
    {
        IsLimit = true,
    };

    /// <summary>
    /// What BACKUP and RESTORE throughput is drawn against: BUFFERCOUNT (the default drawn where its resolved value falls,
    /// and marked), MAXTRANSFERSIZE (its default, 1 MB, marked) and BLOCKSIZE (in KB; BLOCKSIZE not given resolves to the
    /// request size the native target then uses, MAXTRANSFERSIZE; when that is past what BLOCKSIZE can take, 64 KB, it is
    /// no BLOCKSIZE at all: drawn apart, a doubling after the largest BLOCKSIZE drawn, or at 128 KB when none is).
    /// </summary>
    public static IReadOnlyList<SweepAxis> Sweeps { get; } =
    [
        new(BufferCountParameter.Name, "BUFFERCOUNT", SweepScale.Log2)
        {
            DefaultText = ParameterSpec.DefaultWord, Recorded = c => c.BufferCount, DefaultLabel = "server default BUFFERCOUNT (stripes x 4 + data files)",
            ServerDefaultLabel = "server default BUFFERCOUNT (SQL Server's choice, trace flag 3213)",
        },
        new(MaxTransferSizeParameter.Name, "MAXTRANSFERSIZE", SweepScale.Log2)
        {
            Unit = 1024, UnitName = "KB", DefaultText = MaxTransferSizeParameter.Defaults[0], Recorded = c => c.MaxTransferSize,
            DefaultLabel = "server default MAXTRANSFERSIZE (1 MB, to disk)",
        },
        new(BlockSizeParameter.Name, "BLOCKSIZE", SweepScale.Log2)
        {
            Unit = 1024, UnitName = "KB", DefaultText = ParameterSpec.DefaultWord, Recorded = c => c.BlockSize ?? c.MaxTransferSize,
            DefaultLabel = "BLOCKSIZE not given (native: MAXTRANSFERSIZE requests)", Max = BlockSizeParameter.Max,
        },
    ];

    /// <summary>The group's parameters, in case id order: what shapes the backup files first, then what only the transfer uses.</summary>
    public static IReadOnlyList<ParameterSpec> Parameters { get; } =
        [StripesParameter, CompressionParameter, MaxTransferSizeParameter, BufferCountParameter, BlockSizeParameter, MaxBufferMemoryParameter];

    /// <summary>How much the native codec shrinks the generated data (about 2:1, as seed 001's database: 642 GB to 317 GB), for planning only.</summary>
    public const double ExpectedCompressionRatio = 2.0;

    /// <summary>BUFFERCOUNT when not given: the often-quoted estimate (devices x 3 + devices + database files).</summary>
    public static int DefaultBufferCount(int stripes, int files) => (stripes * 4) + files;

    /// <summary>The group of checked values.</summary>
    public static BackupOptions Read(ParameterValues values)
    {
        ArgumentNullException.ThrowIfNull(values);
        return new(
            values.Count(StripesParameter), values.On(CompressionParameter), values.Size(MaxTransferSizeParameter),
            values.CountOrDefault(BufferCountParameter), values.SizeOrDefault(BlockSizeParameter), values.Size(MaxBufferMemoryParameter));
    }

    /// <summary>
    /// The WITH options for a database of <paramref name="files"/> data files: BUFFERCOUNT's default resolved to the
    /// estimate and marked not given (the sqlserver target leaves it out; the native target runs the estimate).
    /// </summary>
    public TransferSpec Transfer(int files) => new(
        Stripes, BufferCount ?? DefaultBufferCount(Stripes, files), checked((int)MaxTransferSize.Bytes), checked((int)(BlockSize?.Bytes ?? 0)), Compression)
    {
        BufferCountGiven = BufferCount is not null,
    };

    /// <summary>Buffer memory as SQL Server counts it: BUFFERCOUNT x MAXTRANSFERSIZE (x3 with compression).</summary>
    public static long BufferMemory(int bufferCount, long maxTransferSize, bool compression) => bufferCount * maxTransferSize * (compression ? 3 : 1);

    /// <summary>Buffer memory of these options for a database of <paramref name="files"/> data files (BUFFERCOUNT's default resolved).</summary>
    public long BufferMemory(int files) => BufferMemory(Transfer(files).BufferCount, MaxTransferSize.Bytes, Compression);

    /// <summary>What a case with these options needs: <paramref name="source"/> made first, its buffer memory, and the space given.</summary>
    public ScenarioPlan Plan(FixtureSpec source, int files, long dataBytes, long backupBytes) =>
        new(dataBytes) { BackupBytes = backupBytes, Fixture = source, BufferMemoryBytes = BufferMemory(files) };

    /// <summary>Bytes the backup files of <paramref name="dataBytes"/> of data hold (planned: compressed data shrinks by <see cref="ExpectedCompressionRatio"/>).</summary>
    public long StoredBytes(long dataBytes) => StoredBytes(dataBytes, Compression);

    /// <summary>Bytes backup files of <paramref name="dataBytes"/> of data hold, compressed or not (planned, as above).</summary>
    public static long StoredBytes(long dataBytes, bool compression) => compression ? (long)(dataBytes / ExpectedCompressionRatio) : dataBytes;

    /// <summary>
    /// A BACKUP's work: the data read in MAXTRANSFERSIZE requests and the backup files written in BLOCKSIZE requests, the
    /// BUFFERCOUNT buffers in flight shared by both sides (one buffer: one request at a time), compression on every core.
    /// </summary>
    public IEnumerable<WorkStep> Backup(long dataBytes, int files)
    {
        var spec = Transfer(files);
        var write = new WorkStep([IoFlow.Writes(StoredBytes(dataBytes), spec.StripeRequestBytes)]) { CompressBytes = Compression ? dataBytes : 0 };
        return Pipelined(IoFlow.Reads(dataBytes, spec.MaxTransferSize), spec.BufferCount, write, spec.BufferCount, spec.BufferCount);
    }

    /// <summary>
    /// A RESTORE's data copy: the backup files read in BLOCKSIZE requests (several reads in flight per file) and the data
    /// written in MAXTRANSFERSIZE requests, the BUFFERCOUNT buffers in flight shared by both sides, decompression on every core.
    /// </summary>
    public IEnumerable<WorkStep> Restore(long dataBytes, int files)
    {
        var spec = Transfer(files);
        var write = new WorkStep([IoFlow.Writes(dataBytes, spec.MaxTransferSize)]) { DecompressBytes = Compression ? dataBytes : 0 };
        return Pipelined(IoFlow.Reads(StoredBytes(dataBytes), spec.StripeRequestBytes), spec.BufferCount, write, spec.BufferCount, spec.BufferCount);
    }

    /// <summary>Reads feeding <paramref name="write"/> (its one stream, its processor work) through <paramref name="buffers"/> buffers.</summary>
    private static IEnumerable<WorkStep> Pipelined(IoFlow read, int readers, WorkStep write, int writers, int buffers)
    {
        if (buffers == 1)
        {
            return [new WorkStep([read]), write];
        }

        var half = Math.Max(1, buffers / 2);
        return [write with { Streams = [read with { Depth = Math.Min(readers, half) }, write.Streams[0] with { Depth = Math.Min(writers, half) }] }];
    }

    /// <summary>
    /// The buffer memory above <see cref="MaxBufferMemory"/>, refused with the value that would allow it; or, when no
    /// value <see cref="MaxBufferMemoryParameter"/> allows is enough, with the most it allows.
    /// </summary>
    public IReadOnlyList<ParameterProblem> Problems(int files)
    {
        var memory = BufferMemory(files);
        if (memory <= MaxBufferMemory.Bytes)
        {
            return [];
        }

        var transfer = Transfer(files);
        var most = MaxBufferMemoryParameter.Max;
        // A default is no count the user can make smaller: its estimate is what the native target runs (a server chooses its own).
        var smaller = BufferCount is null ? "a buffer_count given below the default's estimate, or a smaller" : "a smaller buffer_count or";
        var allowed = memory <= most
            ? $"{smaller} max_transfer_size, or allow it with \"{MaxBufferMemoryParameter.Name}\": \"{ByteSize.Format(NextPowerOfTwo(memory))}\" in this matrix entry"
            : $"{smaller} max_transfer_size: this combination cannot be allowed, as {MaxBufferMemoryParameter.Name} allows at most {ByteSize.Format(most)}";
        var count = BufferCount is null
            ? string.Create(CultureInfo.InvariantCulture, $"{transfer.BufferCount} (buffer_count default: the estimate stripes x 4 + data files, which the native target runs)")
            : transfer.BufferCount.ToString(CultureInfo.InvariantCulture);
        return
        [
            new ParameterProblem(
                BufferCountParameter.Name,
                $"buffer memory {count} x {MaxTransferSize}{(Compression ? " x 3 (compression)" : string.Empty)}"
                + $" = {ByteSize.Human(memory)} is above {MaxBufferMemoryParameter.Name} ({ByteSize.Human(MaxBufferMemory.Bytes)})",
                allowed),
        ];
    }

    /// <summary>Its columns of results.csv (BUFFERCOUNT as really used, its default resolved).</summary>
    public CaseParameters Columns(CaseParameters row, int files)
    {
        ArgumentNullException.ThrowIfNull(row);
        return row with
        {
            Stripes = Stripes,
            BufferCount = Transfer(files).BufferCount,
            MaxTransferSize = checked((int)MaxTransferSize.Bytes),
            BlockSize = BlockSize is { } block ? checked((int)block.Bytes) : null,
            Compression = Compression,
        };
    }

    private static long NextPowerOfTwo(long value) => 1L << (int)(64 - long.LeadingZeroCount(value - 1));
}
