using System.Globalization;
using Bench.Scenarios.Validation;

namespace Bench.Scenarios.Matrix;

/// <summary>
/// The named matrices: <c>quick</c> (hundreds of MB, minutes anywhere), <c>standard</c> (seed 002's 10 GB create and
/// 1 GB growths, seed 004's tempdb 8 x 1 GB), <c>full</c> (seed 000's 50 GB, seed 004's 4/8/16 x 1 GB).
/// </summary>
public static class Profiles
{
    /// <summary>Profile names.</summary>
    public static IReadOnlyList<string> Names { get; } = ["quick", "standard", "full"];

    /// <summary>The profile called <paramref name="name"/>.</summary>
    public static MatrixDefinition Get(string name)
    {
        ArgumentNullException.ThrowIfNull(name);
        return name.ToUpperInvariant() switch
        {
            "QUICK" => Build("quick", 3,
                ("create", [("size", ["256MB", "1GB"])]),
                ("autogrow", [("initial_size", ["4MB"]), ("growth", ["256MB"]), ("growths", ["3"])]),
                ("restore", [("size", ["512MB"]), ("stripes", ["1", "4"]), ("buffer_count", ["2", "default"])]),
                ("backup", [("size", ["512MB"]), ("stripes", ["1", "4"]), ("compression", ["off", "on"])]),
                ("exposure", [("size", ["128MB"])])),
            "STANDARD" => Build("standard", 3, [
                ("create", [("size", ["1GB", "10GB"])]),
                ("create", [("size", ["1GB"]), ("files", ["8"])]),
                ("autogrow", [("initial_size", ["4MB"]), ("growth", ["1GB"]), ("growths", ["3"])]),
                ("exposure", [("size", ["1GB"])]),
                ("workload", [("size", ["1GB"])]),
                .. Seed001Grid("4GB")]),
            "FULL" => Build("full", 3, [
                ("create", [("size", ["1GB", "10GB", "50GB"])]),
                ("create", [("size", ["1GB"]), ("files", ["4", "8", "16"])]),
                ("autogrow", [("initial_size", ["4MB"]), ("growth", ["1GB"]), ("growths", ["5"])]),
                ("exposure", [("size", ["1GB"])]),
                ("workload", [("size", ["4GB"])]),
                .. Seed001Grid("16GB")]),
            _ => throw new ValidationException(new ValidationError(
                new SourceLocation("command line", "--profile"), "profile",
                $"unknown profile '{name}'{Suggestions.DidYouMean(name, Names)}", string.Join(", ", Names))),
        };
    }

    /// <summary>
    /// Seed 001's grid at <paramref name="size"/>: 1 vs 9 backup files, BUFFERCOUNT swept from 1 to 64 and left
    /// at its default, MAXTRANSFERSIZE 1 MB vs 4 MB, BLOCKSIZE default vs 32 KB vs 64 KB, compression, IFI on and
    /// off at the defaults, and the backups themselves.
    /// </summary>
    private static (string Scenario, (string Name, string[] Values)[] Values)[] Seed001Grid(string size) =>
    [
        ("restore", [("size", [size]), ("stripes", ["1", "9"]), ("buffer_count", ["1", "4", "16", "64", "default"]), ("ifi", ["on"])]),
        ("restore", [("size", [size]), ("stripes", ["9"]), ("buffer_count", ["64"]), ("max_transfer_size", ["1MB", "4MB"]), ("ifi", ["on"])]),
        ("restore", [("size", [size]), ("stripes", ["9"]), ("buffer_count", ["64"]), ("block_size", ["default", "32KB", "64KB"]), ("ifi", ["on"])]),
        ("restore", [("size", [size]), ("stripes", ["9"]), ("buffer_count", ["64"]), ("compression", ["on"]), ("ifi", ["on"])]),
        ("restore", [("size", [size]), ("stripes", ["9"]), ("ifi", ["on", "off"])]),
        ("backup", [("size", [size]), ("stripes", ["1", "9"]), ("buffer_count", ["default", "64"]), ("compression", ["off", "on"])]),
    ];

    private static MatrixDefinition Build(string name, int repetitions, params (string Scenario, (string Name, string[] Values)[] Values)[] entries)
    {
        var source = $"profile {name}";
        var list = entries.Select((entry, i) =>
        {
            var location = new SourceLocation(source, string.Create(CultureInfo.InvariantCulture, $"cases[{i}]"));
            var values = entry.Values.ToDictionary(
                v => v.Name,
                v => (IReadOnlyList<MatrixValue>)v.Values.Select(text => new MatrixValue(text, location.At($"{location.Path}.{v.Name}"))).ToList());
            return new MatrixEntry(entry.Scenario, location, values);
        }).ToList();
        return new MatrixDefinition(source, repetitions, list, new SourceLocation(source, "repetitions"));
    }
}
