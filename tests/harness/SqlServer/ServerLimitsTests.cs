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

    private static readonly ServerFacts Express2022 = Developer2022 with { Edition = "Express Edition (64-bit)", EngineEdition = 4 };

    private static readonly ServerFacts Web2019 = Developer2022 with { ProductVersion = "15.0.2000.5", Edition = "Web Edition (64-bit)", EngineEdition = 2 };

    [Fact]
    public void Express_and_web_skip_compressed_backups_with_msg_1844_and_the_other_editions_run_them()
    {
        Assert.Contains("Msg 1844", ServerLimits.CompressionRefusal(Express2022), StringComparison.Ordinal);
        Assert.Contains("not supported on Web Edition (64-bit)", ServerLimits.CompressionRefusal(Web2019), StringComparison.Ordinal);
        Assert.Null(ServerLimits.CompressionRefusal(Developer2022 with { EngineEdition = 3 }));
        Assert.Null(ServerLimits.CompressionRefusal(Developer2022 with { Edition = "Standard Edition (64-bit)", EngineEdition = 2 }));
    }

    [Fact]
    public void Express_skips_a_database_of_more_than_10_GB_of_data_and_takes_10_GB()
    {
        var reason = ServerLimits.SizeRefusal(Express2022, 16L << 30);

        Assert.Contains("Msg 1827", reason, StringComparison.Ordinal);
        Assert.Contains("at most 10 GB", reason, StringComparison.Ordinal);
        Assert.Contains("needs 16 GB", reason, StringComparison.Ordinal);
        Assert.Null(ServerLimits.SizeRefusal(Express2022, 10L << 30));
        Assert.Null(ServerLimits.SizeRefusal(Web2019, 16L << 30));
    }

    [Fact]
    public void A_restore_of_a_compressed_backup_is_skipped_because_the_edition_cannot_make_the_backup_not_because_it_cannot_restore_it()
    {
        Assert.Contains("the restores from them, whose compressed backup this edition cannot make", Assert.Single(ServerLimits.CannotRun(Web2019)), StringComparison.Ordinal);
        Assert.StartsWith("Web Edition (64-bit) restores a compressed backup but cannot make the one this case reads: BACKUP ... WITH COMPRESSION", ServerLimits.CompressedFixtureRefusal(Web2019), StringComparison.Ordinal);
        Assert.Null(ServerLimits.CompressedFixtureRefusal(Developer2022 with { EngineEdition = 3 }));
    }

    [Fact]
    public void Doctor_says_the_edition_and_what_it_cannot_run()
    {
        var express = Bench.Harness.Doctor.Doctor.ServerLine(Express2022, []);
        var developer = Bench.Harness.Doctor.Doctor.ServerLine(Developer2022 with { EngineEdition = 3 }, [3004]);

        Assert.Contains("Express Edition (64-bit) cannot run compressed backups", express, StringComparison.Ordinal);
        Assert.Contains("nor databases of more than 10 GB of data", express, StringComparison.Ordinal);
        Assert.Contains("Developer Edition (64-bit)", developer, StringComparison.Ordinal);
        Assert.DoesNotContain("cannot run", developer, StringComparison.Ordinal);
    }
}
