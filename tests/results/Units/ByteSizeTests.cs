using Bench.Results.Units;

namespace Bench.Results.Tests.Units;

public sealed class ByteSizeTests
{
    [Theory]
    [InlineData("4MB", 4L << 20)]
    [InlineData("1GB", 1L << 30)]
    [InlineData("1gb", 1L << 30)]
    [InlineData("10 GB", 10L << 30)]
    [InlineData("512KB", 512L << 10)]
    [InlineData("1TiB", 1L << 40)]
    [InlineData("65536", 65536)]
    [InlineData("100B", 100)]
    [InlineData("-1MB", -(1L << 20))]
    public void Sizes_are_read_in_binary_units_as_SQL_Server_reads_them(string text, long bytes)
    {
        Assert.True(ByteSize.TryParse(text, out var value));
        Assert.Equal(bytes, value.Bytes);
    }

    [Theory]
    [InlineData("")]
    [InlineData("1.5GB")]
    [InlineData("GB")]
    [InlineData("ten")]
    [InlineData("99999999999TB")]
    public void Anything_else_is_not_a_size(string text) => Assert.False(ByteSize.TryParse(text, out _));

    [Theory]
    [InlineData(1L << 30, "1GB")]
    [InlineData(1536L << 20, "1536MB")]
    [InlineData(4096, "4KB")]
    [InlineData(100, "100B")]
    public void Sizes_are_written_in_their_shortest_exact_form(long bytes, string text)
    {
        Assert.Equal(text, ByteSize.Format(bytes));
        Assert.Equal(text, new ByteSize(bytes).ToString());
    }

    [Theory]
    [InlineData(500L << 30, "500 GB")]
    [InlineData(512L << 20, "512 MB")]
    [InlineData(3L << 39, "1.5 TB")]
    [InlineData(64L << 10, "64 KB")]
    [InlineData(512, "512 B")]
    public void A_report_says_sizes_in_binary_units_with_a_space(long bytes, string text) => Assert.Equal(text, ByteSize.Spoken(bytes));

    [Theory]
    [InlineData("10G", "10GB")]
    [InlineData("10g", "10GB")]
    [InlineData("512m", "512MB")]
    [InlineData("1.5GB", "1536MB")]
    [InlineData("0.5 gb", "512MB")]
    public void A_size_without_its_B_or_with_a_fraction_is_given_the_whole_size_it_meant(string text, string meant)
    {
        Assert.False(ByteSize.TryParse(text, out _));
        Assert.Equal($"sizes are whole numbers with a unit: did you mean {meant}?", ByteSize.Hint(text));
    }

    [Theory]
    [InlineData("10GB")]
    [InlineData("huge")]
    [InlineData("1.3B")]
    [InlineData("")]
    [InlineData("99999999999999999999999999.5TB")]
    [InlineData("9000000000.5TB")]
    public void A_size_that_parses_or_is_nothing_like_one_gets_no_hint(string text) => Assert.Null(ByteSize.Hint(text));
}
