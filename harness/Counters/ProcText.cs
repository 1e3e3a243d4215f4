using System.Buffers.Text;

namespace Bench.Harness.Counters;

/// <summary>
/// Reads numbers out of the text the kernel writes in /proc and /sys without making strings: a cursor over one
/// line's bytes.
/// </summary>
internal ref struct ProcText
{
    private ReadOnlySpan<byte> rest;

    /// <summary>A cursor at the start of <paramref name="text"/>.</summary>
    public ProcText(ReadOnlySpan<byte> text) => rest = text;

    /// <summary>Splits off the next line (without its newline); false at the end of the text.</summary>
    public bool NextLine(out ReadOnlySpan<byte> line)
    {
        if (rest.IsEmpty)
        {
            line = default;
            return false;
        }

        var end = rest.IndexOf((byte)'\n');
        line = end < 0 ? rest : rest[..end];
        rest = end < 0 ? default : rest[(end + 1)..];
        return true;
    }

    /// <summary>The next blank-separated word; empty at the end.</summary>
    public ReadOnlySpan<byte> NextWord()
    {
        rest = rest.TrimStart(" \t"u8);
        var end = rest.IndexOfAny(" \t\n"u8);
        var word = end < 0 ? rest : rest[..end];
        rest = end < 0 ? default : rest[end..];
        return word;
    }

    /// <summary>The next word as an unsigned number; false when it is missing or not a number.</summary>
    public bool NextNumber(out ulong value)
    {
        var word = NextWord();
        return Utf8Parser.TryParse(word, out value, out var used) && used == word.Length && used > 0;
    }

    /// <summary>Parses a whole word as an unsigned number.</summary>
    public static bool TryNumber(ReadOnlySpan<byte> word, out ulong value) =>
        Utf8Parser.TryParse(word, out value, out var used) && used == word.Length && used > 0;
}
