namespace Bench.Plots.Figures;

/// <summary>The parts every figure's subtitle is made of, written once: what was measured, the shared case settings, what was left out, the scale.</summary>
internal static class Subtitle
{
    /// <summary>The parts that are not empty, joined with "; ".</summary>
    public static string Of(params string[] parts) => string.Join("; ", parts.Where(p => p.Length > 0));

    /// <summary>The note a log10 axis needs, or nothing.</summary>
    public static string LogScale(bool log) => log ? "log scale: each step is 10x" : string.Empty;

    /// <summary>"the N slowest of M cases" (or what <paramref name="which"/> says instead of slowest) when only some are drawn, else nothing.</summary>
    public static string Shown(int shown, int all, string which) =>
        all > shown ? string.Create(CultureInfo.InvariantCulture, $"the {shown} {which} of {all} cases") : string.Empty;

    /// <summary>The title of a case axis: the settings its cases differ in, or "case".</summary>
    public static string CaseAxis(IReadOnlyList<string> differing) => differing.Count == 0 ? "case" : string.Join(", ", differing);
}
