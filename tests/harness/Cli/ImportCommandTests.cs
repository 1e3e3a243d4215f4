using System.Text;
using System.Text.Json;
using Bench.Harness.Tests.SqlServer;

namespace Bench.Harness.Tests.Cli;

public sealed class ImportCommandTests : CommandTest
{

    [Theory]
    [InlineData("dir", "it is a directory, not a file")]
    [InlineData("missing.log", "not found")]
    public async Task A_file_that_cannot_be_read_is_refused_saying_what_is_wrong_in_one_sentence(string name, string problem)
    {
        Directory.CreateDirectory(Temp["dir"]);

        var exit = await Bench("import", Temp[name]);

        AssertRefused(exit, $"FILE: cannot read {Temp[name]}: {problem}. Allowed: a readable text file, or - for standard input.");
        Assert.DoesNotContain("..", Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("denied", Cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_restore_s_error_log_excerpt_prints_its_phases_as_json()
    {
        File.WriteAllText(Temp["errorlog.txt"], string.Join("\r\n",
            "2026-11-22 10:00:01.25 spid57      Restore: PreparingContainers",
            "2026-11-22 10:00:03.75 spid57      Restore: Containers are ready",
            "2026-11-22 10:00:03.85 spid57      Restore: Transferring data to bench_00001",
            "2026-11-22 10:00:04.00 spid57      Restore: Waiting for log zero on bench_00001",
            "2026-11-22 10:00:04.02 spid57      Restore: LogZero complete",
            "2026-11-22 10:00:40.35 spid57      Restore: Data transfer complete on bench_00001"));
        using var output = new StringWriter();

        var exit = await BenchApp.RunAsync(["import", Temp["errorlog.txt"]], Cli.Console, output, TestContext.Current.CancellationToken);

        Assert.Equal(ExitCodes.Ok, exit);
        using var json = JsonDocument.Parse(output.ToString());
        var phases = json.RootElement.GetProperty("phases").EnumerateArray().ToDictionary(p => p.GetProperty("name").GetString()!, p => p.GetProperty("ms").GetDouble());
        Assert.Equal(2500, phases["allocate"]);
        Assert.Equal(36500, phases["transfer"]);
        Assert.Equal(20, phases["log_wait"]);
        Assert.DoesNotContain("log_zero", phases.Keys);
    }

    [Fact]
    public async Task A_windows_error_log_in_utf16_prints_its_phases()
    {
        // https://sqlservercentral.com/?p=31889, written as SQL Server writes ERRORLOG on Windows: UTF-16 LE with a BOM.
        File.WriteAllText(Temp["ERRORLOG"], File.ReadAllText(Sample.Path("sqlservercentral-31889-tf3004-restore.txt")), new UnicodeEncoding(false, true));
        using var output = new StringWriter();

        var exit = await BenchApp.RunAsync(["import", Temp["ERRORLOG"]], Cli.Console, output, TestContext.Current.CancellationToken);

        Assert.Equal(ExitCodes.Ok, exit);
        using var json = JsonDocument.Parse(output.ToString());
        Assert.Equal(18920, json.RootElement.GetProperty("phases").EnumerateArray().Single(p => p.GetProperty("name").GetString() == "transfer").GetProperty("ms").GetDouble());
        Assert.Equal(["error_log", "trace_flags"], json.RootElement.GetProperty("kinds").EnumerateArray().Select(k => k.GetString()));
    }

    [Fact]
    public async Task Every_summary_of_a_file_is_printed_in_order()
    {
        // Seed 001: http://henkvandervalk.com/how-to-increase-the-sql-database-restore-speed-using-db-compression-and-solid-state-disks
        using var output = new StringWriter();

        var exit = await BenchApp.RunAsync(["import", Sample.Path("seed001-restore-summaries.txt")], Cli.Console, output, TestContext.Current.CancellationToken);

        Assert.Equal(ExitCodes.Ok, exit);
        using var json = JsonDocument.Parse(output.ToString());
        var summaries = json.RootElement.GetProperty("summaries").EnumerateArray().ToList();
        Assert.Equal([340.33, 339.174], summaries.Select(s => s.GetProperty("seconds").GetDouble()));
        Assert.Equal("RESTORE DATABASE … FILE=<name>", summaries[1].GetProperty("operation").GetString());
    }

    [Fact]
    public async Task Text_nothing_sql_server_wrote_is_refused_with_exit_1_naming_the_file_and_what_is_read()
    {
        // https://github.com/pgbackrest/pgbackrest/issues/1477: a PostgreSQL restore log.
        var path = Sample.Path("pgbackrest-1477-not-sqlserver.txt");
        using var output = new StringWriter();

        var exit = await BenchApp.RunAsync(["import", path], Cli.Console, output, TestContext.Current.CancellationToken);

        Assert.Equal(ExitCodes.NotRecognised, exit);
        Assert.Equal(1, exit);
        Assert.Empty(output.ToString());
        var said = string.Join(' ', Cli.Output.Split('\n', StringSplitOptions.TrimEntries));
        Assert.Contains($"no SQL Server output recognised in {path}", said, StringComparison.Ordinal);
        Assert.Contains("It reads: an error log", said, StringComparison.Ordinal);
        Assert.Contains("DBCC PAGE output", said, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(1, "(1 line)")]
    [InlineData(2, "(2 lines)")]
    public async Task Text_nothing_sql_server_wrote_counts_its_lines_in_words_that_agree(int lines, string counted)
    {
        File.WriteAllText(Temp["notes.txt"], string.Concat(Enumerable.Repeat("a note of no server\n", lines)));

        var exit = await Bench("import", Temp["notes.txt"]);

        Assert.Equal(ExitCodes.NotRecognised, exit);
        var said = string.Join(' ', Cli.Output.Split('\n', StringSplitOptions.TrimEntries));
        Assert.Contains($"no SQL Server output recognised in {Temp["notes.txt"]} {counted}.", said, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_page_dumps_json_keeps_dump_bytes_which_the_code_does_not_expose_publicly()
    {
        using var output = new StringWriter();

        var exit = await BenchApp.RunAsync(["import", Sample.Path("internals-viewer-heap-nullable-page-1-632.txt")], Cli.Console, output, TestContext.Current.CancellationToken);

        Assert.Equal(ExitCodes.Ok, exit);
        using var json = JsonDocument.Parse(output.ToString());
        Assert.Equal((89 * 20) + 20 + 12, json.RootElement.GetProperty("pages")[0].GetProperty("dump_bytes").GetInt32());
        Assert.False(typeof(DbccPage).GetProperty(nameof(DbccPage.DumpBytes), System.Reflection.BindingFlags.Instance | System.Reflection.BindingFlags.Public | System.Reflection.BindingFlags.NonPublic)!.GetMethod!.IsPublic);
    }

    [Fact]
    public async Task A_missing_file_is_refused_naming_it()
    {
        var exit = await Bench("import", Temp["nothing.txt"]);

        Assert.Equal(ExitCodes.BadInput, exit);
        Assert.Contains("FILE: cannot read", Cli.Output, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("Processed 99999999999999999999999 pages for database 'S', file 'S' on file 1.", "line 2: pages: 99999999999999999999999 is out of range. Allowed: a whole number from 0 to 9223372036854775807.")]
    [InlineData("BufferCount:  99999999999999999999", "line 2: BufferCount: 99999999999999999999 is out of range. Allowed: a whole number from 0 to 9223372036854775807.")]
    [InlineData("Msg 99999999999, Level 16, State 1, Line 1", "line 2: Msg: 99999999999 is out of range. Allowed: a whole number from 0 to 2147483647.")]
    [InlineData("Slot 0 Offset 0x60 Length 99999999999", "line 2: length: 99999999999 is out of range. Allowed: a whole number from 0 to 2147483647.")]
    [InlineData("Memory Dump @0x10000000000000000B7A", "line 2: Memory Dump address: 10000000000000000B7A is out of range. Allowed: a hexadecimal number from 0 to 7FFFFFFFFFFFFFFF.")]
    // Hex read as a signed number wrapped: 0xFFFFFFFF was printed as "offset": -1, 0x80000000 as -2147483648.
    [InlineData("Slot 0 Offset 0xFFFFFFFF Length 159", "line 2: offset: FFFFFFFF is out of range. Allowed: a hexadecimal number from 0 to 7FFFFFFF.")]
    [InlineData("Slot 10 Offset 0x80000000 Length 159", "line 2: offset: 80000000 is out of range. Allowed: a hexadecimal number from 0 to 7FFFFFFF.")]
    [InlineData("Slot 10 Column 5 Offset 0x80000000 Length 4 Length (physical) 4", "line 2: offset: 80000000 is out of range. Allowed: a hexadecimal number from 0 to 7FFFFFFF.")]
    [InlineData("Memory Dump @0xFFFFFFFFFFFFFFFF", "line 2: Memory Dump address: FFFFFFFFFFFFFFFF is out of range. Allowed: a hexadecimal number from 0 to 7FFFFFFFFFFFFFFF.")]
    [InlineData("8000004234C7B194:   30008300 01000000 00000000 fc7f0000 00000000  0..........ü.......", "line 2: dump line address: 8000004234C7B194 is out of range. Allowed: a hexadecimal number from 0 to 7FFFFFFFFFFFFFFF.")]
    public async Task A_number_too_large_for_its_field_is_refused_with_exit_2_naming_its_line_field_and_what_is_allowed(string line, string? refusal)
    {
        File.WriteAllText(Temp["big.txt"], "Processed 8 pages for database 'S', file 'S' on file 1.\n" + line + "\n");
        using var output = new StringWriter();

        var exit = await BenchApp.RunAsync(["import", Temp["big.txt"]], Cli.Console, output, TestContext.Current.CancellationToken);

        if (refusal is null)
        {
            // Not a number the pattern reads: the line is not recognised, the rest is printed.
            Assert.Equal(ExitCodes.Ok, exit);
            return;
        }

        AssertRefused(exit, $"{Temp["big.txt"]}: {refusal}");
        Assert.Empty(output.ToString());
        Assert.DoesNotContain("Exception", Cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Seconds_too_large_for_a_double_are_refused_not_printed_as_infinity()
    {
        File.WriteAllText(Temp["big.txt"], $"BACKUP DATABASE successfully processed 1 pages in {new string('9', 400)} seconds (1 MB/sec).\n");
        using var output = new StringWriter();

        var exit = await BenchApp.RunAsync(["import", Temp["big.txt"]], Cli.Console, output, TestContext.Current.CancellationToken);

        AssertRefused(exit, "line 1: seconds: 9999", "is out of range. Allowed: a decimal number up to 1.798E+308.");
        Assert.Empty(output.ToString());
    }
}
