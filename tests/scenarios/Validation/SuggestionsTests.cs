namespace Bench.Scenarios.Tests.Validation;

public sealed class SuggestionsTests
{
    [Theory]
    [InlineData("crate", "create")]
    [InlineData("autogrowth", "autogrow")]
    [InlineData("sise", "size")]
    [InlineData("log-size", "log_size")]
    public void A_near_miss_suggests_the_name_meant(string given, string meant) =>
        Assert.Equal(meant, Suggestions.Closest(given, ["create", "autogrow", "size", "files", "log_size", "ifi"]));

    [Fact]
    public void Something_unrelated_suggests_nothing() =>
        Assert.Null(Suggestions.Closest("restorexyz", ["create", "autogrow"]));
}
