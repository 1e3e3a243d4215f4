using System.Runtime.InteropServices;

namespace Bench.Harness.Native;

/// <summary>
/// Native memory aligned for direct I/O (the device's logical block size; 4096 covers every common device).
/// Allocated once and reused for every request: nothing is copied on the hot path. On Linux the memory is an
/// anonymous mapping, as SQL Server takes its buffers with VirtualAlloc: zeroed by the kernel, and given back to
/// the system the moment the buffer is disposed (heap memory would stay with the process and its RSS would climb
/// from case to case).
/// </summary>
internal sealed unsafe class AlignedBuffer : IDisposable
{
    /// <summary>Alignment of every buffer, offset and length used with direct I/O.</summary>
    public const int Alignment = 4096;

    private void* memory;
    private bool mapped;

    /// <summary>Allocates <paramref name="length"/> bytes (a multiple of <see cref="Alignment"/>), zeroed.</summary>
    public AlignedBuffer(int length)
    {
        if (length <= 0 || length % Alignment != 0)
        {
            throw new ArgumentOutOfRangeException(nameof(length), length, $"a positive multiple of {Alignment}");
        }

        Length = length;
        if (OperatingSystem.IsLinux())
        {
            memory = LinuxIo.Map((nuint)length);
            mapped = memory != null;
        }

        if (memory == null)
        {
            memory = NativeMemory.AlignedAlloc((nuint)length, Alignment);
            NativeMemory.Clear(memory, (nuint)length);
        }
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
        if (memory == null)
        {
            return;
        }

        if (mapped)
        {
            LinuxIo.Unmap(memory, (nuint)Length);
        }
        else
        {
            NativeMemory.AlignedFree(memory);
        }

        memory = null;
    }
}
