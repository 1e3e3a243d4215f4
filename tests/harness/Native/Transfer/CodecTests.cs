using System.Buffers;
using Bench.Harness.Native.Transfer;
using Bench.Scenarios.Parameters;

namespace Bench.Harness.Tests.Native.Transfer;

public sealed class CodecTests
{
    [Fact]
    public void The_compression_parameter_names_the_codec_the_native_target_really_uses()
    {
        var description = BackupOptions.CompressionParameter.Description;

        Assert.Contains(Codec.Name, description, StringComparison.Ordinal);
        Assert.DoesNotContain("Deflate", description, StringComparison.OrdinalIgnoreCase);
    }

    [Fact]
    public void Compressed_data_comes_back_byte_for_byte()
    {
        var source = new byte[64 * 1024];
        DataGenerator.Fill(source, 0, 0);
        var compressed = new byte[source.Length];
        var restored = new byte[source.Length];

        Assert.True(Codec.TryCompress(source, compressed, out var written));
        Codec.Decompress(compressed.AsSpan(0, written), restored, "test");

        Assert.Equal(source, restored);
    }

    [Fact]
    public void A_chunk_decompressed_a_piece_at_a_time_comes_back_byte_for_byte()
    {
        var source = new byte[256 * 1024];
        DataGenerator.Fill(source, 0, 0);
        var compressed = new byte[source.Length];
        Assert.True(Codec.TryCompress(source, compressed, out var length));
        var restored = new byte[source.Length];
        var (read, filled) = (0, 0);
        var status = OperationStatus.NeedMoreData;

        using var decoder = Codec.Decoder("test");
        while (status != OperationStatus.Done)
        {
            var piece = compressed.AsSpan(read, Math.Min(1000, length - read));
            status = decoder.Decompress(piece, restored.AsSpan(filled, Math.Min(4096, restored.Length - filled)), out var consumed, out var written);
            Assert.True(status == OperationStatus.Done || consumed + written > 0, $"the decoder made no progress at {read} of {length} bytes ({status})");
            (read, filled) = (read + consumed, filled + written);
        }

        Assert.Equal((length, source.Length), (read, filled));
        Assert.Equal(source, restored);
    }

    [Fact]
    public void A_chunk_that_does_not_decompress_a_piece_at_a_time_is_refused_by_name()
    {
        var garbage = Enumerable.Repeat((byte)0xFF, 64).ToArray();
        var output = new byte[1024];

        using var decoder = Codec.Decoder("data file 2 at 4096");
        var error = Assert.Throws<InvalidDataException>(() => decoder.Decompress(garbage, output, out _, out _));

        Assert.StartsWith("data file 2 at 4096: ", error.Message, StringComparison.Ordinal);
    }
}
