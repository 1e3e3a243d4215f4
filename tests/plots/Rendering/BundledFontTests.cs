using ScottPlot;

namespace Bench.Plots.Tests.Rendering;

public sealed class BundledFontTests
{
    [Theory]
    [InlineData("DejaVu Sans")]
    [InlineData("Arial")]
    [InlineData("Segoe UI")]
    public void Every_font_scottplot_asks_for_is_the_bundled_one(string family)
    {
        BundledFont.Register();

        Assert.Same(BundledFont.Regular, Fonts.GetTypeface(family, bold: false, italic: false));
        Assert.Same(BundledFont.Bold, Fonts.GetTypeface(family, bold: true, italic: false));
    }

    [Fact]
    public void The_bundled_faces_are_dejavu_sans_regular_and_bold()
    {
        Assert.Equal("DejaVu Sans", BundledFont.Regular.FamilyName);
        Assert.Equal("DejaVu Sans", BundledFont.Bold.FamilyName);
        Assert.True(BundledFont.Bold.IsBold);
        Assert.False(BundledFont.Regular.IsBold);
        Assert.True(BundledFont.Regular.GlyphCount > 5000);
    }

    [Fact]
    public void Registering_twice_adds_one_resolver()
    {
        BundledFont.Register();
        BundledFont.Register();

        Assert.Single(Fonts.FontResolvers, r => r is BundledFontResolver);
        Assert.IsType<BundledFontResolver>(Fonts.FontResolvers[0]);
    }
}
