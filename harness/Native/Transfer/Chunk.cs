namespace Bench.Harness.Native.Transfer;

/// <summary>One buffer in flight: which data it holds, how it is stored, and the pool it goes back to.</summary>
/// <param name="Buffer">The buffer.</param>
/// <param name="Pool">Its pool.</param>
/// <param name="File">Data file index (0-based).</param>
/// <param name="DataOffset">Offset of the data in that file.</param>
/// <param name="RawLength">Bytes of data.</param>
/// <param name="StoredLength">Bytes in the buffer (smaller than the data when compressed).</param>
/// <param name="Compressed">Whether the buffer holds compressed data.</param>
internal readonly record struct Chunk(AlignedBuffer Buffer, BufferPool Pool, int File, long DataOffset, int RawLength, int StoredLength, bool Compressed)
{
    /// <summary>Gives the buffer back to its pool.</summary>
    public void Release() => Pool.Return(Buffer);
}
