using Bench.Scenarios.Parameters;

namespace Bench.Harness.Tune;

/// <summary>
/// One point of the search: the WITH options of a BACKUP or RESTORE, as plain numbers, so the search needs nothing
/// of how a case is run.
/// </summary>
/// <param name="Stripes">Backup files written or read in parallel.</param>
/// <param name="BufferCount">BUFFERCOUNT.</param>
/// <param name="MaxTransferSize">MAXTRANSFERSIZE in bytes.</param>
/// <param name="BlockSize">BLOCKSIZE in bytes; <see cref="BlockSizeNotGiven"/> when the statement leaves it out.</param>
/// <param name="Compression">COMPRESSION.</param>
public sealed record TuneSetting(int Stripes, int BufferCount, int MaxTransferSize, int BlockSize, bool Compression)
{
    /// <summary>The <see cref="BlockSize"/> of a statement that gives no BLOCKSIZE.</summary>
    public const int BlockSizeNotGiven = 0;

    /// <summary>
    /// Buffer memory as the cap counts it: BUFFERCOUNT x MAXTRANSFERSIZE (x3 with compression, as SQL Server counts
    /// it) plus one MAXTRANSFERSIZE per stripe for the device's own media buffer. SQL Server publishes no per-device
    /// figure; one transfer per device is the unit each device's reader or writer holds, so the cap errs on the safe side.
    /// </summary>
    public long MemoryBytes =>
        BackupOptions.BufferMemory(BufferCount, MaxTransferSize, Compression) + ((long)Stripes * MaxTransferSize);

    /// <summary>The axes in the order a setting is said: stripes, buffer_count, max_transfer_size, block_size, compression.</summary>
    public static IReadOnlyList<TuneAxis> SaidOrder { get; } = [TuneAxis.Stripes, TuneAxis.BufferCount, TuneAxis.MaxTransferSize, TuneAxis.BlockSize, TuneAxis.Compression];

    /// <summary>Its value on <paramref name="axis"/> (BLOCKSIZE <see cref="BlockSizeNotGiven"/> when not given, compression 0 or 1).</summary>
    public int ValueOf(TuneAxis axis) => axis switch
    {
        TuneAxis.Stripes => Stripes,
        TuneAxis.BufferCount => BufferCount,
        TuneAxis.MaxTransferSize => MaxTransferSize,
        TuneAxis.BlockSize => BlockSize,
        _ => Compression ? 1 : 0,
    };

    /// <summary>
    /// The setting in the parameter names and value forms of the matrix and case ids (BackupOptions' parameters), e.g.
    /// <c>stripes=8 buffer_count=64 max_transfer_size=4MB block_size=default compression=off</c>: every axis, as the
    /// machine-readable files (tune-ranked.csv, tune-path.csv, tune-result.json) keep it.
    /// </summary>
    public override string ToString() => Said(SaidOrder);

    /// <summary>
    /// <paramref name="axes"/> of the setting alone, in <see cref="SaidOrder"/> and the form of <see cref="ToString"/>:
    /// <c>stripes=8 buffer_count=64</c> (<see cref="TuneSpace.Label"/> leaves out the axes a tune did not search).
    /// </summary>
    public string Said(IEnumerable<TuneAxis> axes)
    {
        ArgumentNullException.ThrowIfNull(axes);
        var shown = axes.ToHashSet();
        return string.Join(' ', SaidOrder.Where(shown.Contains).Select(Pair));
    }

    private string Pair(TuneAxis axis)
    {
        var parameter = axis switch
        {
            TuneAxis.Stripes => BackupOptions.StripesParameter,
            TuneAxis.BufferCount => BackupOptions.BufferCountParameter,
            TuneAxis.MaxTransferSize => BackupOptions.MaxTransferSizeParameter,
            TuneAxis.BlockSize => BackupOptions.BlockSizeParameter,
            _ => BackupOptions.CompressionParameter,
        };
        return $"{parameter.Name}={parameter.Format(ValueOf(axis))}";
    }
}
