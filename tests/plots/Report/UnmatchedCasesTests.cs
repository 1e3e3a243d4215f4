using Bench.Results;

namespace Bench.Plots.Tests.Report;

/// <summary>A comparison of the cases two runs share says which cases it left out, each run's that the other lacks.</summary>
public sealed class UnmatchedCasesTests
{
    [Fact]
    public void The_summary_counts_and_names_the_cases_each_run_has_that_the_other_lacks()
    {
        var ssd = Runs.Make("ssd");
        var full = Runs.Make("hdd", scale: 4);
        var hdd = RunSummary.Of(full.Directory, full.Manifest, full.Rows.Where(r => r.Scenario == "create").ToList(), []);
        ssd = RunSummary.Of(ssd.Directory, ssd.Manifest, ssd.Rows.Where(r => r.Parameters.SizeBytes != 4L << 30).ToList(), []);

        var summary = new CapacityReport([]).ModelOf([ssd, hdd]).Summary;

        var line = Assert.Single(summary, s => s.StartsWith("Not compared:", StringComparison.Ordinal));
        Assert.StartsWith("Not compared: ssd has 6 cases that hdd lacks (RESTORE DATABASE: ", line, StringComparison.Ordinal);
        Texts.ContainAll(line, "; and 3 more); hdd has 2 cases that ssd lacks (CREATE DATABASE: 4 GB, IFI off; CREATE DATABASE: 4 GB, IFI on).");
        Assert.True(summary.ToList().IndexOf(line) == summary.ToList().FindIndex(s => s.StartsWith("hdd against ssd", StringComparison.Ordinal)) + 1, "it follows the comparison's counts");
    }

    [Fact]
    public void Runs_of_the_same_cases_say_nothing_of_it()
    {
        Assert.DoesNotContain(new CapacityReport([]).ModelOf([Runs.Make("ssd"), Runs.Make("hdd")]).Summary, s => s.StartsWith("Not compared", StringComparison.Ordinal));
    }
}
