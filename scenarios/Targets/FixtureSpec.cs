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
/// names the same <see cref="Key"/>; removed after the last case that needs it.
/// </summary>
/// <param name="Kind">Database or backup.</param>
/// <param name="DataFileBytes">Size of each data file of the database.</param>
/// <param name="DataFiles">Number of data files.</param>
/// <param name="Stripes">Backup files (backup fixtures).</param>
/// <param name="Compression">Whether the backup is compressed (backup fixtures).</param>
/// <param name="MaxTransferSize">Transfer unit the backup was written in (backup fixtures).</param>
public sealed record FixtureSpec(FixtureKind Kind, long DataFileBytes, int DataFiles, int Stripes, bool Compression, int MaxTransferSize)
{
    /// <summary>Stable name of the fixture; equal keys are the same fixture.</summary>
    public string Key => Kind == FixtureKind.Database
        ? string.Create(CultureInfo.InvariantCulture, $"database/size={DataFileBytes}/files={DataFiles}")
        : string.Create(
            CultureInfo.InvariantCulture,
            $"backup/size={DataFileBytes}/files={DataFiles}/stripes={Stripes}/compression={(Compression ? "on" : "off")}/max_transfer_size={MaxTransferSize}");

    /// <summary>Bytes of data it holds (before compression).</summary>
    public long DataBytes => DataFileBytes * DataFiles;

    /// <summary>Most space it takes: the data, or for a backup the data uncompressed plus each stripe's index.</summary>
    public long DiskBytes => Kind == FixtureKind.Database ? DataBytes : DataBytes + (Stripes * (1L << 20));

    /// <summary>A database fixture: the data files a backup case reads.</summary>
    public static FixtureSpec Database(long dataFileBytes, int dataFiles) => new(FixtureKind.Database, dataFileBytes, dataFiles, 0, false, 0);
}
