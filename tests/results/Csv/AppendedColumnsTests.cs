using Bench.Results.Csv;

namespace Bench.Results.Tests.Csv;

/// <summary>
/// A column added to results.csv or summary.csv comes after the columns before it (README: appended, so the columns before
/// it keep their order), so a reader that takes the older columns by position still finds them.
/// </summary>
public sealed class AppendedColumnsTests
{
    [Fact]
    public void Results_csv_ends_with_note_after_the_workload_columns()
    {
        var columns = CsvFormat.Header<ResultRow>().Split(',');

        Assert.Equal(["data_reads_per_s", "note"], columns[^2..]);
    }

    [Fact]
    public void Summary_csv_ends_with_ifi_left_out_after_run_id()
    {
        var columns = CsvFormat.Header<SummaryRow>().Split(',');

        Assert.Equal(["run_id", "ifi_left_out"], columns[^2..]);
    }
}
