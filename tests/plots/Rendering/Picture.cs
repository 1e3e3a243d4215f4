using ScottPlot;
using SkiaSharp;

namespace Bench.Plots.Tests.Rendering;

/// <summary>A rendered PNG decoded by SkiaSharp, with the pixel questions the tests ask.</summary>
internal sealed class Picture
{
    private readonly SKColor[] pixels;

    private Picture(int width, int height, SKColor[] pixels)
    {
        Width = width;
        Height = height;
        this.pixels = pixels;
    }

    public int Width { get; }

    public int Height { get; }

    public static Picture Decode(ReadOnlyMemory<byte> png)
    {
        using var bitmap = SKBitmap.Decode(png.ToArray()) ?? throw new InvalidDataException("not an image SkiaSharp can decode");
        return new Picture(bitmap.Width, bitmap.Height, bitmap.Pixels);
    }

    public SKColor this[int x, int y] => pixels[(y * Width) + x];

    /// <summary>Pixels in the rectangle (image pixels, right and bottom exclusive) that are not white.</summary>
    public int Inked(int left, int top, int right, int bottom) => Count(left, top, right, bottom, c => !IsWhite(c));

    /// <summary>Pixels in the rectangle within <paramref name="tolerance"/> of <paramref name="color"/> on every channel.</summary>
    public int Count(int left, int top, int right, int bottom, Color color, int tolerance = 6) =>
        Count(left, top, right, bottom, c => Near(c, color, tolerance));

    /// <summary>The smallest rectangle holding every pixel of <paramref name="color"/> inside <paramref name="area"/>; null when there is none.</summary>
    public (int Left, int Top, int Right, int Bottom)? Box(Color color, (int Left, int Top, int Right, int Bottom) area, int tolerance = 6)
    {
        int left = int.MaxValue, top = int.MaxValue, right = -1, bottom = -1;
        for (var y = Math.Max(0, area.Top); y < Math.Min(Height, area.Bottom); y++)
        {
            for (var x = Math.Max(0, area.Left); x < Math.Min(Width, area.Right); x++)
            {
                if (Near(this[x, y], color, tolerance))
                {
                    (left, top, right, bottom) = (Math.Min(left, x), Math.Min(top, y), Math.Max(right, x + 1), Math.Max(bottom, y + 1));
                }
            }
        }

        return right < 0 ? null : (left, top, right, bottom);
    }

    private int Count(int left, int top, int right, int bottom, Func<SKColor, bool> match)
    {
        var count = 0;
        for (var y = Math.Max(0, top); y < Math.Min(Height, bottom); y++)
        {
            for (var x = Math.Max(0, left); x < Math.Min(Width, right); x++)
            {
                if (match(this[x, y]))
                {
                    count++;
                }
            }
        }

        return count;
    }

    private static bool IsWhite(SKColor c) => c.Red > 250 && c.Green > 250 && c.Blue > 250;

    private static bool Near(SKColor c, Color color, int tolerance) =>
        Math.Abs(c.Red - color.R) <= tolerance && Math.Abs(c.Green - color.G) <= tolerance && Math.Abs(c.Blue - color.B) <= tolerance;
}
