namespace Bench.Results.Tests.Statistics;

public sealed class SummarizerTests
{
    private static ResultRow Row(bool ifi, double elapsed, long size = 1L << 30, CaseStatus status = CaseStatus.Ok) => new()
    {
        RunId = "r",
        CaseId = CaseId.Parse($"create/size={size}/ifi={(ifi ? "on" : "off")}"),
        Repetition = 1,
        Scenario = "create",
        Target = "native",
        Parameters = new CaseParameters { Ifi = ifi, SizeBytes = size, Files = 1 },
        Status = status,
        StartedUtc = DateTime.UnixEpoch,
        ElapsedMs = status == CaseStatus.Ok ? elapsed : null,
    };

    [Fact]
    public void Repetitions_of_a_case_become_one_summary_with_the_ifi_off_on_ratio_of_its_pair()
    {
        var rows = new[] { Row(true, 5), Row(false, 500), Row(true, 4), Row(false, 600), Row(true, 6), Row(false, 550) };

        var summary = Summarizer.Summarize(rows);

        Assert.Equal(2, summary.Count);
        var on = summary.Single(s => s.Parameters.Ifi == true);
        var off = summary.Single(s => s.Parameters.Ifi == false);
        Assert.Equal(5, on.MedianMs);
        Assert.Equal(550, off.MedianMs);
        Assert.Equal(110, off.IfiOffOnRatio);
        Assert.Equal(110, on.IfiOffOnRatio);
    }

    [Fact]
    public void A_cases_buffer_count_is_the_one_its_rows_recorded_most_not_the_first_rows()
    {
        // A sqlserver default records per row the count SQL Server chose, none when trace flag 3213 said nothing that time.
        ResultRow Backup(int repetition, int? buffers) => Row(true, 5) with
        {
            CaseId = CaseId.Parse("backup/stripes=2/buffer_count=default"), Scenario = "backup", Target = "sqlserver", Repetition = repetition,
            Parameters = new CaseParameters { Stripes = 2, BufferCount = buffers },
        };

        var summary = Summarizer.Summarize([Backup(1, null), Backup(2, 9), Backup(3, 9), Backup(4, 7)]).Single();
        var none = Summarizer.Summarize([Backup(1, null), Backup(2, null)]).Single();

        Assert.Equal(9, summary.Parameters.BufferCount);
        Assert.Equal(2, summary.Parameters.Stripes);
        Assert.Null(none.Parameters.BufferCount);
    }

    [Fact]
    public void The_ifi_ratio_has_an_interval_from_the_two_medians_intervals_that_holds_the_ratio()
    {
        var rows = new[] { Row(true, 5), Row(false, 500), Row(true, 4), Row(false, 600), Row(true, 6), Row(false, 550), Row(true, 5), Row(false, 560) };

        var summary = Summarizer.Summarize(rows);

        var on = summary.Single(s => s.Parameters.Ifi == true);
        var off = summary.Single(s => s.Parameters.Ifi == false);
        Assert.Equal(Math.Round(off.Ci95LowerMs!.Value / on.Ci95UpperMs!.Value, 2), off.IfiRatioCi95Lower);
        Assert.Equal(Math.Round(off.Ci95UpperMs!.Value / on.Ci95LowerMs!.Value, 2), off.IfiRatioCi95Upper);
        Assert.InRange(off.IfiOffOnRatio!.Value, off.IfiRatioCi95Lower!.Value, off.IfiRatioCi95Upper!.Value);
        Assert.True(off.IfiRatioCi95Lower < off.IfiRatioCi95Upper);
    }

    [Fact]
    public void One_repetition_a_side_gives_a_ratio_without_an_interval()
    {
        var off = Summarizer.Summarize([Row(true, 5), Row(false, 500)]).Single(s => s.Parameters.Ifi == false);

        Assert.Equal(100, off.IfiOffOnRatio);
        Assert.Null(off.IfiRatioCi95Lower);
        Assert.Null(off.IfiRatioCi95Upper);
    }

    [Fact]
    public void Cases_of_other_sizes_are_not_paired()
    {
        var summary = Summarizer.Summarize([Row(true, 5), Row(false, 500, size: 1L << 20)]);

        Assert.All(summary, s => Assert.Null(s.IfiOffOnRatio));
    }

    [Fact]
    public void A_summary_rows_interval_is_its_runs_range_exactly_when_its_sample_summarys_is()
    {
        double[] three = [7100, 7800, 9500];
        double[] many = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 40];

        var fromThree = Assert.Single(Summarizer.Summarize([.. three.Select(e => Row(false, e))]));
        var fromMany = Assert.Single(Summarizer.Summarize([.. many.Select(e => Row(false, e))]));

        Assert.Equal(SampleSummary.Of(three).IsRange, fromThree.IntervalIsRange());
        Assert.True(fromThree.IntervalIsRange());
        Assert.Equal(SampleSummary.Of(many).IsRange, fromMany.IntervalIsRange());
        Assert.False(fromMany.IntervalIsRange());
    }

    [Fact]
    public void Failed_repetitions_are_counted_but_not_summarised()
    {
        var summary = Summarizer.Summarize([Row(false, 10), Row(false, 0, status: CaseStatus.Failed), Row(false, 30)]);

        var only = Assert.Single(summary);
        Assert.Equal(2, only.N);
        Assert.Equal(1, only.NotOk);
        Assert.Equal(20, only.MedianMs);
    }

    [Fact]
    public void A_case_that_never_succeeded_has_no_statistics()
    {
        var only = Assert.Single(Summarizer.Summarize([Row(true, 0, status: CaseStatus.Skipped)]));

        Assert.Equal(0, only.N);
        Assert.Null(only.MedianMs);
    }

    [Fact]
    public void Rows_whose_ifi_was_not_what_was_asked_or_is_unknown_with_a_note_stay_out_of_their_case_and_its_pair()
    {
        // The sqlserver target's trace output went missing for two IFI-on rows (unknown, noted) and one IFI-off row was
        // not zeroed after all: none of them measured its case, and the pair holds only the proven rows.
        var rows = new[]
        {
            Row(true, 5) with { IfiEffective = true }, Row(true, 4) with { IfiEffective = true }, Row(true, 6) with { IfiEffective = true },
            Row(true, 900) with { Note = "ifi_effective unknown: ..." }, Row(true, 800) with { Note = "ifi_effective unknown: ..." },
            Row(false, 500) with { IfiEffective = false }, Row(false, 600) with { IfiEffective = false }, Row(false, 550) with { IfiEffective = false },
            Row(false, 7) with { IfiEffective = true },
        };

        var summary = Summarizer.Summarize(rows);

        var on = summary.Single(s => s.Parameters.Ifi == true);
        var off = summary.Single(s => s.Parameters.Ifi == false);
        Assert.Equal((3, 2, 0), (on.N, on.IfiLeftOut, on.NotOk));
        Assert.Equal((3, 1, 0), (off.N, off.IfiLeftOut, off.NotOk));
        Assert.Equal(5, on.MedianMs);
        Assert.Equal(550, off.MedianMs);
        Assert.Equal(110, off.IfiOffOnRatio);
    }

    [Fact]
    public void A_case_whose_every_row_is_unproven_has_no_median_and_no_pair()
    {
        var rows = new[] { Row(true, 5) with { Note = "ifi_effective unknown: ..." }, Row(false, 500) with { IfiEffective = false } };

        var summary = Summarizer.Summarize(rows);

        Assert.All(summary, s => Assert.Null(s.IfiOffOnRatio));
        Assert.Null(summary.Single(s => s.Parameters.Ifi == true).MedianMs);
        Assert.Equal(1, summary.Single(s => s.Parameters.Ifi == true).IfiLeftOut);
    }
}
