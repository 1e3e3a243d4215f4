using Bench.Results.Csv;

namespace Bench.Results.Tests.Csv;

/// <summary>A damaged line of a run's CSV is said in one sentence, its line and column named, never the reader's state dump.</summary>
public sealed class DamagedRowTests
{
    private static readonly string Header = CsvFormat.Header<ResultRow>();

    [Fact]
    public void A_line_cut_short_says_how_many_of_its_columns_it_has()
    {
        var e = Assert.Throws<CsvRowException>(() => CsvTableReader.Read<ResultRow>(new StringReader($"{Header}\nrun,create/size=1MB\n"), "results.csv"));

        Assert.Equal($"results.csv line 2 has 2 of {Header.Split(',').Length} columns (cut short or damaged): not a row bench wrote", e.Message);
    }

    [Fact]
    public void A_cell_not_of_its_kind_names_its_line_and_column()
    {
        var columns = Header.Split(',');
        string[] cells = [.. columns.Select(c => c switch
        {
            "run_id" => "r",
            "case_id" => "create/size=1MB",
            "repetition" => "1",
            "scenario" => "create",
            "status" => "ok",
            "started_utc" => "2026-11-28T00:00:00.000Z",
            "elapsed_ms" => "abc",
            _ => string.Empty,
        })];

        var e = Assert.Throws<CsvRowException>(() => CsvTableReader.Read<ResultRow>(new StringReader($"{Header}\n{string.Join(',', cells)}\n"), "results.csv"));

        Assert.Equal("results.csv line 2, column elapsed_ms: 'abc' is not a number", e.Message);
        Assert.DoesNotContain("state", e.Message, StringComparison.Ordinal);
    }
}
