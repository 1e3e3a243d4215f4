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

    [Theory]
    [InlineData(0.00313, "s", "3.13 ms")]
    [InlineData(12.87, "s", "12.9 s")]
    [InlineData(12_900, "ms", "12.9 s")]
    [InlineData(450, "ms", "450 ms")]
    [InlineData(0.5, "min", "30 s")]
    [InlineData(700, "MB/s", "700 MB/s")]
    [InlineData(3, null, "3")]
    public void A_bars_number_carries_its_unit_a_time_in_the_unit_it_reads_best_in(double value, string? unit, string written) =>
        Assert.Equal(written, Numbers.WithUnit(value, unit));
}
