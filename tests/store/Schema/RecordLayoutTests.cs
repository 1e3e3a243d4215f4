namespace Bench.Store.Tests.Schema;

public sealed class RecordLayoutTests : TempDirectoryTest
{
    [Fact]
    public void The_results_columns_are_the_header_of_results_csv_in_its_order() =>
        Assert.Equal(Header<ResultRow>(), RecordLayout.Of<ResultRow>().Fields.Select(f => f.Column.Name));

    [Fact]
    public void The_stalls_columns_are_the_header_of_stalls_csv_in_its_order() =>
        Assert.Equal(Header<GrowthStallRow>(), RecordLayout.Of<GrowthStallRow>().Fields.Select(f => f.Column.Name));

    [Fact]
    public void The_summary_columns_are_the_header_of_summary_csv_in_its_order() =>
        Assert.Equal(Header<SummaryRow>(), RecordLayout.Of<SummaryRow>().Fields.Select(f => f.Column.Name));

    [Fact]
    public void A_row_built_from_its_stored_values_equals_the_row()
    {
        foreach (var row in RunFolders.Rows("run", DateTime.UnixEpoch))
        {
            var stored = Stored(row);

            Assert.Equal(row, RecordLayout.Of<ResultRow>().Create(name => stored[name] ?? DBNull.Value));
        }
    }

    [Fact]
    public void Values_are_stored_as_the_csv_writes_them()
    {
        var stored = Stored(RunFolders.Rows("run", DateTime.UnixEpoch)[2]);

        Assert.Equal("skipped", stored["status"]);
        Assert.Equal(RunFolders.Exposure.ToString(), stored["case_id"]);
        Assert.Equal(true, stored["ifi"]);
        Assert.Equal(32L << 20, stored["size_bytes"]);
        Assert.Null(stored["elapsed_ms"]);
        Assert.Equal(DateTimeKind.Utc, ((DateTime)stored["started_utc"]!).Kind);
    }

    [Fact]
    public void An_empty_value_where_the_record_needs_one_is_refused_naming_the_column()
    {
        var stored = Stored(RunFolders.Rows("run", DateTime.UnixEpoch)[0]);
        stored["repetition"] = null;

        var error = Assert.Throws<InvalidDataException>(() => RecordLayout.Of<ResultRow>().Create(name => stored[name]));

        Assert.Contains("column repetition is empty", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_value_of_the_wrong_kind_is_refused_naming_the_column_and_the_value()
    {
        var stored = Stored(RunFolders.Rows("run", DateTime.UnixEpoch)[0]);
        stored["case_id"] = "not a case id/";

        var error = Assert.Throws<InvalidDataException>(() => RecordLayout.Of<ResultRow>().Create(name => stored[name]));

        Assert.Contains("column case_id holds 'not a case id/'", error.Message, StringComparison.Ordinal);
    }

    private static Dictionary<string, object?> Stored(ResultRow row) =>
        RecordLayout.Of<ResultRow>().Fields.ToDictionary(f => f.Column.Name, f => f.Get(row));

    private string[] Header<T>()
    {
        var path = Temp[typeof(T).Name + ".csv"];
        using (new CsvTableWriter<T>(path))
        {
        }

        return File.ReadAllLines(path)[0].Split(',');
    }
}
