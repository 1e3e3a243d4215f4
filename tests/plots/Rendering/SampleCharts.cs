using Bench.Plots.Charts;

namespace Bench.Plots.Tests.Rendering;

/// <summary>One chart of each use, from fixed figures shaped like a real run (the tests draw them; so does tools/samples).</summary>
public static class SampleCharts
{
    public static ChartFooter Footer { get; } = new("ssd", "db01 (/mnt/data, ext4)", new DateTimeOffset(2025, 3, 1, 14, 2, 0, TimeSpan.Zero), "profile standard");

    /// <summary>IFI off vs on per size, log time axis, the ratio above each pair.</summary>
    public static BarChart IfiCreate() => new(
        "ifi-create",
        "CREATE DATABASE: instant file initialization makes data files 15-590x faster",
        "database size",
        ElapsedMs(AxisScale.Log10),
        [
            Pair("1 GB", 1_450, 1_390, 1_520, 96, 91, 104),
            Pair("10 GB", 14_800, 14_400, 15_300, 99, 95, 110),
            Pair("50 GB", 71_200, 69_800, 73_900, 121, 112, 135),
        ],
        Footer)
    { Subtitle = "median of 5 repetitions, whiskers: 95% interval; log scale: each step is 10x" };

    /// <summary>A pair where IFI on is exactly 100x below IFI off (the visibility test).</summary>
    public static BarChart Hundredfold(AxisScale scale) => new(
        "ifi-hundredfold",
        "IFI on is 100x faster",
        "database size",
        ElapsedMs(scale),
        [new BarGroup("10 GB", [new Bar("IFI off", 10_000), new Bar("IFI on", 100)], "100x")],
        Footer);

    /// <summary>Restore MB/s against BUFFERCOUNT (log2), a line per stripe count, defaults marked, the volume's limit.</summary>
    public static LineChart RestoreBufferCount()
    {
        double[] counts = [1, 2, 4, 8, 16, 32, 64];
        (string Name, int Stripes, double[] MbS)[] lines =
        [
            ("1 file", 1, [410, 620, 850, 990, 1_040, 1_050, 1_060]),
            ("2 files", 2, [560, 880, 1_190, 1_380, 1_450, 1_470, 1_480]),
            ("4 files", 4, [700, 1_120, 1_520, 1_760, 1_850, 1_880, 1_890]),
            ("9 files", 9, [820, 1_290, 1_700, 1_880, 1_930, 1_940, 1_940]),
        ];
        return new LineChart(
            "restore-buffercount",
            "RESTORE throughput against BUFFERCOUNT: 9 backup files reach 92% of the volume's limit",
            new ValueAxis("BUFFERCOUNT", null, AxisScale.Log2),
            new ValueAxis("transfer rate", "MB/s"),
            [.. lines.Select(l => new LineSeries(l.Name, [.. counts.Zip(l.MbS)]))],
            Footer)
        {
            Subtitle = "median of the transfer phase over 3 repetitions; MAXTRANSFERSIZE 1 MB",
            References = [new ReferenceLine(2_100, "volume limit (fio-style baseline)")],
            Markers = [.. lines.Select(l => new PointMarker(l.Name, (l.Stripes * 4) + l.Stripes + 2, "server default BUFFERCOUNT"))],
        };
    }

    /// <summary>Phases of the slowest cases, with long titles.</summary>
    public static StackedBarChart Phases() => new(
        "phases",
        "Where the time goes: allocate, zero and transfer per case",
        new ValueAxis("elapsed time", "s"),
        ["allocate", "zero (log and data)", "transfer"],
        [
            new StackedBar("restore 50 GB from 1 file, BUFFERCOUNT 7 (default), MAXTRANSFERSIZE 1 MB, IFI off", [1.2, 68.5, 52.3]),
            new StackedBar("restore 50 GB from 1 file, BUFFERCOUNT 7 (default), MAXTRANSFERSIZE 1 MB, IFI on", [1.15, 2.4, 51.9]),
            new StackedBar("restore 50 GB from 9 files, BUFFERCOUNT 64, MAXTRANSFERSIZE 4 MB, IFI on", [1.1, 2.3, 27.4]),
            new StackedBar("create 50 GB, IFI off", [0.35, 70.85, 0]),
            new StackedBar("create 50 GB, IFI on", [0.095, 0.026, 0]),
            new StackedBar("create 10 GB, IFI off", [0.12, 14.68, 0]),
        ],
        Footer)
    { Subtitle = "median of 5 repetitions; zeroing is what instant file initialization skips (the log is always zeroed)" };

    /// <summary>Autogrowth stall per growth event, IFI off vs on, log axis.</summary>
    public static BarChart Stalls() => new(
        "stalls",
        "Autogrowth: each 1 GB growth stalls writers for 1.4 s without IFI, 2 ms with it",
        "growth event (1 GB each)",
        new ValueAxis("stall", "ms", AxisScale.Log10),
        [.. Enumerable.Range(1, 8).Select(g => new BarGroup(
            g.ToString(System.Globalization.CultureInfo.InvariantCulture),
            [new Bar("IFI off", 1_380 + (g * 23)), new Bar("IFI on", 1.6 + (g % 3 * 0.3))]))],
        Footer)
    { Subtitle = "median over 5 repetitions of the time a writer waited during each growth" };

    /// <summary>Counters over a run, boundaries where each case starts, CPU % on the right axis.</summary>
    public static LineChart Counters()
    {
        var seconds = Enumerable.Range(0, 181).Select(s => (double)s).ToList();
        static double Write(double t) => t switch { < 2 => 5, < 60 => 890 + (40 * Math.Sin(t / 3)), < 64 => 20, < 120 => 1_720 + (90 * Math.Sin(t / 2)), < 124 => 15, _ => 1_080 + (60 * Math.Cos(t / 4)) };
        static double Read(double t) => t switch { < 64 => 2, < 120 => 1_650 + (80 * Math.Cos(t / 2)), < 124 => 4, _ => 0 };
        static double Cpu(double t) => t switch { < 60 => 6 + (2 * Math.Sin(t)), < 64 => 2, < 120 => 31 + (4 * Math.Sin(t / 5)), < 124 => 2, _ => 12 + Math.Cos(t) };
        return new LineChart(
            "counters",
            "Disk and CPU while the cases ran",
            new ValueAxis("time since the run started", "s"),
            new ValueAxis("disk throughput", "MB/s"),
            [
                new LineSeries("write MB/s", [.. seconds.Select(t => (t, Write(t)))]),
                new LineSeries("read MB/s", [.. seconds.Select(t => (t, Read(t)))]),
                new LineSeries("CPU %", [.. seconds.Select(t => (t, Cpu(t)))], RightAxis: true),
            ],
            Footer)
        {
            Subtitle = "sampled once a second, repetition 1; dotted lines: a case starts",
            RightY = new ValueAxis("CPU", "%"),
            Boundaries = [new Boundary(2, "create 50 GB, IFI off"), new Boundary(64, "restore 50 GB from 9 files, BUFFERCOUNT 64"), new Boundary(124, "backup 50 GB to 4 files")],
        };
    }

    /// <summary>Two runs compared per case: a bar per run label, ratio and verdict above.</summary>
    public static BarChart Compare() => new(
        "compare-restore",
        "RESTORE on ssd vs hdd: hdd is 3-12x slower on every case",
        "case",
        new ValueAxis("elapsed time", "s"),
        [
            Compared("restore 10 GB, 1 file, BUFFERCOUNT 7 (default)", 9.8, 41.2, "4.2x slower"),
            Compared("restore 10 GB, 4 files, BUFFERCOUNT 64", 5.6, 38.9, "6.9x slower"),
            Compared("restore 10 GB, 9 files, BUFFERCOUNT 64, MAXTRANSFERSIZE 4 MB", 5.2, 62.4, "12x slower"),
            Compared("restore 1 GB, 1 file", 1.1, 3.5, "3.2x slower"),
        ],
        Footer with { Run = "ssd vs hdd" })
    { Subtitle = "median of 5 repetitions per run; verdict by Mann-Whitney U test at 5%" };

    /// <summary>Forty IFI pairs with long case titles: too many to label under vertical bars, so drawn horizontally.</summary>
    public static BarChart ManyCases() => new(
        "ifi-restore",
        "RESTORE: IFI off vs on for forty cases",
        "case",
        ElapsedMs(AxisScale.Log10),
        [.. Enumerable.Range(1, 40).Select(i => new BarGroup(
            string.Create(System.Globalization.CultureInfo.InvariantCulture, $"restore {i} GB from {(i % 9) + 1} files, BUFFERCOUNT {1 << (i % 7)}"),
            [new Bar("IFI off", 1_000 * i), new Bar("IFI on", 10 + i)],
            string.Create(System.Globalization.CultureInfo.InvariantCulture, $"{1_000 * i / (10 + i)}x faster")))],
        Footer);

    /// <summary>One series: no legend needed (and none drawn over the data).</summary>
    public static BarChart BlockSize() => new(
        "blocksize",
        "BLOCKSIZE: backup transfer rate by block size",
        "BLOCKSIZE",
        new ValueAxis("transfer rate", "MB/s"),
        [new BarGroup("512 B", [new Bar("backup", 120)]), new BarGroup("4 KB", [new Bar("backup", 640)]), new BarGroup("64 KB", [new Bar("backup", 1_210)])],
        Footer);

    /// <summary>Every sample, in the order the samples folder lists them.</summary>
    public static IReadOnlyList<IChart> All() => [IfiCreate(), RestoreBufferCount(), Phases(), Stalls(), Counters(), Compare(), ManyCases(), BlockSize()];

    /// <summary>The time axis of the IFI charts: elapsed milliseconds on <paramref name="scale"/>.</summary>
    private static ValueAxis ElapsedMs(AxisScale scale) => new("elapsed time", "ms", scale);

    private static BarGroup Pair(string size, double off, double offLow, double offHigh, double on, double onLow, double onHigh) => new(
        size,
        [new Bar("IFI off", off, offLow, offHigh), new Bar("IFI on", on, onLow, onHigh)],
        string.Create(System.Globalization.CultureInfo.InvariantCulture, $"{off / on:0}x faster"));

    private static BarGroup Compared(string label, double ssd, double hdd, string verdict) => new(
        label,
        [new Bar("ssd", ssd), new Bar("hdd", hdd)],
        verdict);
}
