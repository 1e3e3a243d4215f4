using System.Globalization;
using Bench.Harness.Runner;
using Bench.Results.Units;
using Spectre.Console;

namespace Bench.Harness.Reporting;

/// <summary>What <c>bench report</c> and <c>bench compare</c> do: read run folders into run summaries, write their report, say what it holds.</summary>
public static class Reports
{
    /// <summary>The capacity report of <paramref name="directories"/> (estimates at the sizes of <paramref name="estimate"/>, e.g. 50GB,500GB).</summary>
    public static async Task<SessionOutcome> ReportAsync(
        IAnsiConsole console, IReadOnlyList<string> directories, string? outDirectory, string? estimate, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(directories);
        if (!TryParseSizes(estimate, out var sizes, out var bad))
        {
            Refusal.Print(console, "report", "refused", [$"--estimate: {bad}. Allowed: sizes with a unit (KB, MB, GB, TB) separated by commas, e.g. 50GB,500GB,1TB"]);
            return SessionOutcome.Refused;
        }

        if (OutIsAFile(console, "report", outDirectory) || RunLoader.Load(console, "report", directories) is not { } runs)
        {
            return SessionOutcome.Refused;
        }

        var outcome = await ReportWriter.WriteAsync(console, runs, outDirectory ?? (runs.Count == 1 ? runs[0].Directory : "report"), sizes, cancellationToken);
        if (outcome is null)
        {
            return SessionOutcome.SomeFailed;
        }

        ReportView.Print(console, outcome);
        return SessionOutcome.Done;
    }

    /// <summary>The comparison of <paramref name="directories"/> (the first is the baseline), with its report, into <paramref name="outDirectory"/>.</summary>
    public static async Task<SessionOutcome> CompareAsync(IAnsiConsole console, IReadOnlyList<string> directories, string outDirectory, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(console);
        if (OutIsAFile(console, "compare", outDirectory) || RunLoader.Load(console, "compare", directories) is not { } runs)
        {
            return SessionOutcome.Refused;
        }

        var outcome = await ReportWriter.WriteAsync(console, runs, outDirectory, [], cancellationToken);
        if (outcome is null)
        {
            return SessionOutcome.SomeFailed;
        }

        ReportView.PrintComparison(console, outcome);
        return SessionOutcome.Done;
    }

    /// <summary>Refuses, in one line naming the option, an --out that is an existing file (the report goes in a folder).</summary>
    private static bool OutIsAFile(IAnsiConsole console, string verb, string? outDirectory)
    {
        if (outDirectory is null || !File.Exists(outDirectory))
        {
            return false;
        }

        Refusal.ErrorsOf(console).MarkupLineInterpolated($"[red]bench {verb}: refused:[/] --out: '{outDirectory}' is a file. Allowed: a folder (made when missing)");
        return true;
    }

    private static bool TryParseSizes(string? text, out IReadOnlyList<long> sizes, out string? bad)
    {
        var parsed = new List<long>();
        sizes = parsed;
        bad = null;
        foreach (var part in (text ?? string.Empty).Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries))
        {
            if (long.TryParse(part, NumberStyles.Integer, CultureInfo.InvariantCulture, out _))
            {
                bad = $"'{part}' has no unit (bytes? gigabytes?)";
                return false;
            }

            if (!ByteSize.TryParse(part, out var size) || size.Bytes <= 0)
            {
                bad = $"'{part}' is not a size";
                return false;
            }

            parsed.Add(size.Bytes);
        }

        return true;
    }
}
