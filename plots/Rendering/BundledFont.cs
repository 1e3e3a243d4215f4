using ScottPlot;
using SkiaSharp;

namespace Bench.Plots.Rendering;

/// <summary>
/// The one font of every chart: DejaVu Sans (regular and bold), loaded from this assembly's resources and put first
/// among ScottPlot's font resolvers, so a chart looks the same on any machine: no system font lookup, no fontconfig.
/// </summary>
internal static class BundledFont
{
    /// <summary>The family name ScottPlot asks for and the SVG files name.</summary>
    public const string Family = "DejaVu Sans";

    private const string RegularResource = "Bench.Plots.Fonts.DejaVuSans.ttf";
    private const string BoldResource = "Bench.Plots.Fonts.DejaVuSans-Bold.ttf";

    private static readonly Lazy<(SKTypeface Regular, SKTypeface Bold)> Typefaces = new(Load, LazyThreadSafetyMode.ExecutionAndPublication);

    /// <summary>The regular face.</summary>
    public static SKTypeface Regular => Typefaces.Value.Regular;

    /// <summary>The bold face.</summary>
    public static SKTypeface Bold => Typefaces.Value.Bold;

    /// <summary>Loads the faces and registers them with ScottPlot (once per process; later calls return at once).</summary>
    public static void Register() => _ = Typefaces.Value;

    /// <summary>The font file itself (regular or bold), e.g. for an HTML page whose inline SVG names this family.</summary>
    public static byte[] FileBytes(bool bold)
    {
        using var stream = typeof(BundledFont).Assembly.GetManifestResourceStream(bold ? BoldResource : RegularResource)
            ?? throw new InvalidOperationException($"font resource {(bold ? BoldResource : RegularResource)} is missing");
        using var copy = new MemoryStream();
        stream.CopyTo(copy);
        return copy.ToArray();
    }

    private static (SKTypeface, SKTypeface) Load()
    {
        var regular = FromResource(RegularResource);
        var bold = FromResource(BoldResource);

        // Before any plot exists: labels take Fonts.Default when they are made, and the resolver list is read on
        // each typeface lookup (ScottPlot caches the answer per name and style).
        Fonts.FontResolvers.Insert(0, new BundledFontResolver(regular, bold));
        // Not Plot.Font.Set: it pins Fonts.DefaultFontStyle to one typeface, and every label made after it ignores Bold.
        Fonts.DefaultFontStyle = null;
        Fonts.Default = Family;
        Fonts.Sans = Family;
        Fonts.Serif = Family;
        Fonts.Monospace = Family;
        return (regular, bold);
    }

    private static SKTypeface FromResource(string name)
    {
        using var stream = typeof(BundledFont).Assembly.GetManifestResourceStream(name)
            ?? throw new InvalidOperationException($"font resource {name} is missing from {typeof(BundledFont).Assembly.GetName().Name}");
        using var data = SKData.Create(stream);
        return SKTypeface.FromData(data)
            ?? throw new InvalidOperationException($"font resource {name} is not a font SkiaSharp can read");
    }
}
