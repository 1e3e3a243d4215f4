namespace Bench.Store.Tests.Schema;

public sealed class StoreSchemaTests
{
    [Fact]
    public void Every_table_leads_with_the_run_id_and_names_each_column_once()
    {
        Assert.All(StoreSchema.Tables, table =>
        {
            Assert.Equal(StoreSchema.RunId, table.Columns[0].Name);
            Assert.Equal(table.Columns.Count, table.Columns.Select(c => c.Name).Distinct(StringComparer.Ordinal).Count());
        });
    }

    [Fact]
    public void Rows_that_leave_the_folder_carry_the_host_and_their_place_in_the_file()
    {
        Assert.All([StoreSchema.Results, StoreSchema.Stalls, StoreSchema.Summary], table =>
            Assert.Equal([StoreSchema.RunId, StoreSchema.Host, StoreSchema.Ordinal], table.Columns.Take(3).Select(c => c.Name)));
    }

    [Fact]
    public void Results_hold_every_results_csv_column_once_beside_host_and_ordinal() =>
        Assert.Equal(
            RecordLayout.Of<ResultRow>().Fields.Count + 2,
            StoreSchema.Results.Columns.Count);

    [Fact]
    public void Runs_are_keyed_by_run_id_and_samples_are_the_samples_csv_columns()
    {
        Assert.Equal([StoreSchema.RunId], StoreSchema.Runs.PrimaryKey);
        Assert.Equal(["run_id", "case_id", "repetition", "time", "counter", "value"], StoreSchema.Samples.Columns.Select(c => c.Name));
    }

    [Theory]
    [InlineData(ColumnType.Timestamp, "results.started_utc", "runs.started_utc", "samples.time")]
    [InlineData(ColumnType.Whole64, "results.bytes_written", "results.size_bytes")]
    [InlineData(ColumnType.Real, "results.elapsed_ms", "stalls.stall_ms", "summary.median_ms")]
    [InlineData(ColumnType.Whole32, "results.repetition")]
    [InlineData(ColumnType.Boolean, "results.ifi")]
    [InlineData(ColumnType.Key, "results.status")]
    [InlineData(ColumnType.Text, "results.error")]
    [InlineData(ColumnType.Document, "runs.manifest")]
    public void Columns_have_the_documented_kinds(ColumnType type, params string[] columns) =>
        Assert.All(columns, column =>
        {
            var (table, name) = (column.Split('.')[0], column.Split('.')[1]);
            Assert.Equal(type, StoreSchema.Tables.Single(t => t.Name == table).Column(name).Type);
        });
}
