using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Manifest;
using Bench.Results.Samples;
using Bench.Results.Tune;

namespace Bench.Plots.Tests.Report;

/// <summary>
/// The report of a <c>bench tune</c> folder: it leads with the tune's answer from tune-result.json, names no other best,
/// and leaves out what does not apply to a tune (what-if estimates, the time IFI saved).
/// </summary>
public sealed class TuneReportTests
{
    private const long MB = 1024 * 1024;

    /// <summary>tune-result.json as bench tune writes it (its fields the report reads, and others it does not).</summary>
    private const string Answer = """
        {
          "mode": "restore",
          "size": "1GB",
          "stop_reason": "BudgetSpent",
          "stop_detail": "the budget of 20 case runs is spent",
          "case_runs": 20,
          "budget": 20,
          "noise": 0.11,
          "target": "native",
          "caveat": "Native target: no SQL Server ran. Check the answer on a real server (--target sqlserver) before changing production jobs.",
          "versus_default": {
            "verdict": "No clear difference from SQL Server's default for 1 backup file: +6.1% (-15.3% .. +32.8%), within the noise: keep your jobs as they are.",
            "outcome": "NoClearDifference",
            "default": "stripes=1 buffer_count=5 max_transfer_size=1MB block_size=default compression=off",
            "with": "BUFFERCOUNT = 5, MAXTRANSFERSIZE = 1048576",
            "gain_pct": 6.1,
            "gain_lower_pct": -15.3,
            "gain_upper_pct": 32.8
          },
          "best": {
            "setting": "stripes=1 buffer_count=128 max_transfer_size=4MB block_size=default compression=off",
            "runs": 2,
            "median_mb_s": 580.6,
            "ci_lower_mb_s": 553.9,
            "ci_upper_mb_s": 607.4,
            "buffer_memory_bytes": 541065216,
            "with": "BUFFERCOUNT = 128, MAXTRANSFERSIZE = 4194304",
            "unconfirmed": "measured 2 times only, not the 4 runs of a confirmed answer: run it again, or tune with a larger --budget, before using it"
          },
          "knee": null,
          "final_round": []
        }
        """;

    /// <summary>
    /// A tune's folder (<paramref name="tune"/>: its manifest says so) of restores on the native target, IFI on: the answer
    /// (BUFFERCOUNT 128) run 4 times at 589 MB/s, the default 5 times at 513, and a setting run once at 642, the fastest row;
    /// <paramref name="cancelled"/>: the tune was cancelled (its manifest's status, no case runs recorded).
    /// </summary>
    private static RunSummary Folder(string directory, bool tune = true, bool cancelled = false)
    {
        var rows = new List<ResultRow>();
        foreach (var (stripes, buffers, mts, runs, rate) in new[] { (1, 128, 4, 4, 589.0), (1, 5, 1, 5, 513.0), (2, 128, 4, 1, 642.0) })
        {
            var id = CaseId.Parse($"restore/size=1GB/files=1/stripes={stripes}/compression=off/max_transfer_size={mts}MB/buffer_count={buffers}/block_size=default/log_size=1MB/write_size=4MB/ifi=on");
            for (var rep = 1; rep <= runs; rep++)
            {
                rows.Add(new ResultRow
                {
                    RunId = "r", CaseId = id, Repetition = rep, Scenario = "restore", Target = "native",
                    Parameters = new CaseParameters { SizeBytes = 1024 * MB, Files = 1, Ifi = true, Stripes = stripes, BufferCount = buffers, MaxTransferSize = (int)(mts * MB), Compression = false },
                    Status = CaseStatus.Ok, StartedUtc = DateTime.UnixEpoch, ElapsedMs = 1800, AllocateMs = 1, TransferMs = 1700,
                    TransferMbS = rate + rep, Counters = CounterSummary.None,
                });
            }
        }

        var manifest = TestManifests.Of("20261128-000251-native", "native") with
        {
            Baseline = new VolumeBaseline("/data", 1L << 30, 1 << 20, 8, 1218, 1126, true) { ReadWriteMbS = 675 },
            Tune = tune ? new TuneInfo(20, 0, cancelled ? null : 10) : null,
            Status = cancelled ? "cancelled" : "complete",
            MatrixSource = tune ? "bench tune restore" : "test",
        };
        return RunSummary.Of(directory, manifest, rows, []);
    }

    /// <summary>The report of <see cref="Folder"/> in <paramref name="folder"/>, with <paramref name="answer"/> as its tune-result.json (null: none), and its report.md.</summary>
    private static (ReportModel Model, string Page) Reported(TempDirectory folder, string? answer = Answer, bool tune = true, bool cancelled = false)
    {
        if (answer is not null)
        {
            File.WriteAllText(folder[TuneAnswer.FileName], answer);
        }

        var model = new CapacityReport([]).ModelOf([Folder(folder.Path, tune, cancelled)]);
        return (model, MarkdownReport.Render(model, (_, chart) => $"charts/{chart.Name}.png"));
    }

    [Fact]
    public void A_tune_folders_report_leads_with_the_tunes_answer_from_its_tune_result_json()
    {
        using var folder = new TempDirectory();

        var (model, page) = Reported(folder);

        Assert.StartsWith("bench tune restore's answer for this volume: stripes=1 buffer_count=128 max_transfer_size=4MB block_size=default compression=off: 580.6 MB/s (553.9 .. 607.4, 2 runs); WITH BUFFERCOUNT = 128, MAXTRANSFERSIZE = 4194304 (measured 2 times only, not the 4 runs of a confirmed answer: run it again, or tune with a larger --budget, before using it).", model.Summary[0], StringComparison.Ordinal);
        Assert.StartsWith("No clear difference from SQL Server's default", model.Summary[1], StringComparison.Ordinal);
        var tune = page.IndexOf("## Tune: the answer", StringComparison.Ordinal);
        Assert.InRange(tune, 0, page.IndexOf("## How to read this report", StringComparison.Ordinal));
        Assert.Contains("RESTORE DATABASE ... WITH BUFFERCOUNT = 128, MAXTRANSFERSIZE = 4194304", page, StringComparison.Ordinal);
        Assert.Contains("Native target: no SQL Server ran. Check the answer on a real server", page, StringComparison.Ordinal);
        Assert.Contains("(charts/tune-path.png)", page, StringComparison.Ordinal);
    }

    [Fact]
    public void A_tune_folders_report_names_no_other_best_and_leaves_out_the_what_if_estimates_and_the_ifi_saved_column()
    {
        using var folder = new TempDirectory();

        var (model, page) = Reported(folder);

        Assert.Empty(model.Estimates);
        Assert.DoesNotContain("What-if", page, StringComparison.Ordinal);
        Assert.DoesNotContain($"| {ReportTables.SavedColumn} |", page, StringComparison.Ordinal);
        Assert.DoesNotContain($"{ReportTables.SavedColumn}: ", page, StringComparison.Ordinal);
        Assert.Contains("| case | n | median |", page, StringComparison.Ordinal);
        // The setting run once at 642 MB/s is the fastest row: neither the summary nor the findings crown it.
        Assert.DoesNotContain("fastest case", page, StringComparison.Ordinal);
        Assert.DoesNotContain("copied at best", page, StringComparison.Ordinal);
        Assert.Contains("the fastest row there is not the answer", page, StringComparison.Ordinal);
    }

    [Fact]
    public void A_run_folder_is_reported_as_before_even_with_a_tune_result_json_beside_it()
    {
        using var folder = new TempDirectory();

        var (_, page) = Reported(folder, tune: false);

        Assert.DoesNotContain("Tune: the answer", page, StringComparison.Ordinal);
        Assert.Contains("fastest case", page, StringComparison.Ordinal);
        Assert.Contains($"| {ReportTables.SavedColumn} |", page, StringComparison.Ordinal);
    }

    [Fact]
    public void A_cancelled_tune_says_it_has_no_answer_and_how_to_run_the_rest_and_crowns_no_best_in_its_place()
    {
        using var folder = new TempDirectory();

        var (model, page) = Reported(folder, answer: null, cancelled: true);

        Assert.Null(model.Tune?.Answer);
        Assert.Equal("No answer: the tune was cancelled after 10 case runs of its budget of 20; bench tune restore --resume RUN_DIR (this folder) runs the rest.", model.Summary[0]);
        Assert.Contains("## Tune: the answer", page, StringComparison.Ordinal);
        Assert.Contains("No answer: the tune was cancelled after 10 case runs of its budget of 20; bench tune restore --resume RUN_DIR (this folder) runs the rest.", page, StringComparison.Ordinal);
        Assert.Contains("the fastest row there is not the answer", page, StringComparison.Ordinal);
        Assert.DoesNotContain("(charts/tune-path.png)", page, StringComparison.Ordinal);
        // The setting run once at 642 MB/s is the fastest row: nothing crowns it, estimates from it, or gives the IFI-only readings.
        Assert.DoesNotContain("copied at best", page, StringComparison.Ordinal);
        Assert.DoesNotContain("fastest case", page, StringComparison.Ordinal);
        Assert.Empty(model.Estimates);
        Assert.DoesNotContain("What-if", page, StringComparison.Ordinal);
        Assert.DoesNotContain($"| {ReportTables.SavedColumn} |", page, StringComparison.Ordinal);
        Assert.DoesNotContain($"{ReportTables.SavedColumn}: ", page, StringComparison.Ordinal);
        Assert.DoesNotContain("IFI on makes a file by allocating it without writing", page, StringComparison.Ordinal);
    }

    [Fact]
    public void A_tune_stopped_before_its_answer_has_none_and_an_unreadable_answer_is_said_in_the_notes()
    {
        using var folder = new TempDirectory();

        var (stopped, _) = Reported(folder, answer: null);
        var (broken, _) = Reported(folder, answer: "{ \"mode\": \"restore\" ");

        Assert.Null(stopped.Tune?.Answer);
        Assert.Null(broken.Tune?.Answer);
        Assert.Contains(broken.Notes, n => n.StartsWith("the tune's answer is not shown: ", StringComparison.Ordinal) && n.Contains(TuneAnswer.FileName, StringComparison.Ordinal));
    }
}
