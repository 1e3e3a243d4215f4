using System.Globalization;
using Bench.Results.Comparison;
using Bench.Results.Csv;
using Bench.Results.Samples;

namespace Bench.Results.Tests.Csv;

public sealed class CsvTableTests : TempDirectoryTest
{
    private static ResultRow Row(int repetition, CaseStatus status = CaseStatus.Ok) => new()
    {
        RunId = "20261122-101010-ssd",
        CaseId = CaseId.Parse("create/size=1GB/files=1/log_size=1MB/write_size=4MB/ifi=off"),
        Repetition = repetition,
        Scenario = "create",
        Target = "native",
        Parameters = new CaseParameters { Ifi = false, SizeBytes = 1L << 30, Files = 1, LogSizeBytes = 1 << 20, WriteSize = 4 << 20 },
        IfiEffective = false,
        IoMode = "direct",
        Status = status,
        Error = status == CaseStatus.Ok ? null : "No space left on device, \"quoted\"",
        StartedUtc = new DateTime(2026, 11, 22, 10, 10, 10, 123, DateTimeKind.Utc),
        ElapsedMs = 1234.567,
        AllocateMs = 1200.5,
        LogZeroMs = 34.067,
        BytesWritten = (1L << 30) + (1 << 20),
        BytesRead = 0,
        ThroughputMbS = 870.6,
        Counters = status == CaseStatus.Ok
            ? new CounterSummary { Samples = 2, DiskWriteBytes = (1L << 30) + (3 << 20), DiskWriteMbSMean = 880.25, DiskWriteMbSPeak = 1010.5, DiskAvgWriteBytes = 524288, CpuPctMean = 12.5, CpuPctPeak = 20 }
            : new CounterSummary { Samples = 0, SamplesNote = "shorter than one 1000 ms interval: no samples, so no means or peaks" },
    };

    [Fact]
    public void Appending_to_a_file_an_older_version_wrote_rewrites_it_under_the_current_header_keeping_its_rows()
    {
        // stalls.csv as runs wrote it before run_id was recorded: six columns.
        var path = Path.Combine(Temp.Path, "stalls.csv");
        File.WriteAllText(path, "case_id,repetition,growth,size_before_bytes,size_after_bytes,stall_ms\n"
            + "autogrow/size=4MB/growth=1GB/growths=3/ifi=on,1,1,4194304,1077936128,0.61\n");
        var added = new GrowthStallRow
        {
            CaseId = CaseId.Parse("autogrow/size=4MB/growth=1GB/growths=3/ifi=on"),
            Repetition = 2,
            Growth = 1,
            SizeBeforeBytes = 4 << 20,
            SizeAfterBytes = (4 << 20) + (1L << 30),
            StallMs = 0.58,
            RunId = "20261123-101010-ssd",
        };

        using (var writer = new CsvTableWriter<GrowthStallRow>(path))
        {
            writer.Append(added);
        }

        var lines = File.ReadAllLines(path);
        Assert.Equal(CsvFormat.Header<GrowthStallRow>(), lines[0]);
        Assert.Equal(3, lines.Length);
        Assert.All(lines, l => Assert.Equal(lines[0].Count(c => c == ','), l.Count(c => c == ',')));
        var rows = CsvTableReader.ReadAll<GrowthStallRow>(path);
        Assert.Equal(added with { Repetition = 1, SizeAfterBytes = 1077936128, StallMs = 0.61, RunId = null }, rows[0]);
        Assert.Equal(added, rows[1]);
        Assert.False(File.Exists(path + ".upgrading"));
    }

    [Fact]
    public void A_file_whose_header_has_columns_this_version_does_not_write_is_refused_and_left_untouched()
    {
        var path = Path.Combine(Temp.Path, "stalls.csv");
        var text = "case_id,repetition,growth,size_before_bytes,size_after_bytes,stall_ms,run_id,from_a_newer_bench\n"
            + "autogrow/size=4MB/growth=1GB/growths=3/ifi=on,1,1,4194304,1077936128,0.61,r,x\n";
        File.WriteAllText(path, text);

        var refused = Assert.Throws<InvalidDataException>(() => new CsvTableWriter<GrowthStallRow>(path).Dispose());

        Assert.Contains("from_a_newer_bench", refused.Message, StringComparison.Ordinal);
        Assert.Equal(text, File.ReadAllText(path));
    }

    [Theory]
    [InlineData("de-DE")]
    [InlineData("fr-FR")]
    [InlineData("tr-TR")]
    [InlineData("en-US")]
    public void A_row_round_trips_with_invariant_numbers_under_any_culture(string culture)
    {
        var previous = CultureInfo.CurrentCulture;
        CultureInfo.CurrentCulture = CultureInfo.CurrentUICulture = new CultureInfo(culture);
        try
        {
            var path = Path.Combine(Temp.Path, $"results-{culture}.csv");
            using (var writer = new CsvTableWriter<ResultRow>(path))
            {
                writer.Append(Row(1));
                writer.Append(Row(2, CaseStatus.Failed));
            }

            var text = File.ReadAllText(path);
            Assert.Contains("1234.567", text, StringComparison.Ordinal);
            Assert.DoesNotContain("1234,567", text, StringComparison.Ordinal);
            Assert.Contains("2026-11-22T10:10:10.123Z", text, StringComparison.Ordinal);
            Assert.Contains(",off,", text, StringComparison.Ordinal);
            Assert.Contains(",failed,", text, StringComparison.Ordinal);

            var read = CsvTableReader.ReadAll<ResultRow>(path);
            Assert.Equal([Row(1), Row(2, CaseStatus.Failed)], read);
            Assert.Equal(DateTimeKind.Utc, read[0].StartedUtc.Kind);
        }
        finally
        {
            CultureInfo.CurrentCulture = CultureInfo.CurrentUICulture = previous;
        }
    }

    [Fact]
    public void The_header_names_the_design_columns_in_snake_case()
    {
        var path = Path.Combine(Temp.Path, "header.csv");
        using (var writer = new CsvTableWriter<ResultRow>(path))
        {
        }

        var header = File.ReadLines(path).First().Split(',');
        string[] required =
        [
            "run_id", "case_id", "repetition", "scenario", "target", "ifi", "ifi_effective", "size_bytes", "files", "growth_bytes",
            "stripes", "buffer_count", "max_transfer_size", "block_size", "compression", "status", "error", "started_utc",
            "elapsed_ms", "allocate_ms", "log_zero_ms", "transfer_ms", "bytes_written", "bytes_read", "throughput_mb_s",
            "samples", "disk_write_bytes", "disk_read_bytes", "disk_write_mb_s_mean", "disk_write_mb_s_peak", "disk_read_mb_s_mean",
            "disk_read_mb_s_peak", "disk_avg_write_bytes", "disk_avg_read_bytes", "cpu_pct_mean", "cpu_pct_peak", "top_waits",
        ];
        Assert.All(required, column => Assert.Contains(column, header));
    }

    [Fact]
    public void Appending_to_an_existing_file_keeps_its_rows_and_writes_no_second_header()
    {
        var path = Path.Combine(Temp.Path, "append.csv");
        using (var writer = new CsvTableWriter<ResultRow>(path))
        {
            writer.Append(Row(1));
        }

        using (var writer = new CsvTableWriter<ResultRow>(path))
        {
            writer.Append(Row(2));
        }

        Assert.Equal(3, File.ReadAllLines(path).Length);
        Assert.Equal([1, 2], CsvTableReader.ReadAll<ResultRow>(path).Select(r => r.Repetition));
    }

    [Fact]
    public void Each_row_is_on_disk_as_soon_as_it_is_appended()
    {
        var path = Path.Combine(Temp.Path, "flushed.csv");
        using var writer = new CsvTableWriter<ResultRow>(path);
        writer.Append(Row(1));

        // Read while the writer still holds the file, as the run's summary and a report of a running run do (on
        // Windows the reader must share writing; CI's Wine smoke test catches a reader that does not).
        Assert.Single(CsvTableReader.ReadAll<ResultRow>(path));
    }

    [Theory]
    [InlineData("ThroughputMbS", "throughput_mb_s")]
    [InlineData("RunId", "run_id")]
    [InlineData("Ci95LowerMs", "ci95_lower_ms")]
    public void Member_names_become_snake_case(string member, string column) =>
        Assert.Equal(column, CsvFormat.SnakeCase(member));

    [Fact]
    public void A_file_written_before_a_column_existed_reads_with_that_column_empty()
    {
        var path = Path.Combine(Temp.Path, "old.csv");
        File.WriteAllText(path, "run_id,case_id,repetition,scenario,target,status,started_utc,elapsed_ms\nr,create/size=1GB,1,create,native,ok,2026-01-01T00:00:00.000Z,12.5\n");

        var row = Assert.Single(CsvTableReader.ReadAll<ResultRow>(path));

        Assert.Equal(("create/size=1GB", 12.5), (row.CaseId.ToString(), row.ElapsedMs));
        Assert.Null(row.Counters.DiskWriteBytes);
        Assert.Null(row.Parameters.SizeBytes);
    }

    [Fact]
    public void Stalls_and_comparison_rows_write_their_columns_in_order_and_read_back()
    {
        var stallsPath = Path.Combine(Temp.Path, "stalls.csv");
        var comparisonPath = Path.Combine(Temp.Path, "comparison.csv");
        var stall = new GrowthStallRow { CaseId = CaseId.Parse("autogrow/growths=2/ifi=on"), Repetition = 1, Growth = 2, SizeBeforeBytes = 4 << 20, SizeAfterBytes = 8 << 20, StallMs = 12.5, RunId = "r1" };
        var compared = new ComparisonRow(
            CaseId.Parse("create/size=1GB/ifi=off"), "create", "ssd", "hdd", 4, 4, 10, 40, 4, 3.5, 4.5, 0.03, 1.4, "slower", null, "r0", "r1", ComparisonKinds.Timing, ComparisonMeasures.EndToEnd);
        using (var writer = new CsvTableWriter<GrowthStallRow>(stallsPath))
        {
            writer.Append(stall);
        }

        using (var writer = new CsvTableWriter<ComparisonRow>(comparisonPath))
        {
            writer.Append(compared);
        }

        Assert.Equal("case_id,repetition,growth,size_before_bytes,size_after_bytes,stall_ms,run_id", File.ReadLines(stallsPath).First());
        Assert.Equal(
            "case_id,scenario,baseline,label,n_baseline,n,median_baseline_ms,median_ms,ratio,ratio_ci_lower,ratio_ci_upper,p_value,detectable_ratio,verdict,note,baseline_run_id,run_id,kind,measure",
            File.ReadLines(comparisonPath).First());
        Assert.Equal(stall, Assert.Single(CsvTableReader.ReadAll<GrowthStallRow>(stallsPath)));
        Assert.Equal(compared, Assert.Single(CsvTableReader.ReadAll<ComparisonRow>(comparisonPath)));
    }

    [Fact]
    public void A_stalls_file_written_before_run_id_reads_with_the_run_id_empty()
    {
        var path = Path.Combine(Temp.Path, "old-stalls.csv");
        File.WriteAllText(path, "case_id,repetition,growth,size_before_bytes,size_after_bytes,stall_ms\nautogrow/growths=2/ifi=on,1,2,4194304,8388608,12.5\n");

        var row = Assert.Single(CsvTableReader.ReadAll<GrowthStallRow>(path));

        Assert.Equal((12.5, null), (row.StallMs, row.RunId));
    }
}
