using System.Globalization;

namespace Bench.Scenarios.Targets;

/// <summary>What a fixture is: a database to back up, or a backup to restore.</summary>
public enum FixtureKind
{
    /// <summary>Data files filled from the seeded generator (the database a backup case reads).</summary>
    Database,

    /// <summary>Backup files (stripes) holding the generator's data (what a restore case reads).</summary>
    Backup,
}

/// <summary>
/// Something cases need before they run, made once, timed apart from every row, and shared by every case that
/// names the same <see cref="Key"/>; removed after the last case that needs it. It is named only by what shapes its
/// content (size, data files, backup files, compression), never by what only changes how it is read (MAXTRANSFERSIZE,
/// BUFFERCOUNT, BLOCKSIZE): every restore case reads the same backup with its own settings.
/// </summary>
/// <param name="Kind">Database or backup.</param>
/// <param name="DataFileBytes">Size of each data file of the database.</param>
/// <param name="DataFiles">Number of data files.</param>
/// <param name="Stripes">Backup files (backup fixtures).</param>
/// <param name="Compression">Whether the backup is compressed (backup fixtures).</param>
public sealed record FixtureSpec(FixtureKind Kind, long DataFileBytes, int DataFiles, int Stripes, bool Compression)
{
    /// <summary>
    /// MAXTRANSFERSIZE a backup fixture is written with: the largest allowed (4 MB), so that its chunks hold whole
    /// requests of any restore case's MAXTRANSFERSIZE.
    /// </summary>
    public const int BackupTransferBytes = 4 << 20;

    /// <summary>
    /// The WITH options a backup fixture is written with: its stripes and compression, <see cref="BackupTransferBytes"/>,
    /// no BLOCKSIZE, BUFFERCOUNT not given (SQL Server chooses; the native target uses the estimate).
    /// </summary>
    public TransferSpec BackupTransfer => new(Stripes, BackupOptions.DefaultBufferCount(Stripes, DataFiles), BackupTransferBytes, 0, Compression)
    {
        BufferCountGiven = false,
    };

    /// <summary>Stable name of the fixture; equal keys are the same fixture.</summary>
    public string Key => Kind == FixtureKind.Database
        ? string.Create(CultureInfo.InvariantCulture, $"database/size={DataFileBytes}/files={DataFiles}")
        : string.Create(
            CultureInfo.InvariantCulture,
            $"backup/size={DataFileBytes}/files={DataFiles}/stripes={Stripes}/compression={(Compression ? "on" : "off")}");

    /// <summary>Bytes of data it holds (before compression).</summary>
    public long DataBytes => DataFileBytes * DataFiles;

    /// <summary>Most space it takes: the data, or for a backup the data uncompressed plus each stripe's index.</summary>
    public long DiskBytes => Kind == FixtureKind.Database ? DataBytes : DataBytes + (Stripes * (1L << 20));

    /// <summary>
    /// What making it asks of the volume and the processor (planned, for the forecast): the data written in
    /// <see cref="BackupTransferBytes"/> requests, a backup's compressed on every core; all of it deleted when its group ends.
    /// </summary>
    public CaseWork Work
    {
        get
        {
            var stored = Kind == FixtureKind.Backup && Compression ? Parameters.BackupOptions.StoredBytes(DataBytes, compression: true) : DataBytes;
            var depth = Kind == FixtureKind.Backup ? Math.Max(1, Stripes) : 1;
            var step = new WorkStep([IoFlow.Writes(stored, BackupTransferBytes, depth)]) { CompressBytes = Kind == FixtureKind.Backup && Compression ? DataBytes : 0 };
            return new CaseWork([step]) { DeletedBytes = stored, DeletedFiles = Kind == FixtureKind.Backup ? Stripes : DataFiles };
        }
    }

    /// <summary>A database fixture: the data files a backup case reads.</summary>
    public static FixtureSpec Database(long dataFileBytes, int dataFiles) => new(FixtureKind.Database, dataFileBytes, dataFiles, 0, false);
}
