using Bench.Results.Csv;
using Bench.Results.Manifest;

namespace Bench.Results.Tests;

public sealed class RunSummaryReaderTests : TempDirectoryTest
{
    private void Run(params double[] elapsed)
    {
        ManifestFile.Write(Temp.Path, TestManifests.Of("r", "ssd"));
        using var writer = new CsvTableWriter<ResultRow>(Path.Combine(Temp.Path, RunFiles.Results));
        writer.AppendAll(elapsed.Select((ms, i) => new ResultRow
        {
            RunId = "r", CaseId = CaseId.Parse("create/size=1GB/ifi=off"), Repetition = i + 1, Scenario = "create", Target = "native",
            Parameters = new CaseParameters(), Status = CaseStatus.Ok, StartedUtc = DateTime.UnixEpoch, ElapsedMs = ms,
        }));
    }

    private void Summary(double median, int n)
    {
        using var writer = new CsvTableWriter<SummaryRow>(Path.Combine(Temp.Path, RunFiles.Summary));
        writer.Append(new SummaryRow
        {
            CaseId = CaseId.Parse("create/size=1GB/ifi=off"), Scenario = "create", Target = "native", Parameters = new CaseParameters(), N = n, NotOk = 0,
            MedianMs = median,
        });
    }

    [Fact]
    public void A_run_folder_is_read_with_its_own_summary()
    {
        Run(10, 20, 30);
        Summary(median: 21.5, n: 3);

        var run = RunSummaryReader.Load(Temp.Path);

        Assert.Equal(21.5, Assert.Single(run.Summary).MedianMs);
        Assert.Equal(3, run.Rows.Count);
        Assert.Equal("ssd", run.Label);
    }

    [Fact]
    public void A_folder_without_a_summary_or_with_one_older_than_its_rows_has_it_computed()
    {
        Run(10, 20, 30);
        var computed = RunSummaryReader.Load(Temp.Path).Summary;
        Summary(median: 99, n: 2);

        var stale = RunSummaryReader.Load(Temp.Path).Summary;

        Assert.Equal(3, Assert.Single(computed).N);
        Assert.Equal(computed, stale);
    }

    [Fact]
    public void A_tune_s_warm_up_runs_its_first_rows_are_left_out_as_its_own_summary_leaves_them()
    {
        Run(5, 10, 20, 30);
        ManifestFile.Write(Temp.Path, TestManifests.Of("r", "ssd") with { MatrixSource = "bench tune restore", Tune = new TuneInfo(12, 1) });
        Summary(median: 20, n: 3);

        var run = RunSummaryReader.Load(Temp.Path);

        Assert.Equal(20, Assert.Single(run.Summary).MedianMs);
        Assert.Equal([10.0, 20, 30], run.Rows.Select(r => r.ElapsedMs));
    }

    [Theory]
    [InlineData(3, new[] { 10.0, 20, 30 })] // its summary.csv left the first run out: a warm-up
    [InlineData(4, new[] { 5.0, 10, 20, 30 })] // it counted every run: a tune of a version before the warm-up
    public void A_tune_written_before_its_manifest_named_its_warm_up_runs_leaves_out_the_first_rows_its_own_summary_left_out(int counted, double[] left)
    {
        Run(5, 10, 20, 30);
        ManifestFile.Write(Temp.Path, TestManifests.Of("r", "ssd") with { MatrixSource = "bench tune restore", Tune = null });
        Summary(median: 20, n: counted);

        var run = RunSummaryReader.Load(Temp.Path);

        Assert.Equal(left.Select(v => (double?)v), run.Rows.Select(r => r.ElapsedMs));
        Assert.Equal(counted, Assert.Single(run.Summary).N);
    }

    [Theory]
    [InlineData("cancelled")]
    [InlineData("running")]
    public void An_older_tune_that_did_not_finish_keeps_every_row_its_summary_may_be_older_than_its_rows(string status)
    {
        Run(5, 10, 20, 30);
        ManifestFile.Write(Temp.Path, TestManifests.Of("r", "ssd") with { MatrixSource = "bench tune restore", Tune = null, Status = status });
        Summary(median: 20, n: 3);

        var run = RunSummaryReader.Load(Temp.Path);

        Assert.Equal([5.0, 10, 20, 30], run.Rows.Select(r => r.ElapsedMs!.Value));
    }

    [Fact]
    public void A_folder_without_a_manifest_is_not_a_run()
    {
        Assert.Contains("has no manifest.json", Assert.Throws<IOException>(() => RunSummaryReader.Load(Temp.Path)).Message, StringComparison.Ordinal);
    }
}
