using Bench.Results.Csv;
using Bench.Results.Manifest;
using Bench.Results.Samples;

namespace Bench.Harness.Tests.Cli;

/// <summary>Runs alone: other tests writing to the same disk at the same time would show in its counters.</summary>
[Collection(nameof(RunsAlone))]
public sealed class RunCountersTests : CommandTest
{
    private const long Size = 256L << 20;
    private const long LogSize = 1L << 20;

    [Fact]
    public async Task The_device_counters_see_the_zeroing_the_harness_did_and_not_the_allocation_ifi_skips_whatever_else_writes_to_the_disk()
    {
        File.WriteAllText(Temp["matrix.json"], """{ "repetitions": 3, "cases": [ { "scenario": "create", "size": "256MB", "log_size": "1MB", "ifi": ["off", "on"] } ] }""");

        var before = OperatingSystem.IsLinux() ? DiskStats() : [];
        var exit = await Bench(["run", "--matrix", Temp["matrix.json"], "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0", "--sample-interval", "100"]);

        var after = OperatingSystem.IsLinux() ? DiskStats() : [];
        Assert.Equal(ExitCodes.Ok, exit);
        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        var manifest = ManifestFile.Read(run);
        Assert.Equal(100, manifest.Counters!.IntervalMs);
        Assert.True(manifest.Counters.Samples > 0);
        Assert.NotNull(manifest.Counters.CpuPctOfOneCore);
        var lines = File.ReadLines(Path.Combine(run, RunFiles.Samples)).ToList();
        Assert.Equal(SamplesWriter.Header, lines[0]);
        Assert.Equal(manifest.Counters.Samples, lines.Count(l => l.Contains(",cpu.pct,", StringComparison.Ordinal)));

        var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(run, RunFiles.Results));
        Assert.All(rows, r => Assert.NotNull(r.Counters.Samples));
        Assert.SkipWhen(manifest.Counters.Notes.Count > 0, $"the test directory's volume is not sampled: {string.Join("; ", manifest.Counters.Notes)}");

        // Load on the same disk (other processes, other helpers) only adds to what the device wrote, so what must hold
        // under any load is a floor and a ceiling, not a ratio. The floor: each IFI-off case's device writes hold the
        // zeroing the harness wrote through (data and log), every repetition (wrong device, wrong unit, a lost delta: below it).
        Assert.Equal(Size + LogSize, rows.First(r => r.Parameters.Ifi == false).BytesWritten);
        Assert.All(rows.Where(r => r.Parameters.Ifi == false), r => Assert.True(
            r.Counters.DiskWriteBytes >= r.BytesWritten * 0.95, $"repetition {r.Repetition}: the device wrote {r.Counters.DiskWriteBytes} bytes, the harness {r.BytesWritten}"));

        // The ceiling: the cases are disjoint stretches of the run, so together they cannot have seen more than the device
        // wrote over the whole run, as this test reads it itself from /proc/diskstats (a counter read in the wrong unit or
        // counted twice would exceed it).
        // (Linux: Windows counters come from PerfMon, which this test does not read.)
        if (OperatingSystem.IsLinux())
        {
            var device = DeviceOf(manifest);
            var runWrote = DeviceBytesWritten(after, device) - DeviceBytesWritten(before, device);
            var casesWrote = rows.Sum(r => r.Counters.DiskWriteBytes!.Value);
            Assert.True(casesWrote <= runWrote, $"the cases' device writes add up to {casesWrote} bytes, more than the {runWrote} bytes {device} wrote over the whole run");
        }

        // IFI on: the data file is allocated, not written. Load can add to any one repetition; the quietest of three
        // (the log's zeroing and whatever else ran then) stays far below the data file the IFI-off cases had to zero.
        var allocated = rows.Where(r => r.Parameters.Ifi == true).Min(r => r.Counters.DiskWriteBytes!.Value);
        Assert.InRange(allocated, LogSize, Size / 2);
    }

    /// <summary>The device the run's disk counters followed, as its manifest names the source ("disk vda: /proc/diskstats").</summary>
    private static string DeviceOf(RunManifest manifest) =>
        manifest.Counters!.Sources.First(s => s.StartsWith("disk ", StringComparison.Ordinal)).Split(' ', ':')[1];

    /// <summary>/proc/diskstats: the device name (third field) and its bytes written (sectors of 512 bytes, tenth field), read by the test itself.</summary>
    private static Dictionary<string, long> DiskStats() =>
        File.ReadLines("/proc/diskstats").Select(l => l.Split(' ', StringSplitOptions.RemoveEmptyEntries))
            .Where(f => f.Length > 9)
            .ToDictionary(f => f[2], f => long.Parse(f[9], System.Globalization.CultureInfo.InvariantCulture) * 512, StringComparer.Ordinal);

    private static long DeviceBytesWritten(Dictionary<string, long> stats, string device) =>
        stats.TryGetValue(device, out var bytes) ? bytes : throw new InvalidOperationException($"{device} is not in /proc/diskstats");
}
