namespace Bench.Plots.Report;

/// <summary>The body of a section's method detail (<see cref="IReportFormat.Method"/>), written once for every format.</summary>
internal static class MethodBody
{
    /// <summary>Writes <paramref name="intro"/>, <paramref name="items"/> as bullets and <paramref name="notes"/> with <paramref name="format"/>'s own blocks.</summary>
    public static void Write(IReportFormat format, string? intro, IReadOnlyList<string> items, IReadOnlyList<string> notes)
    {
        ArgumentNullException.ThrowIfNull(items);
        ArgumentNullException.ThrowIfNull(notes);
        if (intro is not null)
        {
            format.Paragraph(intro);
        }

        if (items.Count > 0)
        {
            format.List(items);
        }

        foreach (var note in notes)
        {
            format.Paragraph(note);
        }
    }
}
