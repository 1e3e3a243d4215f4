namespace Bench.Harness.Native;

/// <summary>
/// What the backup and restore engines do with a file: aligned positional reads and writes, and a flush. A
/// <see cref="DirectFile"/> in the harness; a file the tests can watch (requests in flight) in the tests.
/// </summary>
internal interface IBlockFile
{
    /// <summary>The file's path, as messages name it.</summary>
    string Path { get; }

    /// <summary>Current length.</summary>
    long Length { get; }

    /// <summary>Writes <paramref name="data"/> at <paramref name="offset"/> (aligned when direct); returns once it is written.</summary>
    void Write(ReadOnlySpan<byte> data, long offset);

    /// <summary>Reads exactly <paramref name="buffer"/>'s length at <paramref name="offset"/>; throws at the end of the file.</summary>
    void ReadExactly(Span<byte> buffer, long offset);

    /// <summary>True when each write returns only once it is on stable storage, with the metadata it changed (O_DSYNC, FILE_FLAG_WRITE_THROUGH): no flush is needed after it.</summary>
    bool WriteThrough { get; }

    /// <summary>Flushes data and metadata to the device.</summary>
    void Flush();

    /// <summary>
    /// Sets aside space for the file up to <paramref name="length"/> bytes without writing it, its size growing to
    /// cover it (Linux fallocate(2) mode 0, Windows SetEndOfFile); false where the volume cannot, the file's length
    /// unchanged.
    /// </summary>
    bool TryPreallocate(long length);

    /// <summary>Sets the file's size to <paramref name="length"/>, releasing what lies past it.</summary>
    void SetLength(long length);
}
