using System.Globalization;
using Bench.Results.Samples;

namespace Bench.Results.Tests.Samples;

public sealed class SamplesWriterTests : TempDirectoryTest
{
    [Theory]
    [InlineData("de-DE")]
    [InlineData("en-US")]
    public void Lines_are_case_repetition_utc_time_counter_an_invariant_number_and_the_run_id(string culture)
    {
        var previous = CultureInfo.CurrentCulture;
        CultureInfo.CurrentCulture = new CultureInfo(culture);
        try
        {
            var path = Path.Combine(Temp.Path, "samples.csv");
            using (var writer = new SamplesWriter(path, "run-1"))
            {
                writer.Write("create/size=1GB/ifi=off", 3, new DateTime(2026, 11, 22, 10, 0, 1, 250, DateTimeKind.Utc), "disk.write_mb_s", 1234.56789);
                writer.Write("create/size=1GB/ifi=off", 3, new DateTime(2026, 11, 22, 10, 0, 1, 250, DateTimeKind.Utc), "disk.in_flight", 8);
                Assert.Equal(2, writer.Lines);
            }

            Assert.Equal(
                [
                    "case_id,repetition,time,counter,value,run_id",
                    "create/size=1GB/ifi=off,3,2026-11-22T10:00:01.250Z,disk.write_mb_s,1234.568,run-1",
                    "create/size=1GB/ifi=off,3,2026-11-22T10:00:01.250Z,disk.in_flight,8,run-1",
                ],
                File.ReadAllLines(path));
        }
        finally
        {
            CultureInfo.CurrentCulture = previous;
        }
    }

    [Fact]
    public void Reopening_appends_without_a_second_header()
    {
        var path = Path.Combine(Temp.Path, "append.csv");
        using (var writer = new SamplesWriter(path, "run-1"))
        {
            writer.Write("a", 1, DateTime.UnixEpoch, "cpu.pct", 1);
        }

        using (var writer = new SamplesWriter(path, "run-1"))
        {
            writer.Write("a", 1, DateTime.UnixEpoch, "cpu.pct", 2);
        }

        Assert.Equal(3, File.ReadAllLines(path).Length);
    }

    [Fact]
    public void A_file_begun_without_run_id_goes_on_without_it()
    {
        var path = Path.Combine(Temp.Path, "old.csv");
        File.WriteAllText(path, SamplesWriter.HeaderWithoutRunId + "\na,1,1970-01-01T00:00:00.000Z,cpu.pct,1\n");
        using (var writer = new SamplesWriter(path, "run-1"))
        {
            writer.Write("a", 1, DateTime.UnixEpoch, "cpu.pct", 2);
        }

        Assert.Equal("a,1,1970-01-01T00:00:00.000Z,cpu.pct,2", File.ReadAllLines(path)[^1]);
    }
}
