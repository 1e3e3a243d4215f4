using Bench.Harness.Cli;
using Bench.Results;
using Bench.Results.Csv;
using Bench.Results.Manifest;
using Bench.Results.Samples;

namespace Bench.Harness.Tests.Cli;

/// <summary>Runs alone: other tests writing to the same disk at the same time would show in its counters.</summary>
[CollectionDefinition(nameof(RunsAlone), DisableParallelization = true)]
public sealed class RunsAlone;

[Collection(nameof(RunsAlone))]
public sealed class RunCountersTests : CommandTest
{
    private const long Size = 256L << 20;
    private const long LogSize = 1L << 20;


    [Fact]
    public async Task The_device_counters_see_the_zeroing_the_harness_did_and_not_the_allocation_ifi_skips()
    {
        File.WriteAllText(Temp["matrix.json"], """{ "repetitions": 3, "cases": [ { "scenario": "create", "size": "256MB", "log_size": "1MB", "ifi": ["off", "on"] } ] }""");

        var exit = await Bench(["run", "--matrix", Temp["matrix.json"], "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0", "--sample-interval", "100"]);

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

        // IFI off: the device wrote what the harness wrote (data zeroed, log zeroed), within 10% (the median of three, on a shared disk).
        var zeroed = rows.Where(r => r.Parameters.Ifi == false).Select(r => (double)r.Counters.DiskWriteBytes!.Value / r.BytesWritten!.Value).Order().ToList();
        Assert.Equal(Size + LogSize, rows.First(r => r.Parameters.Ifi == false).BytesWritten);
        Assert.InRange(zeroed[1], 0.9, 1.1);

        // IFI on: the data file is allocated, not written; the device wrote about the zeroed log alone.
        var allocated = rows.Where(r => r.Parameters.Ifi == true).Select(r => r.Counters.DiskWriteBytes!.Value).Order().ToList();
        Assert.InRange(allocated[1], LogSize, LogSize + (Size / 10));
    }
}
