using Bench.Plots.Figures;
using Bench.Results;

namespace Bench.Plots.Tests.Report;

/// <summary>
/// A run's --note (what its volume really is) is said whole wherever the run is named: the report's header and every
/// chart's footer (the hdd note, cut at 64 characters, lost its "150 MiB/s and 150 IOPS"), so that a chart pasted alone
/// does not say "ssd vs hdd" of two RAM-backed loop devices (the ssd-vs-hdd benchmark's notes; they were only in the
/// environment table on the report's last page).
/// </summary>
public sealed class RunNoteTests
{
    private const string SsdNote = "ssd stand-in: RAM-backed loop device (an ext4 on a loop device over /dev/shm), not throttled";

    private const string HddNote = "hdd stand-in: RAM-backed loop device throttled by the block-I/O cgroup to 150 MiB/s and 150 IOPS each way";

    private static RunSummary Noted(RunSummary run, string note) => run with { Manifest = run.Manifest with { Note = note } };

    [Fact]
    public void A_charts_footer_names_the_run_with_its_whole_note()
    {
        var (ssd, hdd) = (Noted(FixedRuns.Ssd, SsdNote), Noted(FixedRuns.Hdd, HddNote));

        Assert.StartsWith($"run {ssd.Label} ({SsdNote}) · host ", Footers.Of(ssd).Text, StringComparison.Ordinal);
        Assert.StartsWith($"run {hdd.Label} ({HddNote}) · host ", Footers.Of(hdd).Text, StringComparison.Ordinal);
        Assert.Contains($"{hdd.Label} ({hdd.Manifest.RunId}; {HddNote})", Footers.Of([ssd, hdd]).Text, StringComparison.Ordinal);
        Assert.StartsWith($"run {FixedRuns.Ssd.Label} · host ", Footers.Of(FixedRuns.Ssd).Text, StringComparison.Ordinal);
        Assert.StartsWith($"run {hdd.Label} (hdd stand-in: two spaces) · host ", Footers.Of(Noted(hdd, "hdd stand-in:  two\tspaces")).Text, StringComparison.Ordinal);
    }

    [Fact]
    public void The_reports_header_gives_each_runs_note_in_full()
    {
        var runs = new[] { Noted(FixedRuns.Ssd, SsdNote), Noted(FixedRuns.Hdd, HddNote) }.Select(r => new ReportRun(r, [], "charts")).ToList();

        var report = ReportLayout.Render(new ReportModel(runs, [], [], [], [], [], [], []), new MarkdownReport((_, _) => null));
        var header = report.Split('\n').First(l => l.StartsWith("run ", StringComparison.Ordinal));

        Assert.Contains($"run {FixedRuns.Ssd.Label} ({SsdNote}) · host ", header, StringComparison.Ordinal);
        Assert.Contains($"run {FixedRuns.Hdd.Label} ({HddNote}) · host ", header, StringComparison.Ordinal);
    }
}
