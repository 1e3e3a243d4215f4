using System.Globalization;
using Bench.Results.Cases;
using Bench.Results.Csv;

namespace Bench.Results.Samples;

/// <summary>Reads samples.csv back, line by line, keeping only what is asked for (a run can hold millions of samples).</summary>
public static class SamplesReader
{
    /// <summary>
    /// The series of <paramref name="counters"/> for the first repetition of <paramref name="caseIds"/>, in seconds from each
    /// case's first sample; none when the file does not exist.
    /// </summary>
    public static IReadOnlyDictionary<CaseId, Dictionary<string, List<(double Seconds, double Value)>>> FirstRepetition(
        string path, IReadOnlySet<CaseId> caseIds, IReadOnlySet<string> counters)
    {
        ArgumentNullException.ThrowIfNull(caseIds);
        ArgumentNullException.ThrowIfNull(counters);
        var series = new Dictionary<CaseId, Dictionary<string, List<(double, double)>>>();
        if (!File.Exists(path) || caseIds.Count == 0)
        {
            return series;
        }

        var wanted = caseIds.ToDictionary(c => c.ToString(), StringComparer.Ordinal);
        var starts = new Dictionary<CaseId, DateTime>();
        // Shared with the writer: a running run's sampler holds samples.csv open (see CsvTableReader.OpenText).
        using var reader = CsvTableReader.OpenText(path);
        reader.ReadLine();
        while (reader.ReadLine() is { } line)
        {
            var fields = line.Split(',');
            if (fields.Length != 5 || fields[1] != "1" || !wanted.TryGetValue(fields[0], out var caseId) || !counters.Contains(fields[3]))
            {
                continue;
            }

            var time = DateTime.Parse(fields[2], CultureInfo.InvariantCulture, DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal);
            if (!starts.TryGetValue(caseId, out var start))
            {
                starts[caseId] = start = time;
            }

            if (!series.TryGetValue(caseId, out var byCounter))
            {
                series[caseId] = byCounter = [];
            }

            if (!byCounter.TryGetValue(fields[3], out var points))
            {
                byCounter[fields[3]] = points = [];
            }

            points.Add(((time - start).TotalSeconds, double.Parse(fields[4], CultureInfo.InvariantCulture)));
        }

        return series;
    }
}
