using System.Text;

namespace Bench.Scenarios.Tests.Matrix;

/// <summary>
/// A case's planned deletion counts the bytes it wrote, which a file system that trims what it frees must trim: an IFI-on
/// create's data files, allocated and never written, cost next to nothing to delete (0.01-0.03 s for 10 GB on this
/// project's disk, against 0.1-0.5 s per GB written), so a forecast that counted them overstated deletion.
/// </summary>
public sealed class DeletedBytesTests
{
    private const long MB = 1 << 20;
    private const long GB = 1 << 30;

    private static long Deleted(string scenario, string ifi, string settings)
    {
        var json = $$"""{ "cases": [ { "scenario": "{{scenario}}", "ifi": "{{ifi}}", {{settings}} } ] }""";
        return Assert.Single(MatrixPlanner.Plan(MatrixFile.Parse("m.json", Encoding.UTF8.GetBytes(json)))).Work.DeletedBytes;
    }

    [Fact]
    public void An_ifi_on_create_deletes_only_its_zeroed_log_and_an_ifi_off_create_everything_it_zeroed()
    {
        Assert.Equal(MB, Deleted("create", "on", "\"size\": \"1GB\", \"files\": 8, \"log_size\": \"1MB\""));
        Assert.Equal((8 * GB) + MB, Deleted("create", "off", "\"size\": \"1GB\", \"files\": 8, \"log_size\": \"1MB\""));
    }

    [Fact]
    public void An_ifi_on_autogrow_deletes_what_its_page_writes_filled_not_its_last_growth()
    {
        const string settings = "\"initial_size\": \"4MB\", \"growth\": \"1GB\", \"growths\": 3, \"log_size\": \"1MB\"";

        Assert.Equal(4 * MB + (2 * GB) + MB, Deleted("autogrow", "on", settings));
        Assert.Equal(4 * MB + (3 * GB) + MB, Deleted("autogrow", "off", settings));
    }

    [Fact]
    public void An_exposure_case_deletes_its_written_marker_and_its_database_only_where_it_was_zeroed()
    {
        Assert.Equal(GB + MB, Deleted("exposure", "on", "\"size\": \"1GB\", \"log_size\": \"1MB\""));
        Assert.Equal((2 * GB) + MB, Deleted("exposure", "off", "\"size\": \"1GB\", \"log_size\": \"1MB\""));
    }
}
