using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Cli;

public sealed class PublishCommandTests : CommandTest
{
    [Fact]
    public async Task Publishing_a_run_that_was_resumed_after_it_was_published_says_how_it_differs_and_to_replace_it_and_exits_1()
    {
        var partial = OldRun("partial");
        ManifestFile.Write(partial, ManifestFile.Read(partial) with { Status = "cancelled" });
        var results = Path.Combine(partial, RunFiles.Results);
        File.WriteAllLines(results, File.ReadLines(results).Take(5).ToList());
        var store = Temp["s.duckdb"];
        Assert.Equal(ExitCodes.Ok, await Bench("publish", partial, "--to", store));

        Assert.Equal(ExitCodes.SomeFailed, await Bench("publish", OldRun("finished"), "--to", store));

        var output = Flat(Cli.Output);
        Assert.Contains("20261123-120531-old: already in DuckDB", output, StringComparison.Ordinal);
        Assert.Contains("and the folder differs from the stored copy: nothing added; publish it with --replace to replace the stored copy with the folder", output, StringComparison.Ordinal);
        Assert.Contains("results: 12 rows in the folder, 4 in the store", output, StringComparison.Ordinal);
        Assert.Contains("status: complete in the folder, cancelled in the store", output, StringComparison.Ordinal);
        Assert.Contains("1 run(s) not published: the stored copy differs from the folder and was kept; --replace replaces it", output, StringComparison.Ordinal);
        Assert.Equal(ExitCodes.Ok, await Bench("publish", OldRun("again"), "--to", store, "--replace"));
        Assert.Equal(ExitCodes.Ok, await Bench("publish", OldRun("same"), "--to", store));
    }

    [Fact]
    public async Task A_replace_without_a_fleet_keeps_the_run_in_its_fleet_and_one_with_a_fleet_says_what_it_was()
    {
        var run = OldRun("runs");
        var store = Temp["s.duckdb"];
        Assert.Equal(ExitCodes.Ok, await Bench("publish", run, "--to", store, "--fleet", "lab"));
        Assert.Equal(ExitCodes.Ok, await Bench("publish", run, "--to", store, "--replace"));

        Assert.Equal(ExitCodes.Ok, await Bench("report", "--from", store, "--fleet", "lab", "--out", Temp["report"]));

        Assert.Equal(ExitCodes.Ok, await Bench("publish", run, "--to", store, "--replace", "--fleet", "prod"));
        Assert.Contains("note: fleet changed from lab to prod", Flat(Cli.Output), StringComparison.Ordinal);
    }
}
