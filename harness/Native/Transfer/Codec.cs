using System.Buffers;
using System.IO.Compression;

namespace Bench.Harness.Native.Transfer;

/// <summary>
/// Backup compression with a real codec: Brotli at quality 1 (span in, span out, nothing allocated per
/// chunk), which on the generated data gives about 2:1, as SQL Server's compression did on seed 001's database.
/// </summary>
internal static class Codec
{
    private const int Quality = 1;

    /// <summary>The codec in words, as the compression parameter's description names it.</summary>
    public static string Name { get; } = $"Brotli at quality {Quality}";
    // 64 KB: the data's repeats are close together, and the decoder's ring buffer stays small.
    private const int Window = 16;

    /// <summary>Compresses <paramref name="source"/>; false when the result would not be smaller (the chunk is then stored as is).</summary>
    public static bool TryCompress(ReadOnlySpan<byte> source, Span<byte> destination, out int written) =>
        BrotliEncoder.TryCompress(source, destination, out written, Quality, Window) && written < source.Length;

    /// <summary>Decompresses exactly <paramref name="destination"/>'s length; throws when the data is not what was stored.</summary>
    public static void Decompress(ReadOnlySpan<byte> source, Span<byte> destination, string where)
    {
        if (!BrotliDecoder.TryDecompress(source, destination, out var written) || written != destination.Length)
        {
            throw new InvalidDataException($"{where}: compressed chunk does not decompress to its {destination.Length} bytes");
        }
    }

    /// <summary>Starts decompressing one chunk that arrives a piece at a time (a chunk larger than a buffer); <paramref name="where"/> names it in errors.</summary>
    public static StreamDecoder Decoder(string where) => new(where);

    /// <summary>Decompresses one chunk piece by piece, as its data arrives.</summary>
    /// <param name="where">Names the chunk in errors.</param>
    internal sealed class StreamDecoder(string where) : IDisposable
    {
        private BrotliDecoder decoder;

        /// <summary>
        /// Decompresses what it can of <paramref name="source"/> into <paramref name="destination"/>: Done at the chunk's end,
        /// NeedMoreData or DestinationTooSmall otherwise; throws when the data is not what was stored.
        /// </summary>
        public OperationStatus Decompress(ReadOnlySpan<byte> source, Span<byte> destination, out int consumed, out int written)
        {
            var status = decoder.Decompress(source, destination, out consumed, out written);
            return status == OperationStatus.InvalidData
                ? throw new InvalidDataException($"{where}: compressed chunk does not decompress")
                : status;
        }

        /// <inheritdoc/>
        public void Dispose() => decoder.Dispose();
    }
}
