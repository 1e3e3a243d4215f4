using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Manifest;

namespace Bench.Plots.Tests.Report;

public sealed class FindingsTests
{
    private const long MB = 1 << 20;

    private static readonly int[] Stripes = [1, 4];
    private static readonly bool[] Ifi = [true, false];
    private static readonly int[] Noise = [-300, 150, 0, -150, 300];

    /// <summary>Three repetitions of a first-write pair: 256 MB in 64 KB writes, the IFI-on writes slower, the IFI-off file zeroed first.</summary>
    private static RunSummary FirstWrites(double onWriteMs, double offWriteMs, double zeroMs)
    {
        var rows = new List<ResultRow>();
        foreach (var ifi in new[] { true, false })
        {
            for (var rep = 1; rep <= 3; rep++)
            {
                rows.Add(new ResultRow
                {
                    RunId = "r",
                    CaseId = CaseId.Parse($"firstwrite/size=256MB/page_write_size=64KB/ifi={(ifi ? "on" : "off")}"),
                    Repetition = rep,
                    Scenario = "firstwrite",
                    Target = "native",
                    Parameters = new CaseParameters { SizeBytes = 256 * MB, Files = 1, PageWriteSize = 64 * 1024, Ifi = ifi },
                    Status = CaseStatus.Ok,
                    StartedUtc = DateTime.UnixEpoch,
                    ElapsedMs = (ifi ? onWriteMs : offWriteMs) + rep - 2,
                    FillMs = (ifi ? onWriteMs : offWriteMs) + rep - 2,
                    AllocateMs = ifi ? 1 : zeroMs + rep - 2,
                });
            }
        }

        var manifest = TestManifests.Of("20261123-000000-disk", "disk") with
        {
            Durability = new DurabilityInfo("sqlserver", [new FileDurability("data", true, "O_DIRECT | O_DSYNC")]),
        };
        return RunSummary.Of("none", manifest, rows, []);
    }

    /// <summary>A first-write pair of 256 MB in 64 KB writes, one repetition per time given, the IFI-off file zeroed in 1.5 s.</summary>
    private static RunSummary FirstWrites(IReadOnlyList<double> onWriteMs, IReadOnlyList<double> offWriteMs)
    {
        var rows = new[] { (Ifi: true, Times: onWriteMs), (Ifi: false, Times: offWriteMs) }.SelectMany(side => side.Times.Select((ms, i) => new ResultRow
        {
            RunId = "r",
            CaseId = CaseId.Parse($"firstwrite/size=256MB/page_write_size=64KB/ifi={(side.Ifi ? "on" : "off")}"),
            Repetition = i + 1,
            Scenario = "firstwrite",
            Target = "native",
            Parameters = new CaseParameters { SizeBytes = 256 * MB, Files = 1, PageWriteSize = 64 * 1024, Ifi = side.Ifi },
            Status = CaseStatus.Ok,
            StartedUtc = DateTime.UnixEpoch,
            ElapsedMs = ms,
            FillMs = ms,
            AllocateMs = side.Ifi ? 1 : 1500,
        })).ToList();
        return RunSummary.Of("none", TestManifests.Of("20261123-000000-disk", "disk"), rows, []);
    }

    [Fact]
    public void Writes_no_slower_by_the_medians_are_given_no_price_least_of_all_a_negative_one()
    {
        // Into allocated space 990 ms give or take 1 every time; into zeroed space 1 s but a third of the time 900 ms. Those
        // pulled the zeroed geometric mean (what a t-test compares) down, slower into allocated space by that test, while the
        // zeroed median stays near 1 s, above the allocated one: once said as a price of "+-7 ms". By the medians the sentence
        // gives, allocated space is no slower: no price.
        var said = Assert.Single(Findings.FirstWriteCosts([FirstWrites(
            onWriteMs: [.. Enumerable.Range(0, 30).Select(i => 989.0 + (i % 3))],
            offWriteMs: [.. Enumerable.Range(0, 30).Select(i => i % 3 == 0 ? 900.0 : 999.0 + (i % 3))])]));

        Assert.Contains("took 990 ms just after IFI allocated it, against 997 ms into zeroed space: 7 ms less (990 ms to 990 ms into allocated space, 963 ms to 1 s into zeroed space), so no price for the first write", said, StringComparison.Ordinal);
        Assert.DoesNotContain("+", said, StringComparison.Ordinal);
    }

    [Fact]
    public void The_price_is_the_difference_of_the_medians_the_sentence_gives_judged_by_their_intervals()
    {
        // Two much slower repetitions into allocated space: the price is the difference of the two medians the sentence
        // gives (one statistic, as the tables), beyond the runs' spread when their intervals do not overlap.
        var said = Assert.Single(Findings.FirstWriteCosts([FirstWrites(
            onWriteMs: [1290, 1300, 1300, 2600, 2600],
            offWriteMs: [999, 1000, 1000, 1000, 1001])]));

        Assert.Contains("took 1.7 s just after IFI allocated it, against 1 s into zeroed space: +700 ms, beyond the runs' spread (1.3 s to 2.6 s (range) into allocated space, 999 ms to 1 s into zeroed space: apart; 171 µs a write): the price of the first write", said, StringComparison.Ordinal);
    }

    [Fact]
    public void The_median_first_write_time_is_of_the_same_repetitions_as_the_test_without_times_of_zero()
    {
        // Two repetitions into allocated space timed at 0 ms (no time the test can take the logarithm of): the median said
        // is of the other three, as the test is, not 1.2 s with the zeros counted.
        var said = Assert.Single(Findings.FirstWriteCosts([FirstWrites(
            onWriteMs: [0, 0, 1200, 1300, 1400],
            offWriteMs: [999, 1000, 1000, 1000, 1001])]));

        Assert.Contains("took 1.3 s just after IFI allocated it, against 1 s into zeroed space", said, StringComparison.Ordinal);
    }

    [Fact]
    public void The_first_write_cost_of_IFI_is_told_per_write_and_against_the_zeroing_it_saved()
    {
        var said = Assert.Single(Findings.FirstWriteCosts([FirstWrites(onWriteMs: 3000, offWriteMs: 1000, zeroMs: 1500)]));

        Assert.StartsWith("disk: firstwrite's writes into 256 MB in 64 KB writes took 3 s just after IFI allocated it, against 1 s into zeroed space (write-through, as SQL Server writes): +2 s, beyond the runs' spread (3 s to 3 s (range) into allocated space, 999 ms to 1 s (range) into zeroed space: apart; 488 µs a write): the price of the first write", said, StringComparison.Ordinal);
        Assert.Contains("Zeroing it took 1.5 s, so IFI came out 500 ms behind (allocation and writes 3 s, zeroing and writes 2.5 s).", said, StringComparison.Ordinal);
    }

    [Fact]
    public void When_the_first_writes_cost_less_than_the_zeroing_IFI_is_said_to_come_out_ahead()
    {
        var said = Assert.Single(Findings.FirstWriteCosts([FirstWrites(onWriteMs: 1200, offWriteMs: 1000, zeroMs: 4000)]));

        Assert.Contains("+200 ms, beyond the runs' spread (", said, StringComparison.Ordinal);
        Assert.Contains("; 49 µs a write)", said, StringComparison.Ordinal);
        Assert.Contains("IFI still came out 3.8 s ahead", said, StringComparison.Ordinal);
    }

    [Fact]
    public void A_restore_pair_is_told_by_its_transfer_into_allocated_against_zeroed_data_files()
    {
        var rows = Enumerable.Range(0, 2).Select(i => i == 0).SelectMany(ifi => Enumerable.Range(1, 3).Select(rep => new ResultRow
        {
            RunId = "r",
            CaseId = CaseId.Parse($"restore/size=4GB/files=1/stripes=9/max_transfer_size=1MB/ifi={(ifi ? "on" : "off")}"),
            Repetition = rep,
            Scenario = "restore",
            Target = "native",
            Parameters = new CaseParameters { SizeBytes = 4096 * MB, Files = 1, Stripes = 9, MaxTransferSize = (int)MB, Ifi = ifi },
            Status = CaseStatus.Ok,
            StartedUtc = DateTime.UnixEpoch,
            ElapsedMs = ifi ? 30_000 : 45_000,
            AllocateMs = ifi ? 1 : 20_000,
            TransferMs = (ifi ? 28_000 : 24_000) + rep - 2,
        })).ToList();

        var said = Assert.Single(Findings.FirstWriteCosts([RunSummary.Of("none", TestManifests.Of("20261123-000000-disk", "disk"), rows, [])]));

        Assert.StartsWith("disk: restore's writes into 4 GB in 1 MB writes took 28 s just after IFI allocated it, against 24 s into zeroed space: +4 s, beyond the runs' spread (", said, StringComparison.Ordinal);
        Assert.Contains("; 977 µs a write)", said, StringComparison.Ordinal);
        Assert.Contains("so IFI still came out 16 s ahead", said, StringComparison.Ordinal);
    }

    [Fact]
    public void Runs_without_first_write_cases_say_nothing_of_them()
    {
        Assert.Empty(Findings.FirstWriteCosts([Runs.Make("ssd")]));
    }

    [Fact]
    public void Each_of_several_restore_pairs_is_named_and_one_no_slower_into_allocated_space_has_no_price_not_a_negative_one()
    {
        // Two pairs, 1 and 4 backup files: into allocated space the first is 20% slower every time, the second as fast give
        // or take noise (its median a little faster: once said as a price of -13 ms).
        var rows = Stripes.SelectMany(stripes => Ifi.SelectMany(ifi => Enumerable.Range(1, 5).Select(rep => new ResultRow
        {
            RunId = "r",
            CaseId = CaseId.Parse($"restore/size=512MB/files=1/stripes={stripes}/max_transfer_size=1MB/ifi={(ifi ? "on" : "off")}"),
            Repetition = rep,
            Scenario = "restore",
            Target = "native",
            Parameters = new CaseParameters { SizeBytes = 512 * MB, Files = 1, Stripes = stripes, MaxTransferSize = (int)MB, Ifi = ifi },
            Status = CaseStatus.Ok,
            StartedUtc = DateTime.UnixEpoch,
            ElapsedMs = 1000,
            AllocateMs = ifi ? 1 : 450,
            TransferMs = stripes == 1 ? (ifi ? 840 : 700) + rep : (ifi ? 849 : 861) + (Noise[rep - 1] * (ifi ? 1 : -1)),
        }))).ToList();

        var said = Findings.FirstWriteCosts([RunSummary.Of("none", TestManifests.Of("20261123-000000-native", "native"), rows, [])]).ToList();

        Assert.Equal(2, said.Count);
        Assert.StartsWith("native, 1 backup file: restore's writes into 512 MB", said[0], StringComparison.Ordinal);
        Assert.Contains(": +140 ms, beyond the runs' spread (", said[0], StringComparison.Ordinal);
        Assert.StartsWith("native, 4 backup files: restore's writes into 512 MB", said[1], StringComparison.Ordinal);
        Assert.Contains(" into zeroed space), so no price for the first write", said[1], StringComparison.Ordinal);
        Assert.DoesNotContain(": -", said[1], StringComparison.Ordinal);
    }
}
