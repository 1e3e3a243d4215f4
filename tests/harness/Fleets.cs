using Bench.Results.Csv;
using Bench.Results.Manifest;
using Bench.Results.Statistics;

namespace Bench.Harness.Tests;

/// <summary>Copies of a real run as if other hosts had run it: new run id, host, machine id, times scaled (so hosts differ).</summary>
internal static class Fleets
{
    /// <summary>Copies <paramref name="source"/> into <paramref name="parent"/>/<paramref name="runId"/> as host <paramref name="host"/>, every time multiplied by <paramref name="slower"/>.</summary>
    public static string Reidentify(string source, string parent, string runId, string host, double slower, string? fleet = null, double laterHours = 0)
    {
        var target = Path.Combine(parent, runId);
        Directory.CreateDirectory(target);
        var manifest = ManifestFile.Read(source);
        var identity = FleetInfo.Of(manifest);
        ManifestFile.Write(target, manifest with
        {
            RunId = runId,
            StartedUtc = manifest.StartedUtc.AddHours(laterHours),
            Host = manifest.Host with { MachineName = host },
            Fleet = identity with { Host = host, MachineId = "machine-" + host, VolumeId = "volume-" + host, Fleet = fleet ?? identity.Fleet },
        });
        var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(source, RunFiles.Results))
            .Select(r => r with
            {
                RunId = runId,
                ElapsedMs = r.ElapsedMs * slower,
                TransferMs = r.TransferMs * slower,
                TransferMbS = r.TransferMbS / slower,
            })
            .ToList();
        Write(Path.Combine(target, RunFiles.Results), rows);
        Write(Path.Combine(target, RunFiles.Stalls), CsvTableReader.ReadAll<GrowthStallRow>(Path.Combine(source, RunFiles.Stalls)).Select(s => s with { RunId = runId }));
        Write(Path.Combine(target, RunFiles.Summary), Summarizer.Summarize(rows));
        var samples = Path.Combine(source, RunFiles.Samples);
        if (File.Exists(samples))
        {
            var lines = File.ReadAllLines(samples);
            File.WriteAllLines(
                Path.Combine(target, RunFiles.Samples),
                [lines[0], .. lines.Skip(1).Select(l => l[..(l.LastIndexOf(',') + 1)] + runId)]);
        }

        return target;
    }

    private static void Write<T>(string path, IEnumerable<T> rows)
    {
        using var writer = new CsvTableWriter<T>(path);
        writer.AppendAll(rows);
    }
}
