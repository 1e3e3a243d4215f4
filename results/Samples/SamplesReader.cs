using System.Globalization;
using Bench.Results.Cases;
using Bench.Results.Csv;

namespace Bench.Results.Samples;

/// <summary>Reads samples.csv back, line by line, keeping only what is asked for (a run can hold millions of samples).</summary>
public static class SamplesReader
{
    /// <summary>
    /// The time series of <paramref name="counters"/> during <paramref name="repetition"/> of <paramref name="caseIds"/>
    /// (UTC times as sampled), in the file's order; none when the file does not exist. Lines of other cases, repetitions
    /// and counters are skipped without being split.
    /// </summary>
    public static IReadOnlyDictionary<CaseId, Dictionary<string, List<(DateTime Time, double Value)>>> Read(
        string path, int repetition, IReadOnlySet<CaseId> caseIds, IReadOnlySet<string> counters)
    {
        ArgumentNullException.ThrowIfNull(caseIds);
        ArgumentNullException.ThrowIfNull(counters);
        var series = new Dictionary<CaseId, Dictionary<string, List<(DateTime, double)>>>();
        if (!File.Exists(path) || caseIds.Count == 0 || counters.Count == 0)
        {
            return series;
        }

        var wanted = caseIds.ToDictionary(c => c.ToString(), StringComparer.Ordinal).GetAlternateLookup<ReadOnlySpan<char>>();
        var wantedCounters = counters.ToDictionary(c => c, c => c, StringComparer.Ordinal).GetAlternateLookup<ReadOnlySpan<char>>();
        var rep = repetition.ToString(CultureInfo.InvariantCulture);
        // Shared with the writer: a running run's sampler holds samples.csv open (see CsvTableReader.OpenText).
        using var reader = CsvTableReader.OpenText(path);
        reader.ReadLine();
        while (reader.ReadLine() is { } line)
        {
            // case_id,repetition,time,counter,value[,run_id] (run_id since fleet identity)
            var rest = line.AsSpan();
            if (!Next(ref rest, out var caseText) || !wanted.TryGetValue(caseText, out var caseId)
                || !Next(ref rest, out var repText) || !repText.SequenceEqual(rep)
                || !Next(ref rest, out var timeText)
                || !Next(ref rest, out var counterText) || !wantedCounters.TryGetValue(counterText, out var counter)
                || !double.TryParse(rest.IndexOf(',') is var end and >= 0 ? rest[..end] : rest, NumberStyles.Float, CultureInfo.InvariantCulture, out var value)
                || !DateTime.TryParse(timeText, CultureInfo.InvariantCulture, DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal, out var time))
            {
                continue;
            }

            if (!series.TryGetValue(caseId, out var byCounter))
            {
                series[caseId] = byCounter = new Dictionary<string, List<(DateTime, double)>>(StringComparer.Ordinal);
            }

            if (!byCounter.TryGetValue(counter, out var points))
            {
                byCounter[counter] = points = [];
            }

            points.Add((time, value));
        }

        return series;
    }

    private static bool Next(ref ReadOnlySpan<char> rest, out ReadOnlySpan<char> field)
    {
        var comma = rest.IndexOf(',');
        if (comma < 0)
        {
            field = default;
            return false;
        }

        field = rest[..comma];
        rest = rest[(comma + 1)..];
        return true;
    }
}
