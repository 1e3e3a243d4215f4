using SkiaSharp;

namespace Bench.Plots.Rendering;

/// <summary>Measures text in the bundled font and wraps it to a width, so labels get the room they need instead of being cut.</summary>
internal static class TextFit
{
    /// <summary>The width in pixels of the widest line of <paramref name="text"/>.</summary>
    public static float Width(string text, float size, bool bold = false)
    {
        using var font = Font(size, bold);
        return text.Split('\n').Max(line => font.MeasureText(line));
    }

    /// <summary>
    /// <paramref name="text"/> broken into lines no wider than <paramref name="width"/> at spaces only, never inside a word:
    /// a path, an identifier or a unit ("/mnt/x/y", "log_zero_ms", "MB/s") stays whole, and a word wider than that moves whole
    /// to a line of its own (broken after '/' and '_', a subtitle printed "log_" | "zero_ms", a footer "(/mnt/" | "c21-ram/data").
    /// Existing '\n' are kept.
    /// </summary>
    public static IReadOnlyList<string> Wrap(string text, float size, float width, bool bold = false)
    {
        ArgumentNullException.ThrowIfNull(text);
        using var font = Font(size, bold);
        var lines = new List<string>();
        foreach (var paragraph in text.Split('\n'))
        {
            var line = string.Empty;
            foreach (var word in Words(paragraph))
            {
                var candidate = line + word;
                if (line.Length > 0 && font.MeasureText(candidate.TrimEnd()) > width)
                {
                    lines.Add(line.TrimEnd());
                    line = word.TrimStart();
                }
                else
                {
                    line = candidate;
                }
            }

            lines.Add(line.TrimEnd());
        }

        return lines;
    }

    /// <summary>The widest word (the narrowest a wrapped label can be).</summary>
    public static float WidestWord(string text, float size, bool bold = false)
    {
        using var font = Font(size, bold);
        return text.Split('\n').SelectMany(Words).Select(w => font.MeasureText(w.Trim())).DefaultIfEmpty(0).Max();
    }

    // Words keep their trailing space: "restore/stripes=9 " ... A number stays with its neighbours
    // ("10 GB", "BUFFERCOUNT 64") unless a comma ends the word before the space.
    private static IEnumerable<string> Words(string paragraph)
    {
        var start = 0;
        for (var i = 0; i < paragraph.Length; i++)
        {
            if (paragraph[i] == ' ' && BreaksAt(paragraph, i))
            {
                yield return paragraph[start..(i + 1)];
                start = i + 1;
            }
        }

        if (start < paragraph.Length)
        {
            yield return paragraph[start..];
        }
    }

    private static bool BreaksAt(string text, int space)
    {
        var before = space > 0 ? text[space - 1] : ' ';
        var after = space + 1 < text.Length ? text[space + 1] : ' ';
        if (after == '/' && space + 2 < text.Length && text[space + 2] == '/')
        {
            return false; // "(at //)": the break mark stays with its words
        }

        return before is ',' or ';' or ':' || !(char.IsAsciiDigit(before) || char.IsAsciiDigit(after));
    }

    private static SKFont Font(float size, bool bold) => new(bold ? BundledFont.Bold : BundledFont.Regular, size);
}
