using Bench.Results;
using Bench.Plots.Figures;
using Bench.Results.Manifest;

namespace Bench.Plots.Tests.Report;

/// <summary>A run stopped with Ctrl+C (status cancelled, some cases short or missing) is never reported as if complete.</summary>
public sealed class IncompleteRunTests
{
    /// <summary>Twelve cases of 3 repetitions planned; one never ran and another ran twice of three: 32 of 36 rows.</summary>
    private static RunSummary Cancelled() => Ended("cancelled");

    /// <summary>As <see cref="Cancelled"/>, the manifest saying <paramref name="status"/>.</summary>
    private static RunSummary Ended(string status)
    {
        var run = Runs.Make("cut");
        var ids = run.Rows.Select(r => r.CaseId).Distinct().ToList();
        var manifest = run.Manifest with
        {
            Status = status,
            Cases = [.. ids.Select(id => new ManifestCase(id, id.Scenario, run.Rows.First(r => r.CaseId.Equals(id)).Parameters))],
        };
        var rows = run.Rows.Where(r => !r.CaseId.Equals(ids[^1]) && !(r.CaseId.Equals(ids[0]) && r.Repetition == 3)).ToList();
        return RunSummary.Of(run.Directory, manifest, rows, []);
    }

    [Fact]
    public void Its_summary_says_it_was_cancelled_with_how_many_rows_and_cases_and_each_chart_footer_says_so_too()
    {
        var run = Cancelled();
        var model = new CapacityReport([]).ModelOf([Runs.Make("ssd"), run]);

        Assert.Contains(
            "Incomplete: run cut (20261122-000000-cut) is cancelled: 32 of 36 rows; 10 of 12 cases complete, 1 partly, 1 not run: its figures hold only what it recorded.",
            model.Summary);
        Assert.Single(model.Summary, s => s.StartsWith("Incomplete:", StringComparison.Ordinal));
        Assert.EndsWith("cancelled: 32 of 36 rows", Footers.Of(run).Text, StringComparison.Ordinal);
        Assert.Contains("cut: test, cancelled: 32 of 36 rows", Footers.Of([Runs.Make("ssd"), run]).Text, StringComparison.Ordinal);
        Assert.All(model.ComparisonCharts, c => Assert.Contains("cancelled: 32 of 36 rows", c.Footer.Text, StringComparison.Ordinal));
    }

    /// <summary>A tune of budget 20 that ran its 12 settings once or twice each (a matrix's 3 repetitions would be 36 rows).</summary>
    private static RunSummary Tune(string status, int? caseRuns = null)
    {
        var run = Runs.Make("tune");
        var ids = run.Rows.Select(r => r.CaseId).Distinct().ToList();
        var manifest = run.Manifest with
        {
            Status = status,
            MatrixSource = "bench tune restore",
            Tune = new TuneInfo(20, 2, caseRuns),
            Cases = [.. ids.Select(id => new ManifestCase(id, id.Scenario, run.Rows.First(r => r.CaseId.Equals(id)).Parameters))],
        };
        var rows = run.Rows.Where(r => r.Repetition == 1 || (r.Repetition == 2 && r.CaseId.Equals(ids[0]))).ToList();
        return RunSummary.Of(run.Directory, manifest, rows, []);
    }

    [Fact]
    public void A_finished_tune_is_complete_though_its_settings_have_fewer_runs_than_a_matrix_s_repetitions_and_a_cancelled_one_is_held_to_its_budget()
    {
        var finished = Tune("complete");

        Assert.Null(RunCompleteness.Brief(finished));
        Assert.Null(RunCompleteness.Sentence(finished));
        Assert.DoesNotContain("incomplete", Footers.Of(finished).Text, StringComparison.Ordinal);
        Assert.DoesNotContain(new CapacityReport([]).ModelOf([finished]).Summary, s => s.StartsWith("Incomplete", StringComparison.Ordinal));

        var cancelled = Tune("cancelled");
        Assert.Equal("cancelled: 15 of 20 case runs of its budget", RunCompleteness.Brief(cancelled)); // 13 rows and 2 warm-up runs
        Assert.Equal(
            "Incomplete: run tune (20261122-000000-tune) is cancelled: 15 of 20 case runs of its budget: its figures hold only what it recorded.",
            RunCompleteness.Sentence(cancelled));
    }

    [Fact]
    public void A_finished_tune_whose_results_csv_lost_rows_says_how_many_of_the_case_runs_it_recorded_are_missing()
    {
        var cut = Tune("complete", caseRuns: 17); // 13 rows and 2 warm-up runs left of the 17 it ran

        Assert.Equal("2 of 17 rows missing", RunCompleteness.Brief(cut));
        Assert.Equal(
            "Rows missing: run tune (20261122-000000-tune) finished, but 2 of 17 rows missing from its results.csv: its figures hold only what it recorded.",
            RunCompleteness.Sentence(cut));
        Assert.EndsWith("2 of 17 rows missing", Footers.Of(cut).Text, StringComparison.Ordinal);
        Assert.Null(RunCompleteness.Brief(Tune("complete", caseRuns: 15)));
    }

    [Fact]
    public void A_finished_run_short_of_rows_says_its_rows_are_missing_not_that_it_is_incomplete()
    {
        var run = Ended("complete");
        var model = new CapacityReport([]).ModelOf([run]);

        Assert.Contains(
            "Rows missing: run cut (20261122-000000-cut) finished, but 4 of 36 rows missing from its results.csv; 10 of 12 cases complete, 1 short of some rows, 1 with no row: its figures hold only what it recorded.",
            model.Summary);
        Assert.DoesNotContain(model.Summary, s => s.Contains("ncomplete", StringComparison.Ordinal));
        Assert.EndsWith("test, 4 of 36 rows missing", Footers.Of(run).Text, StringComparison.Ordinal);
    }

    [Fact]
    public void A_finished_run_whose_cases_were_skipped_with_a_reason_has_every_row_and_says_nothing_of_it()
    {
        var ssd = Runs.Make("ssd");
        var run = RunSummary.Of(ssd.Directory, ssd.Manifest with
        {
            Cases = [.. ssd.Rows.Select(r => r.CaseId).Distinct().Select(id => new ManifestCase(id, id.Scenario, ssd.Rows.First(r => r.CaseId.Equals(id)).Parameters))],
        }, [.. ssd.Rows.Select((r, i) => i % 3 == 0 ? r with { Status = CaseStatus.Skipped, Error = "the target cannot allocate without writing" } : r)], []);

        Assert.Null(RunCompleteness.Brief(run));
        Assert.Null(RunCompleteness.Sentence(run));
    }

    [Fact]
    public void A_complete_run_says_nothing_of_it()
    {
        var run = Runs.Make("ssd");

        Assert.Null(RunCompleteness.Sentence(run));
        Assert.DoesNotContain(new CapacityReport([]).ModelOf([run]).Summary, s => s.StartsWith("Incomplete", StringComparison.Ordinal));
    }
}
