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
    public void Buffer_memory_no_max_buffer_memory_allows_is_refused_with_the_most_it_allows_not_a_value_it_would_refuse()
    {
        var refused = Assert.Throws<ValidationException>(() =>
            Plan("""{ "cases": [ { "scenario": "backup", "buffer_count": 1000000, "max_transfer_size": "4MB" } ] }"""));

        var error = Assert.Single(refused.Errors);
        Assert.Equal("buffer_count", error.Field);
        Assert.Contains("1000000 x 4MB = 3.8 TiB", error.Problem, StringComparison.Ordinal);
        Assert.Equal("a smaller buffer_count or max_transfer_size: this combination cannot be allowed, as max_buffer_memory allows at most 1TB", error.Allowed);
        Assert.DoesNotContain("4TB", error.ToString(), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(300, "2GB")]
    [InlineData(200_000, "1TB")]
    public void The_max_buffer_memory_the_advice_names_is_one_a_matrix_may_give_and_it_allows_the_case(int bufferCount, string advised)
    {
        var entry = $$"""{ "scenario": "restore", "buffer_count": {{bufferCount}}, "max_transfer_size": "4MB" }""";
        var refused = Assert.Throws<ValidationException>(() => Plan($$"""{ "cases": [ {{entry}} ] }"""));

        Assert.EndsWith($"\"max_buffer_memory\": \"{advised}\" in this matrix entry", Assert.Single(refused.Errors).Allowed, StringComparison.Ordinal);
        Assert.NotEmpty(Plan($$"""{ "cases": [ {{entry[..^1]}}, "max_buffer_memory": "{{advised}}" } ] }"""));
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
