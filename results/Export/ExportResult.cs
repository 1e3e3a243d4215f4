namespace Bench.Results.Export;

/// <summary>What an exporter wrote.</summary>
/// <param name="Files">The files, with their paths.</param>
/// <param name="Notes">What it could not write, and why.</param>
public sealed record ExportResult(IReadOnlyList<string> Files, IReadOnlyList<string> Notes)
{
    /// <summary>One file, no note.</summary>
    public static ExportResult Of(string file) => new([file], []);

    /// <summary>Nothing written.</summary>
    public static ExportResult None { get; } = new([], []);
}
