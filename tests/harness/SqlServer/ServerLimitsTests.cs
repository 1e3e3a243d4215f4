namespace Bench.Harness.Tests.SqlServer;

/// <summary>What a server refuses before it starts, said as the reason a case is skipped.</summary>
public sealed class ServerLimitsTests
{
    private static readonly ServerFacts Developer2022 = new("16.0.4135.4", "RTM", "Developer Edition (64-bit)", '/', true, "Y", 8L << 20);

    [Fact]
    public void A_primary_file_smaller_than_model_s_is_skipped_naming_both_sizes_and_msg_1803()
    {
        var reason = ServerLimits.ModelRefusal(Developer2022, 4L << 20);

        Assert.NotNull(reason);
        Assert.Contains("Msg 1803", reason, StringComparison.Ordinal);
        Assert.Contains("asks for 4 MB and model's is 8 MB", reason, StringComparison.Ordinal);
        Assert.EndsWith("of 8MB or more", reason, StringComparison.Ordinal);
    }

    [Fact]
    public void A_primary_file_as_large_as_model_s_is_taken()
    {
        Assert.Null(ServerLimits.ModelRefusal(Developer2022, 8L << 20));
        Assert.Null(ServerLimits.ModelRefusal(Developer2022 with { ModelDataBytes = 3L << 20 }, 4L << 20));
    }
}
