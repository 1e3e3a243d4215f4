namespace Bench.Results.Tests.Cases;

public sealed class CaseIdTests
{
    private const string Create = "create/size=1GB/files=1/log_size=1MB/write_size=4MB/ifi=off";

    [Fact]
    public void The_text_form_reads_back_into_its_parts_and_writes_out_unchanged()
    {
        var id = CaseId.Parse(Create);

        Assert.Equal("create", id.Scenario);
        Assert.Equal(["size", "files", "log_size", "write_size"], id.Parameters.Select(p => p.Name));
        Assert.False(id.Ifi);
        Assert.Equal(Create, id.ToString());
        Assert.Equal(id, CaseId.Parse(Create));
        Assert.Equal(id.GetHashCode(), CaseId.Parse(Create).GetHashCode());
    }

    [Fact]
    public void Parameters_give_their_numbers_sizes_in_bytes_counts_and_switches_and_words_give_none()
    {
        var id = CaseId.Parse("restore/size=512MB/files=1/stripes=4/compression=on/max_transfer_size=1MB/buffer_count=default/ifi=on");

        Assert.Equal(512L << 20, id.Number("size"));
        Assert.Equal(4, id.Number("stripes"));
        Assert.Equal(1, id.Number("compression"));
        Assert.Equal(1, id.Number("ifi"));
        Assert.Null(id.Number("buffer_count"));
        Assert.Equal("default", id.ValueText("buffer_count"));
        Assert.Null(id.Number("block_size"));
    }

    [Fact]
    public void The_twin_is_the_case_without_ifi_and_both_twins_share_it()
    {
        var off = CaseId.Parse(Create);
        var on = off.WithIfi(true);

        Assert.Equal("create/size=1GB/files=1/log_size=1MB/write_size=4MB", off.Twin.ToString());
        Assert.Equal(off.Twin, on.Twin);
        Assert.Equal(Create.Replace("ifi=off", "ifi=on", StringComparison.Ordinal), on.ToString());
        var twin = off.Twin;
        Assert.Same(twin, twin.Twin);
        Assert.Equal("create/size=1GB/log_size=1MB/write_size=4MB/ifi=off", off.Without("files").ToString());
    }

    [Theory]
    [InlineData("")]
    [InlineData("create/size")]
    [InlineData("create/=1GB")]
    [InlineData("create/size=")]
    [InlineData("create/ifi=maybe")]
    [InlineData("create/ifi=on/size=1GB")]
    [InlineData("=create")]
    public void Text_that_is_not_a_case_id_is_refused_naming_it(string text)
    {
        Assert.False(CaseId.TryParse(text, out _));
        Assert.Contains($"'{text}'", Assert.Throws<FormatException>(() => CaseId.Parse(text)).Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Titles_keep_what_differs_within_each_scenario_and_name_the_scenario_among_several()
    {
        var ids = new[]
        {
            "create/size=256MB/files=1/log_size=1MB/write_size=4MB/ifi=on", "create/size=256MB/files=1/log_size=1MB/write_size=4MB/ifi=off",
            "create/size=1GB/files=1/log_size=1MB/write_size=4MB/ifi=on", Create,
            "autogrow/initial_size=8MB/growth=256MB/growths=3/log_size=1MB/write_size=4MB/ifi=on",
            "autogrow/initial_size=8MB/growth=256MB/growths=3/log_size=1MB/write_size=4MB/ifi=off",
        }.Select(CaseId.Parse).ToList();

        var titles = CaseId.Titles(ids);

        Assert.Equal("create size=1GB ifi=off", titles[ids[3]]);
        Assert.Equal("autogrow ifi=on", titles[ids[4]]);
        Assert.Equal("create size=256MB", ids[0].Twin.Title(ids.Select(i => i.Twin)));
        Assert.Equal("autogrow", ids[4].Twin.Title(ids.Select(i => i.Twin)));
    }

    [Fact]
    public void Among_cases_of_one_scenario_a_title_is_only_what_differs()
    {
        var a = CaseId.Parse("restore/stripes=1/buffer_count=4/ifi=on");
        var b = CaseId.Parse("restore/stripes=9/buffer_count=4/ifi=on");

        Assert.Equal("stripes=1", a.Title([a, b]));
        Assert.Equal("restore", a.Title([a]));
    }

    [Fact]
    public void A_case_id_is_made_only_of_parts_that_cannot_be_read_otherwise()
    {
        Assert.Throws<ArgumentException>(() => CaseId.Create("create", [new CaseParameter("size", "1/2", null)], null));
        Assert.Throws<ArgumentException>(() => CaseId.Create("create", [new CaseParameter("ifi", "on", 1)], null));
    }
}
