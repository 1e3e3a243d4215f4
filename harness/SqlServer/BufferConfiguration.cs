namespace Bench.Harness.SqlServer;

/// <summary>
/// One "Backup/Restore buffer configuration parameters" block of trace flag 3213 (one per BACKUP or RESTORE). Sizes in
/// bytes; a field the server did not print (older versions have no Sets Of Buffers, only compressed backups have media
/// and encode buffers) is null.
/// </summary>
public sealed record BufferConfiguration
{
    /// <summary>The header line's time, when the lines have timestamps.</summary>
    public DateTime? Time { get; init; }

    /// <summary>Memory limit.</summary>
    public long? MemoryLimitBytes { get; init; }

    /// <summary>BufferCount (2014 and later) or Buffer count (2005-2012).</summary>
    public long? BufferCount { get; init; }

    /// <summary>Sets Of Buffers (2014 and later).</summary>
    public long? SetsOfBuffers { get; init; }

    /// <summary>MaxTransferSize or Max transfer size.</summary>
    public long? MaxTransferSizeBytes { get; init; }

    /// <summary>Min MaxTransferSize or Min MaxTransfer size.</summary>
    public long? MinMaxTransferSizeBytes { get; init; }

    /// <summary>Total buffer space.</summary>
    public long? TotalBufferSpaceBytes { get; init; }

    /// <summary>Filesystem i/o alignment.</summary>
    public long? AlignmentBytes { get; init; }

    /// <summary>Buffers per read stream (2005-2008).</summary>
    public long? BuffersPerReadStream { get; init; }

    /// <summary>Buffers per write stream (2005-2008).</summary>
    public long? BuffersPerWriteStream { get; init; }

    /// <summary>Media Buffer count (compressed backups).</summary>
    public long? MediaBufferCount { get; init; }

    /// <summary>Media Buffer size (compressed backups).</summary>
    public long? MediaBufferSizeBytes { get; init; }

    /// <summary>Encode Buffer count (compressed backups).</summary>
    public long? EncodeBufferCount { get; init; }

    /// <summary>This configuration with one field of trace flag 3213 set, the field named as any SQL Server version prints it.</summary>
    /// <param name="field">"BufferCount", "Buffer count", "Max transfer size", "Media Buffer size", ...</param>
    /// <param name="value">The number printed.</param>
    /// <param name="unit">KB, MB, GB or nothing.</param>
    internal BufferConfiguration With(string field, long value, string unit)
    {
        var bytes = value * (unit.ToUpperInvariant() switch { "KB" => 1L << 10, "MB" => 1L << 20, "GB" => 1L << 30, _ => 1 });
        return string.Concat(field.Where(c => !char.IsWhiteSpace(c))).ToUpperInvariant() switch
        {
            "MEMORYLIMIT" => this with { MemoryLimitBytes = bytes },
            "BUFFERCOUNT" => this with { BufferCount = value },
            "SETSOFBUFFERS" => this with { SetsOfBuffers = value },
            "MAXTRANSFERSIZE" => this with { MaxTransferSizeBytes = bytes },
            "MINMAXTRANSFERSIZE" => this with { MinMaxTransferSizeBytes = bytes },
            "TOTALBUFFERSPACE" => this with { TotalBufferSpaceBytes = bytes },
            "BUFFERSPERREADSTREAM" => this with { BuffersPerReadStream = value },
            "BUFFERSPERWRITESTREAM" => this with { BuffersPerWriteStream = value },
            "MEDIABUFFERCOUNT" => this with { MediaBufferCount = value },
            "MEDIABUFFERSIZE" => this with { MediaBufferSizeBytes = bytes },
            "ENCODEBUFFERCOUNT" => this with { EncodeBufferCount = value },
            "FILESYSTEMI/OALIGNMENT" => this with { AlignmentBytes = bytes },
            _ => this,
        };
    }
}
