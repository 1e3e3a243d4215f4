using Bench.Scenarios.Parameters;

namespace Bench.Scenarios.Tests;

public sealed class BackupParametersTests
{
    public static TheoryData<string, bool> BlockSizes => Allowed(["512B", "32KB", "64KB", "default"], refused: ["256B", "3KB", "128KB"]);

    public static TheoryData<string, bool> MaxTransferSizes => Allowed(["64KB", "1MB", "4MB", "192KB"], refused: ["100KB", "8MB", "default"]);

    [Theory]
    [MemberData(nameof(BlockSizes))]
    public void Block_size_is_a_power_of_two_from_512_bytes_to_64KB_or_default(string text, bool allowed)
    {
        Assert.Equal(allowed, BackupOptions.BlockSizeParameter.TryRead(text, out _));
    }

    [Theory]
    [MemberData(nameof(MaxTransferSizes))]
    public void Max_transfer_size_is_a_multiple_of_64KB_up_to_4MB(string text, bool allowed)
    {
        Assert.Equal(allowed, BackupOptions.MaxTransferSizeParameter.TryRead(text, out _));
    }

    [Fact]
    public void Default_buffer_count_is_the_often_quoted_estimate_and_the_case_id_says_default()
    {
        var cases = Plan("""{ "cases": [ { "scenario": "restore", "stripes": 9, "files": 2, "ifi": "on" } ] }""");

        var single = Assert.Single(cases);
        Assert.Equal((9 * 4) + 2, single.Columns.BufferCount);
        Assert.Contains("/buffer_count=default/", single.Id.ToString(), StringComparison.Ordinal);
        Assert.DoesNotContain("max_buffer_memory", single.Id.ToString(), StringComparison.Ordinal);
        Assert.Equal(38L << 20, single.BufferMemoryBytes);
        Assert.Null(single.Columns.BlockSize);
    }

    [Fact]
    public void Compression_triples_the_buffer_memory_and_the_limit_can_be_raised_in_the_entry()
    {
        var refused = Assert.Throws<ValidationException>(() =>
            Plan("""{ "cases": [ { "scenario": "backup", "buffer_count": 100, "max_transfer_size": "4MB", "compression": "on" } ] }"""));
        var allowed = Plan("""{ "cases": [ { "scenario": "backup", "buffer_count": 100, "max_transfer_size": "4MB", "compression": "on", "max_buffer_memory": "2GB" } ] }""");

        var error = Assert.Single(refused.Errors);
        Assert.Equal("buffer_count", error.Field);
        Assert.Contains("100 x 4MB x 3 (compression) = 1.2 GiB", error.Problem, StringComparison.Ordinal);
        Assert.Equal(1200L << 20, Assert.Single(allowed).BufferMemoryBytes);
    }

    [Fact]
    public void Restores_that_share_a_backup_share_one_fixture_whatever_their_buffers_block_size_or_ifi()
    {
        var cases = Plan("""{ "cases": [ { "scenario": "restore", "stripes": [1, 4], "buffer_count": [1, 8], "block_size": ["default", "64KB"] } ] }""");

        Assert.Equal(16, cases.Count);
        Assert.Equal(2, cases.Select(c => c.Fixture!.Key).Distinct().Count());
    }

    /// <summary>Rows of a theory on what a parameter reads: each of <paramref name="allowed"/> with true, then each of <paramref name="refused"/> with false.</summary>
    private static TheoryData<string, bool> Allowed(string[] allowed, string[] refused) =>
        [.. allowed.Select(text => (text, true)), .. refused.Select(text => (text, false))];

    private static IReadOnlyList<PlannedCase> Plan(string json)
    {
        var path = Path.GetTempFileName();
        try
        {
            File.WriteAllText(path, json);
            return MatrixPlanner.Plan(MatrixFile.Load(path));
        }
        finally
        {
            File.Delete(path);
        }
    }
}
