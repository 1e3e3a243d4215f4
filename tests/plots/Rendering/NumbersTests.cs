namespace Bench.Plots.Tests.Rendering;

public sealed class NumbersTests
{
    [Theory]
    [InlineData(68_412, "68,400")]
    [InlineData(452.3, "452")]
    [InlineData(45.23, "45.2")]
    [InlineData(3.214, "3.21")]
    [InlineData(0.04523, "0.0452")]
    [InlineData(100, "100")]
    [InlineData(0, "0")]
    public void A_measured_value_is_written_to_three_significant_digits(double value, string written) =>
        Assert.Equal(written, Numbers.Value(value));

    [Fact]
    public void A_tick_is_written_as_the_round_number_it_is() =>
        Assert.Equal(["1,000", "0.5", "2,048", "2G"], new[] { 1_000, 0.5, 2_048, 2e9 }.Select(Numbers.Tick));

    [Theory]
    [InlineData(1_234.6, "1,235")]
    [InlineData(452.3, "452")]
    [InlineData(0.2, "0")]
    public void A_rate_is_written_whole_with_thousands_separated(double value, string written) =>
        Assert.Equal(written, Numbers.Whole(value));
}
