using Bench.Harness.Views;

namespace Bench.Harness.Tests.Cli;

/// <summary>What report says of a RUN_DIR or --runs that is no run folder: the path, what it is, once.</summary>
public sealed class RunFolderRefusalTests : CommandTest
{
    [Theory]
    [InlineData("""{ "name": "a tool's settings" }""", "manifest.json is not a manifest bench wrote (it lacks run_id, label,")]
    [InlineData("", "manifest.json is not a manifest bench wrote (it is empty)")]
    [InlineData("null", "manifest.json is not a manifest bench wrote (it is empty)")]
    [InlineData("{ nope", "manifest.json is not a manifest bench wrote (not the JSON of one, at line 1)")]
    public async Task A_manifest_bench_did_not_write_is_named_as_such_with_its_path(string text, string said)
    {
        Directory.CreateDirectory(Temp["other"]);
        File.WriteAllText(Temp["other/manifest.json"], text);

        var exit = await Bench("report", Temp["other"]);

        AssertRefused(exit, $"RUN_DIR: {Temp["other"]}{Path.DirectorySeparatorChar}{said}");
        Assert.DoesNotContain("RunManifest", Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("JSON deserialization", Cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_run_dir_that_does_not_exist_or_is_a_file_is_said_to_be_so()
    {
        File.WriteAllText(Temp["afile"], "text");

        var exit = await Bench("report", Temp["missing"], Temp["afile"]);

        AssertRefused(exit, $"RUN_DIR: {Temp["missing"]} does not exist. Allowed:", $"RUN_DIR: {Temp["afile"]} is a file. Allowed:");
        Assert.DoesNotContain("has no manifest.json", Cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Runs_that_is_a_file_is_said_to_be_a_file()
    {
        File.WriteAllText(Temp["afile"], "text");

        AssertRefused(await Bench("report", "--runs", Temp["afile"]), $"--runs: {Temp["afile"]} is a file. Allowed:");
    }

    [Fact]
    public async Task A_folder_of_runs_holding_one_manifest_bench_did_not_write_says_so_once()
    {
        Directory.CreateDirectory(Temp["fleet/x"]);
        File.WriteAllText(Temp["fleet/x/manifest.json"], """{ "name": "a tool's settings" }""");

        AssertRefused(await Bench("report", "--runs", Temp["fleet"]), "is not a manifest bench wrote");
        Assert.Single(Cli.Output.Split('\n'), l => l.Contains("is not a manifest bench wrote", StringComparison.Ordinal));
    }

    [Fact]
    public void An_error_given_twice_is_said_once()
    {
        Refusal.Print(Cli.Console, "report", "refused", ["RUN_DIR: x: the same", "RUN_DIR: x: the same"]);

        Assert.Single(Cli.Output.Split('\n'), l => l.Contains("RUN_DIR: x: the same", StringComparison.Ordinal));
    }
}
