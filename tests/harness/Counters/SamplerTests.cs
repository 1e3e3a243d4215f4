using Bench.Results.Samples;

namespace Bench.Harness.Tests.Counters;

public sealed class SamplerTests : TempDirectoryTest
{
    private static readonly BlockVolume Vda = new(new BlockDeviceName("vda", 254, 0), "disk", [new BlockDeviceName("vda", 254, 0)]);

    private Sampler Start(SamplesWriter writer, int intervalMs)
    {
        File.WriteAllText(Temp["diskstats"], Snapshots.PlainDisk);
        return new Sampler([DiskSource.Open(Vda, Temp["diskstats"])!, new ProcessCpuSource()], intervalMs, writer, noDisk: null);
    }

    [Fact]
    public async Task Samples_of_a_case_are_streamed_tagged_with_the_case_and_summarized()
    {
        using (var writer = new SamplesWriter(Temp["samples.csv"], "run-1"))
        using (var sampler = Start(writer, intervalMs: 100))
        {
            var clock = System.Diagnostics.Stopwatch.StartNew();
            sampler.BeginCase("create/size=1MB", 2);
            await Task.Delay(450, TestContext.Current.CancellationToken);

            // A loaded machine can leave the sampling thread unscheduled for the whole wait: the case goes on until it has
            // sampled once (a sampler that never samples fails, at the hang bound).
            while (sampler.Samples == 0 && clock.Elapsed < HangBound.Limit)
            {
                await Task.Delay(10, TestContext.Current.CancellationToken);
            }

            var summary = sampler.EndCase();
            var elapsed = clock.Elapsed.TotalMilliseconds;

            // One sample per 100 ms interval of the case, however long a loaded machine made the 450 ms wait (a clean-clone
            // CI once waited 813 ms and took 7): never more than the intervals that passed, plus the one at the end.
            Assert.InRange(summary.Samples!.Value, 1, (int)(elapsed / 100) + 1);
            Assert.Equal(sampler.Samples, summary.Samples!.Value);
            Assert.Equal(0, summary.DiskWriteBytes);
            Assert.Equal(0, summary.DiskWriteMbSPeak);
            Assert.Null(summary.SamplesNote);
        }

        var lines = File.ReadAllLines(Temp["samples.csv"]);
        Assert.Equal(SamplesWriter.Header, lines[0]);
        Assert.All(lines.Skip(1), l => Assert.StartsWith("create/size=1MB,2,", l, StringComparison.Ordinal));
        Assert.Contains(lines, l => l.Contains(",disk.write_mb_s,0", StringComparison.Ordinal));
        Assert.Contains(lines, l => l.Contains(",process.cpu_pct,", StringComparison.Ordinal));
    }

    [Fact]
    public void A_case_shorter_than_one_interval_has_no_samples_and_no_lines()
    {
        using var writer = new SamplesWriter(Temp["samples.csv"], "run-1");
        using var sampler = Start(writer, intervalMs: 60_000);

        sampler.BeginCase("create/size=1MB", 1);
        var summary = sampler.EndCase();

        Assert.Equal(0, summary.Samples);
        Assert.Equal("shorter than one 60000 ms interval: no samples, so no means or peaks", summary.SamplesNote);
        Assert.Equal(0, summary.DiskWriteBytes);
        writer.Flush();
        Assert.Equal([SamplesWriter.Header], File.ReadAllLines(Temp["samples.csv"]));
    }

    [Fact]
    public async Task Between_cases_nothing_is_sampled()
    {
        using var writer = new SamplesWriter(Temp["samples.csv"], "run-1");
        using var sampler = Start(writer, intervalMs: 100);

        await Task.Delay(350, TestContext.Current.CancellationToken);

        Assert.Equal(0, sampler.Samples);
        Assert.Equal(CounterSummary.None, sampler.EndCase());
    }
}
