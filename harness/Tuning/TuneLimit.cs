using System.Globalization;
using Bench.Harness.Tune;
using Bench.Results.Manifest;
using Bench.Scenarios;

namespace Bench.Harness.Tuning;

/// <summary>
/// The volume's limit a tune holds its transfers against (<see cref="TuneOptions.BaselineMbS"/>), its label on the chart
/// and in tune.md, and its words on the console.
/// </summary>
/// <param name="MbS">The limit; null without a baseline.</param>
/// <param name="Label">Its label: "volume limit (baseline write)".</param>
/// <param name="Words">Where it comes from, for the console.</param>
public sealed record TuneLimit(double? MbS, string Label, string Words)
{
    /// <summary>
    /// The baseline's write for a restore (data files written), its read for a backup; but when the backups share the data
    /// volume (the baseline then also copies, reading and writing at once), <paramref name="copyAllowed"/> and that copy
    /// rate is lower, the copy rate: each transfer then reads and writes the one volume at once, as a matrix run's report
    /// holds it. Not for a backup whose search tries compression: a compressed backup writes less than it reads, so its
    /// ceiling lies between the copy and the read, and a limit at the copy would stop the search before it tries compression.
    /// </summary>
    public static TuneLimit Of(VolumeBaseline? baseline, TuneSpace space, bool copyAllowed)
    {
        ArgumentNullException.ThrowIfNull(space);
        var transfer = TuneConfigBuilder.ScenarioOf(space.Operation).Info.TransferLimit;
        var alone = transfer.RateIn(baseline);
        var direction = transfer == TransferLimit.Read ? "read" : "write";
        var label = $"volume limit (baseline {direction})";
        if (alone is not { } single || baseline?.ReadWriteMbS is not { } copy || copy >= single || !copyAllowed)
        {
            return new TuneLimit(alone, label, $"the baseline's {direction}");
        }

        if (transfer == TransferLimit.Read && space.Compression.Contains(true))
        {
            return new TuneLimit(alone, label, string.Create(CultureInfo.InvariantCulture,
                $"the baseline's {direction}, not its copy rate of {copy:#,0} MB/s: compressed backups write less than they read"));
        }

        var mode = space.Operation.ToString().ToLowerInvariant();
        return new TuneLimit(copy, "volume limit (baseline copy rate, reading and writing at once)", string.Create(CultureInfo.InvariantCulture,
            $"the baseline's copy rate: the backups share the data volume, so every {mode} reads and writes it at once; {direction} alone {single:#,0} MB/s"));
    }
}
