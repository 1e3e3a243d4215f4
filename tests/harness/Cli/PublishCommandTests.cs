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

    [Theory]
    [InlineData("Host=localhost;Databse=bench", "it is not a SQL Server connection string (not repeated here): keyword")]
    [InlineData("results", "is not a DuckDB file's path: its name does not end in .duckdb and no such file exists")]
    public async Task A_store_that_is_neither_a_duckdb_file_nor_a_connection_string_naming_a_server_is_refused_and_nothing_is_made(string given, string said)
    {
        var run = OldRun("runs");
        var before = Directory.GetFileSystemEntries(Temp.Path, "*", SearchOption.AllDirectories);

        var exit = await Bench("publish", run, "--to", Temp[given]);

        AssertRefused(exit, "--to: ", said, "Allowed: a DuckDB file's path ending in .duckdb (e.g. results.duckdb), or a SQL Server connection string naming a server and a database");
        Assert.Equal(before, Directory.GetFileSystemEntries(Temp.Path, "*", SearchOption.AllDirectories));
    }

    [Fact]
    public async Task A_url_is_refused_as_a_store_without_repeating_it_and_nothing_is_made()
    {
        const string url = "postgres://bench:Sup3rSecret@localhost/bench";
        var exit = 0;
        try
        {
            exit = await Bench("publish", OldRun("runs"), "--to", url);
        }
        finally
        {
            // Made in the working directory (postgres:/bench:Sup3rSecret@localhost/bench) by a harness that takes it for a file.
            if (Directory.Exists("postgres:"))
            {
                Directory.Delete("postgres:", recursive: true);
                Assert.Fail("a folder postgres: was made");
            }
        }

        AssertRefused(exit, "--to: it is a URL (postgres://..., the rest not repeated here), which is not a store bench takes");
        Assert.DoesNotContain("Sup3rSecret", Cli.Output, StringComparison.Ordinal);
    }
}
