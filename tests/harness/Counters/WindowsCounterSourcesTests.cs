using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Counters;

/// <summary>The Windows sources, over a PerfMon that has the counters, lacks them, or fails mid-run.</summary>
public sealed class WindowsCounterSourcesTests
{
    private static readonly VolumeInfo DriveC = new(@"C:\bench-data", @"C:\", @"\\.\PhysicalDrive0", "NTFS", 4096, 512, false, null, null, null, null, null, [])
    {
        DeviceNumber = "0",
    };

    /// <summary>A PerfMon whose categories and readings the test sets.</summary>
    private sealed class FakePerfMon : IPerfMonCatalog
    {
        public Dictionary<string, string[]> Categories { get; } = new() { ["PhysicalDisk"] = ["0 C:", "_Total"], ["Processor"] = ["0", "_Total"] };

        public Queue<float[]?> Readings { get; } = new();

        public List<string> Opened { get; } = [];

        public IReadOnlyList<string> Instances(string category) =>
            Categories.TryGetValue(category, out var names) ? names : throw new InvalidOperationException($"Category '{category}' does not exist.");

        public IPerfMonReader Open(IReadOnlyList<PerfMonCounter> counters)
        {
            _ = Instances(counters[0].Category);
            Opened.AddRange(counters.Select(c => c.Path));
            return new Reader(this);
        }

        private sealed class Reader(FakePerfMon perfMon) : IPerfMonReader
        {
            public bool TryRead(Span<float> values, out string? why)
            {
                var next = perfMon.Readings.Count > 0 ? perfMon.Readings.Dequeue() : new float[values.Length];
                why = next is null ? "Instance '0 C:' does not exist in the specified Category." : null;
                next?.AsSpan(0, values.Length).CopyTo(values);
                return next is not null;
            }

            public void Dispose()
            {
            }
        }
    }

    [Fact]
    public void The_volumes_disk_and_the_processors_are_read_by_their_PerfMon_names()
    {
        var perfMon = new FakePerfMon();

        var (sources, note) = WindowsCounterSources.For(DriveC, perfMon);

        Assert.Null(note);
        Assert.Equal(3, sources.Count);
        Assert.Contains(@"\PhysicalDisk(0 C:)\Avg. Disk sec/Write", perfMon.Opened);
        Assert.Contains(@"\Processor(_Total)\% Processor Time", perfMon.Opened);
        Assert.Contains(@"disk.write_mb_s = \PhysicalDisk(0 C:)\Disk Write Bytes/sec / 10^6", sources[0].Description, StringComparison.Ordinal);
    }

    [Fact]
    public void Without_PerfMons_categories_the_run_goes_on_with_its_own_CPU_and_says_why()
    {
        var perfMon = new FakePerfMon();
        perfMon.Categories.Clear();

        var (sources, note) = WindowsCounterSources.For(DriveC, perfMon);

        Assert.IsType<ProcessCpuSource>(Assert.Single(sources));
        Assert.Equal(
            "PerfMon's PhysicalDisk counters are unavailable (Category 'PhysicalDisk' does not exist.): disk counters not sampled; "
            + "PerfMon's Processor counters are unavailable (Category 'Processor' does not exist.): machine CPU not sampled; "
            + "on Windows, 'lodctr /R' in an elevated prompt rebuilds missing counters",
            note);
    }

    [Fact]
    public void A_volume_whose_disk_PerfMon_does_not_list_still_gets_the_processors()
    {
        var (sources, note) = WindowsCounterSources.For(DriveC with { DeviceNumber = "3", MountPoint = @"F:\" }, new FakePerfMon());

        Assert.Equal(2, sources.Count);
        Assert.StartsWith("disk counters not sampled: no PhysicalDisk instance for disk 3 or F: among: 0 C:", note, StringComparison.Ordinal);
    }

    [Fact]
    public void Rate_counters_need_a_first_sample_so_a_start_adds_nothing()
    {
        var perfMon = new FakePerfMon();
        using var disk = new PerfMonSource(PerfMonCounters.Disk("0 C:"), perfMon.Open(PerfMonCounters.Disk("0 C:")));
        var batch = new SampleBatch();
        perfMon.Readings.Enqueue([0, 0, 0, 0, 0, 0, 0, 0, 0]);
        perfMon.Readings.Enqueue([0, 2e6f, 0, 1, 0, 2e6f, 0, 0.001f, 1]);

        disk.Read(0, batch);
        Assert.Empty(batch.Values);

        disk.Read(1, batch);
        Assert.Equal(2_000_000UL, batch.Disk!.Value.WriteBytes);
    }

    [Fact]
    public void A_reading_that_fails_marks_the_disk_missing_and_starts_over()
    {
        var perfMon = new FakePerfMon();
        using var disk = new PerfMonSource(PerfMonCounters.Disk("0 C:"), perfMon.Open(PerfMonCounters.Disk("0 C:")));
        disk.Read(0, new SampleBatch());
        perfMon.Readings.Enqueue(null);
        var failed = new SampleBatch();

        disk.Read(1, failed);
        var why = disk.LastFailure;
        var again = new SampleBatch();
        disk.Read(1, again);

        Assert.True(failed.DiskMissing);
        Assert.Empty(failed.Values);
        Assert.Equal("Instance '0 C:' does not exist in the specified Category.", why);
        Assert.Empty(again.Values);
        Assert.Null(disk.LastFailure);
    }
}
