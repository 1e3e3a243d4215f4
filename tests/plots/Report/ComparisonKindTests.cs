using Bench.Scenarios;
using Bench.Results.Comparison;
using Bench.Results.Csv;
using Bench.Results.Export;

namespace Bench.Plots.Tests.Report;

/// <summary>
/// comparison.csv says of each row whether it is a timing the comparison counts and draws, or a security check's (the
/// exposure check) that it leaves out: a reader of the file alone saw the exposure rows' verdicts beside the others.
/// </summary>
public sealed class ComparisonKindTests : TempDirectoryTest
{
    [Fact]
    public async Task The_exposure_checks_rows_are_a_security_check_left_out_and_the_others_timings_in_a_column_of_their_own()
    {
        var exporter = ReportBuilder.Exporters(new CapacityReport([], fleet: false), new WriteJournal()).OfType<ComparisonCsvExporter>().Single();

        await exporter.ExportAsync([FixedRuns.Ssd, FixedRuns.Hdd], Temp.Path, TestContext.Current.CancellationToken);

        var path = Temp[ComparisonCsvExporter.FileName];
        Assert.EndsWith(",verdict,note,baseline_run_id,run_id,kind,measure", File.ReadLines(path).First(), StringComparison.Ordinal);
        var rows = CsvTableReader.ReadAll<ComparisonRow>(path);
        Assert.Contains(rows, r => r.Scenario == "exposure");
        Assert.All(rows, r => Assert.Equal(r.Scenario == "exposure" ? ComparisonKinds.SecurityCheck : ComparisonKinds.Timing, r.Kind));
        Assert.Equal(ScenarioCatalog.Infos.Where(s => s.IsSecurityCheck).Select(s => s.Name), ["exposure"]);
    }
}
