using System.Runtime.InteropServices;

namespace Bench.Harness.Native;

/// <summary>
/// Native memory aligned for direct I/O (the device's logical block size; 4096 covers every common device).
/// Allocated once per target and reused for every write: nothing is copied on the hot path.
/// </summary>
internal sealed unsafe class AlignedBuffer : IDisposable
{
    /// <summary>Alignment of every buffer, offset and length used with direct I/O.</summary>
    public const int Alignment = 4096;

    private void* memory;

    /// <summary>Allocates <paramref name="length"/> bytes (a multiple of <see cref="Alignment"/>), zeroed.</summary>
    public AlignedBuffer(int length)
    {
        if (length <= 0 || length % Alignment != 0)
        {
            throw new ArgumentOutOfRangeException(nameof(length), length, $"a positive multiple of {Alignment}");
        }

        memory = NativeMemory.AlignedAlloc((nuint)length, Alignment);
        Length = length;
        NativeMemory.Clear(memory, (nuint)length);
    }

    /// <summary>Size in bytes.</summary>
    public int Length { get; }

    /// <summary>The first <paramref name="length"/> bytes.</summary>
    public ReadOnlySpan<byte> Slice(int length) => new(memory, length);

    /// <summary>The whole buffer, writable.</summary>
    public Span<byte> Span => new(memory, Length);

    /// <inheritdoc/>
    public void Dispose()
    {
        if (memory != null)
        {
            NativeMemory.AlignedFree(memory);
            memory = null;
        }
    }
}
