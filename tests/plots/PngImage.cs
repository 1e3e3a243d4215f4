using System.Buffers.Binary;
using System.IO.Compression;

namespace Bench.Plots.Tests;

/// <summary>
/// Just enough of a PNG decoder to look at Chromium's screenshots: 8-bit RGB or RGBA, not interlaced (IHDR, IDAT
/// inflated with ZLibStream, the five row filters undone).
/// </summary>
internal sealed class PngImage
{
    private static readonly byte[] Signature = [137, 80, 78, 71, 13, 10, 26, 10];

    private readonly byte[] pixels;
    private readonly int channels;

    private PngImage(int width, int height, int channels, byte[] pixels)
    {
        Width = width;
        Height = height;
        this.channels = channels;
        this.pixels = pixels;
    }

    public int Width { get; }

    public int Height { get; }

    public static bool HasSignature(byte[] file) => file.AsSpan().StartsWith(Signature);

    public (byte R, byte G, byte B) this[int x, int y]
    {
        get
        {
            var i = ((y * Width) + x) * channels;
            return (pixels[i], pixels[i + 1], pixels[i + 2]);
        }
    }

    public static PngImage Decode(byte[] file)
    {
        if (!HasSignature(file))
        {
            throw new InvalidDataException("not a PNG");
        }

        int width = 0, height = 0, channels = 0;
        using var idat = new MemoryStream();
        for (var at = 8; at < file.Length;)
        {
            var length = BinaryPrimitives.ReadInt32BigEndian(file.AsSpan(at));
            var type = System.Text.Encoding.ASCII.GetString(file, at + 4, 4);
            var data = file.AsSpan(at + 8, length);
            if (type == "IHDR")
            {
                width = BinaryPrimitives.ReadInt32BigEndian(data);
                height = BinaryPrimitives.ReadInt32BigEndian(data[4..]);
                if (data[8] != 8 || data[12] != 0 || data[9] is not (2 or 6))
                {
                    throw new InvalidDataException($"bit depth {data[8]}, colour type {data[9]}, interlace {data[12]}: not decoded here");
                }

                channels = data[9] == 6 ? 4 : 3;
            }
            else if (type == "IDAT")
            {
                idat.Write(data);
            }

            at += 12 + length;
        }

        idat.Position = 0;
        using var inflate = new ZLibStream(idat, CompressionMode.Decompress);
        var stride = width * channels;
        var raw = new byte[(stride + 1) * height];
        inflate.ReadExactly(raw);
        var pixels = new byte[stride * height];
        for (var y = 0; y < height; y++)
        {
            var filter = raw[y * (stride + 1)];
            for (var x = 0; x < stride; x++)
            {
                var value = raw[(y * (stride + 1)) + 1 + x];
                int a = x >= channels ? pixels[(y * stride) + x - channels] : 0;
                int b = y > 0 ? pixels[((y - 1) * stride) + x] : 0;
                int c = x >= channels && y > 0 ? pixels[((y - 1) * stride) + x - channels] : 0;
                pixels[(y * stride) + x] = (byte)(value + filter switch
                {
                    0 => 0,
                    1 => a,
                    2 => b,
                    3 => (a + b) / 2,
                    4 => Paeth(a, b, c),
                    _ => throw new InvalidDataException($"filter {filter}"),
                });
            }
        }

        return new PngImage(width, height, channels, pixels);
    }

    private static int Paeth(int a, int b, int c)
    {
        var p = a + b - c;
        var pa = Math.Abs(p - a);
        var pb = Math.Abs(p - b);
        var pc = Math.Abs(p - c);
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
}
