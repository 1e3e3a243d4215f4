using System.Globalization;
using System.Security;
using System.Text;

namespace Bench.Plots.Svg;

/// <summary>
/// Writes SVG markup: rectangles, lines, polylines and text in one font named explicitly (DejaVu Sans, which
/// Debian's fonts-dejavu-core installs), so a chart renders the same on a bare Linux server as on a desktop.
/// </summary>
internal sealed class SvgCanvas
{
    /// <summary>The font every chart uses.</summary>
    public const string Font = "DejaVu Sans, Verdana, sans-serif";

    private readonly StringBuilder svg = new();

    public SvgCanvas(int width, int height)
    {
        Width = width;
        Height = height;
        svg.Append(CultureInfo.InvariantCulture, $"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"{Font}\">\n");
        svg.Append(CultureInfo.InvariantCulture, $"<rect x=\"0\" y=\"0\" width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>\n");
    }

    public int Width { get; }

    public int Height { get; }

    public void Rect(double x, double y, double width, double height, string fill, string? title = null)
    {
        svg.Append(CultureInfo.InvariantCulture, $"<rect x=\"{x:0.#}\" y=\"{y:0.#}\" width=\"{Math.Max(0, width):0.#}\" height=\"{Math.Max(0, height):0.#}\" fill=\"{fill}\"");
        svg.Append(title is null ? "/>\n" : $"><title>{Escape(title)}</title></rect>\n");
    }

    public void Line(double x1, double y1, double x2, double y2, string stroke, double width = 1, string? dash = null) =>
        svg.Append(CultureInfo.InvariantCulture, $"<line x1=\"{x1:0.#}\" y1=\"{y1:0.#}\" x2=\"{x2:0.#}\" y2=\"{y2:0.#}\" stroke=\"{stroke}\" stroke-width=\"{width:0.#}\"{(dash is null ? string.Empty : $" stroke-dasharray=\"{dash}\"")}/>\n");

    public void Polyline(IEnumerable<(double X, double Y)> points, string stroke, double width = 2)
    {
        svg.Append("<polyline fill=\"none\" stroke=\"").Append(stroke).Append(CultureInfo.InvariantCulture, $"\" stroke-width=\"{width:0.#}\" points=\"");
        foreach (var (x, y) in points)
        {
            svg.Append(CultureInfo.InvariantCulture, $"{x:0.#},{y:0.#} ");
        }

        svg.Append("\"/>\n");
    }

    public void Circle(double x, double y, double r, string fill) =>
        svg.Append(CultureInfo.InvariantCulture, $"<circle cx=\"{x:0.#}\" cy=\"{y:0.#}\" r=\"{r:0.#}\" fill=\"{fill}\"/>\n");

    public void Text(double x, double y, string text, double size = 12, string anchor = "start", string fill = "#222222", bool bold = false, double rotate = 0)
    {
        svg.Append(CultureInfo.InvariantCulture, $"<text x=\"{x:0.#}\" y=\"{y:0.#}\" font-size=\"{size:0.#}\" text-anchor=\"{anchor}\" fill=\"{fill}\"");
        if (bold)
        {
            svg.Append(" font-weight=\"bold\"");
        }

        if (rotate != 0)
        {
            svg.Append(CultureInfo.InvariantCulture, $" transform=\"rotate({rotate:0.#} {x:0.#} {y:0.#})\"");
        }

        svg.Append('>').Append(Escape(text)).Append("</text>\n");
    }

    public override string ToString() => svg + "</svg>\n";

    private static string Escape(string text) => SecurityElement.Escape(text) ?? string.Empty;
}
