using Bench.Plots.Charts;
using Bench.Plots.Figures;
using Bench.Results.Manifest;

namespace Bench.Plots.Tests;

/// <summary>
/// The counters charts say what their series count: the whole device, every process's I/O on it, and the whole machine's
/// CPU, not the run's own work (a zeroing create's disk reads are someone else's).
/// </summary>
public sealed class CounterScopeTests
{
    [Fact]
    public void The_disk_series_say_whole_device_all_processes_and_the_CPU_all_processes()
    {
        var charts = RunCharts.Build(FixedRuns.Ssd).OfType<LineChart>().Where(c => c.Name.StartsWith("counters-", StringComparison.Ordinal)).ToList();

        Assert.NotEmpty(charts);
        Assert.Equal("loop0", CounterFigure.Device(FixedRuns.Ssd.Manifest));
        Assert.All(charts, c =>
        {
            Assert.Equal("disk throughput", c.Y.Label);
            Assert.Equal("CPU", c.RightY!.Label);
            Assert.Contains(c.Series, s => s.Name == "disk write, whole device loop0, all processes");
            Assert.All(c.Series.Where(s => s.Name != CounterFigure.OwnCpu), s => Assert.EndsWith(", all processes", s.Name, StringComparison.Ordinal));
        });
    }

    [Fact]
    public void The_device_is_named_as_the_runs_counter_sources_recorded_it()
    {
        var manifest = FixedRuns.Ssd.Manifest;
        RunManifest With(params string[] sources) => manifest with { Counters = new CountersInfo(250, sources, []) };

        Assert.Equal("vda", CounterFigure.Device(With("disk vda (254:0): /proc/diskstats", "cpu: /proc/stat (total and 2 cores)")));
        Assert.Equal("md0", CounterFigure.Device(With("disk md0 (raid1) on sda, sdb: /proc/diskstats")));
        Assert.Equal("PhysicalDisk 0 C:", CounterFigure.Device(With(@"disk.write_mb_s = \PhysicalDisk(0 C:)\Disk Write Bytes/sec / 10^6")));
        Assert.Null(CounterFigure.Device(With("cpu: /proc/stat (total and 2 cores)")));
        Assert.Equal("disk write, whole device, all processes", CounterFigure.Scoped("disk write", null));
        Assert.Equal("disk read, whole device vda, all processes", CounterFigure.Scoped("disk read", "vda"));
        Assert.Equal("CPU, all cores, all processes", CounterFigure.Scoped("CPU, all cores", "vda"));
    }
}
