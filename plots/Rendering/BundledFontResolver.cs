using ScottPlot;
using SkiaSharp;

namespace Bench.Plots.Rendering;

/// <summary>
/// Answers every ScottPlot font request with the bundled faces (bold for weights from semi-bold up), whatever
/// family is asked for, so nothing ever falls through to the system's fonts.
/// </summary>
/// <param name="regularFace">The regular face.</param>
/// <param name="boldFace">The bold face.</param>
internal sealed class BundledFontResolver(SKTypeface regularFace, SKTypeface boldFace) : IFontResolver
{
    /// <inheritdoc/>
    public SKTypeface? CreateTypeface(string fontName, FontWeight weight, FontSlant slant, FontSpacing spacing) =>
        weight >= FontWeight.SemiBold ? boldFace : regularFace;

    /// <inheritdoc/>
    public SKTypeface? CreateTypeface(string fontName, bool bold, bool italic) => bold ? boldFace : regularFace;
}
