namespace Bench.Harness.Counters;

/// <summary>
/// Parses /proc/diskstats: "major minor name reads reads_merged sectors_read ms_reading writes writes_merged
/// sectors_written ms_writing in_flight ms_doing_io weighted_ms [discard and flush fields]". Partitions,
/// device-mapper and md volumes have lines of their own, found by their device number.
/// </summary>
public static class DiskStats
{
    /// <summary>The kernel's file.</summary>
    public const string Path = "/proc/diskstats";

    /// <summary>Finds the line of device <paramref name="major"/>:<paramref name="minor"/>; false when it is not there.</summary>
    public static bool TryFind(ReadOnlySpan<byte> text, int major, int minor, out DiskCounters counters)
    {
        var cursor = new ProcText(text);
        while (cursor.NextLine(out var line))
        {
            var fields = new ProcText(line);
            if (fields.NextNumber(out var maj) && fields.NextNumber(out var min) && (int)maj == major && (int)min == minor)
            {
                fields.NextWord();
                return TryCounters(ref fields, out counters);
            }
        }

        counters = default;
        return false;
    }

    /// <summary>Every line: name and device number with its counters (lines too short to hold them are left out).</summary>
    internal static IReadOnlyList<(string Name, int Major, int Minor, DiskCounters Counters)> ParseAll(ReadOnlySpan<byte> text)
    {
        var all = new List<(string, int, int, DiskCounters)>();
        var cursor = new ProcText(text);
        while (cursor.NextLine(out var line))
        {
            var fields = new ProcText(line);
            if (fields.NextNumber(out var major) && fields.NextNumber(out var minor))
            {
                var name = System.Text.Encoding.ASCII.GetString(fields.NextWord());
                if (TryCounters(ref fields, out var counters))
                {
                    all.Add((name, (int)major, (int)minor, counters));
                }
            }
        }

        return all;
    }

    private static bool TryCounters(ref ProcText fields, out DiskCounters counters)
    {
        counters = default;
        if (!(fields.NextNumber(out var reads) && fields.NextNumber(out _) && fields.NextNumber(out var readSectors) && fields.NextNumber(out var readMs)
            && fields.NextNumber(out var writes) && fields.NextNumber(out _) && fields.NextNumber(out var writeSectors) && fields.NextNumber(out var writeMs)
            && fields.NextNumber(out var inFlight)))
        {
            return false;
        }

        counters = new DiskCounters(reads, readSectors, readMs, writes, writeSectors, writeMs, inFlight);
        return true;
    }
}
