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
}
