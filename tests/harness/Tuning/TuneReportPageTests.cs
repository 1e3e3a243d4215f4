using Bench.Harness.Tuning;
using Bench.Results.Tune;

namespace Bench.Harness.Tests.Tuning;

/// <summary>
/// A tune's report.html and report.md are written after tune-result.json and lead with its answer, as
/// <c>bench report</c> of the folder does; tune-result.json reads back as the report's <see cref="TuneAnswer"/>.
/// </summary>
public sealed class TuneReportPageTests : CommandTest
{
    private static readonly string[] SmallGrid = ["--size", "8MB", "--stripes", "1..2", "--buffer-count", "1..4", "--max-transfer-size", "64KB..128KB"];

    [Fact]
    public async Task A_finished_tunes_report_leads_with_the_answer_of_its_tune_result_json_and_bench_report_writes_the_same()
    {
        var exit = await Bench(["tune", "restore", .. SmallGrid, "--budget", "10", "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0"]);
        Assert.Equal(ExitCodes.Ok, exit);
        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        var answer = TuneAnswer.Read(run)!;
        var page = File.ReadAllText(Path.Combine(run, "report.md"));

        Assert.Contains("## Tune: the answer", page, StringComparison.Ordinal);
        Assert.Contains($"Answer: {answer.Best!.Setting}: ", page, StringComparison.Ordinal);
        Assert.Contains($"WITH {answer.Best.With}", page, StringComparison.Ordinal);
        Assert.Contains(answer.Caveat!, page, StringComparison.Ordinal);
        Assert.Contains("(charts/tune-path.png)", page, StringComparison.Ordinal);
        Assert.Contains("<svg", File.ReadAllText(Path.Combine(run, "report.html"))[File.ReadAllText(Path.Combine(run, "report.html")).IndexOf("Tune: the answer", StringComparison.Ordinal)..], StringComparison.Ordinal);

        Assert.Equal(ExitCodes.Ok, await Bench("report", run));
        Assert.Equal(page, File.ReadAllText(Path.Combine(run, "report.md")));
        Assert.True(File.Exists(Path.Combine(run, "charts", "tune-path.svg")), "bench report leaves the tune's chart");
    }

    [Fact]
    public async Task Tune_result_json_reads_back_as_the_answer_the_report_shows()
    {
        var exit = await Bench(["tune", "restore", .. SmallGrid, "--budget", "10", "--data-dir", Temp["data"], "--out", Temp["runs"], "--baseline-size", "0", "--no-report"]);
        Assert.Equal(ExitCodes.Ok, exit);
        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        var json = System.Text.Json.JsonDocument.Parse(File.ReadAllText(Path.Combine(run, TuneOutputs.ResultFile))).RootElement;

        var answer = TuneAnswer.Read(run)!;

        Assert.Equal("restore", answer.Mode);
        Assert.Equal("native", answer.Target);
        Assert.Equal(json.GetProperty("case_runs").GetInt32(), answer.CaseRuns);
        Assert.Equal(json.GetProperty("best").GetProperty("setting").GetString(), answer.Best!.Setting);
        Assert.Equal(json.GetProperty("best").GetProperty("median_mb_s").GetDouble(), answer.Best.MedianMbS);
        Assert.Equal(json.GetProperty("best").GetProperty("with").GetString(), answer.Best.With);
        Assert.Equal(json.GetProperty("best").GetProperty("buffer_memory_bytes").GetInt64(), answer.Best.BufferMemoryBytes);
        Assert.Equal(json.GetProperty("versus_default").GetProperty("verdict").GetString(), answer.VersusDefault!.Verdict);
        Assert.Equal(json.GetProperty("caveat").GetString(), answer.Caveat);
        Assert.False(File.Exists(Path.Combine(run, "report.md")));
    }
}
