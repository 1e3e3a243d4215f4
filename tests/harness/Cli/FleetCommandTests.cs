using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Cli;

public sealed class FleetCommandTests : CommandTest
{
    private const string Matrix = """{ "repetitions": 2, "cases": [ { "scenario": "create", "size": ["2MB", "4MB"], "write_size": "256KB", "ifi": ["on", "off"] } ] }""";

    /// <summary>One real run, copied as three hosts (sql-02 twice as slow, sql-03 four times), into fleet/; sql-01 started last (folder order is not start order).</summary>
    private async Task<string[]> FleetAsync()
    {
        File.WriteAllText(Temp["matrix.json"], Matrix);
        Assert.Equal(ExitCodes.Ok, await Bench("run", "--matrix", Temp["matrix.json"], "--data-dir", Temp["data"], "--out", Temp["runs"], "--label", "one", "--baseline-size", "0", "--no-report"));
        var real = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        return
        [
            Fleets.Reidentify(real, Temp["fleet/sql-01"], "20261123-090000-sql-01", "sql-01", 1, "prod", laterHours: 2),
            Fleets.Reidentify(real, Temp["fleet/sql-02"], "20261123-090000-sql-02", "sql-02", 2, "prod", laterHours: 1),
            Fleets.Reidentify(real, Temp["fleet/sql-03"], "20261123-090000-sql-03", "sql-03", 4, "prod"),
        ];
    }

    [Fact]
    public async Task Report_runs_sets_the_hosts_side_by_side_with_the_fleet_charts_and_says_how_they_differ()
    {
        await FleetAsync();

        Assert.Equal(ExitCodes.Ok, await Bench("report", "--runs", Temp["fleet"], "--out", Temp["report"]));

        var md = File.ReadAllText(Temp["report/report.md"]);
        Assert.Contains("## Fleet", md, StringComparison.Ordinal);
        Assert.Contains("| case | sql-03 | sql-02 | sql-01 |", md, StringComparison.Ordinal);
        Assert.Contains("sql-03 takes 4x as long as sql-01", md, StringComparison.Ordinal);
        Assert.True(File.Exists(Temp["report/charts/fleet-cases.svg"]));
        Assert.True(File.Exists(Temp["report/charts/fleet-ifi.svg"]));
        Assert.Contains("each run's own charts are drawn by bench report RUN_DIR", md, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_run_of_another_matrix_is_named_and_left_out_with_the_reason()
    {
        var runs = await FleetAsync();
        var other = Fleets.Reidentify(runs[0], Temp["fleet/sql-04"], "20261123-090000-sql-04", "sql-04", 1);
        ManifestFile.Write(other, ManifestFile.Read(other) with { Fleet = FleetInfo.Of(ManifestFile.Read(other)) with { MatrixHash = "0123456789abcdef" } });

        Assert.Equal(ExitCodes.Ok, await Bench("report", "--runs", Temp["fleet"], "--out", Temp["report"]));

        var md = File.ReadAllText(Temp["report/report.md"]);
        Assert.Contains("left out: run 20261123-090000-sql-04 (host sql-04) ran another matrix", md, StringComparison.Ordinal);
        Assert.DoesNotContain("| sql-04 |", md, StringComparison.Ordinal);
        Assert.Contains("left out: run 20261123-090000-sql-04", Flat(Cli.Output), StringComparison.Ordinal);
    }

    [Fact]
    public async Task Publishing_twice_adds_nothing_and_the_report_from_the_store_equals_the_report_from_the_folders()
    {
        var runs = await FleetAsync();
        var store = Temp["results.duckdb"];

        Assert.Equal(ExitCodes.Ok, await Bench(["publish", .. runs, "--to", store]));
        Assert.Contains("20261123-090000-sql-02: published", Cli.Output, StringComparison.Ordinal);
        Assert.Equal(ExitCodes.Ok, await Bench(["publish", .. runs, "--to", store]));
        Assert.Contains("20261123-090000-sql-02: already in", Cli.Output, StringComparison.Ordinal);

        Assert.Equal(ExitCodes.Ok, await Bench("report", "--runs", Temp["fleet"], "--out", Temp["from-folders"]));
        Assert.Equal(ExitCodes.Ok, await Bench("report", "--from", store, "--fleet", "prod", "--since", "2000-01-01", "--out", Temp["from-store"]));

        Assert.Equal(File.ReadAllText(Temp["from-folders/report.md"]), File.ReadAllText(Temp["from-store/report.md"]));
        Assert.Equal(File.ReadAllText(Temp["from-folders/comparison.csv"]), File.ReadAllText(Temp["from-store/comparison.csv"]));
        Assert.Equal(
            Directory.GetFiles(Temp["from-folders/charts"], "*.svg", SearchOption.AllDirectories).Select(f => Path.GetRelativePath(Temp["from-folders"], f)).Order(),
            Directory.GetFiles(Temp["from-store/charts"], "*.svg", SearchOption.AllDirectories).Select(f => Path.GetRelativePath(Temp["from-store"], f)).Order());
    }

    [Fact]
    public async Task A_store_holding_one_run_reports_that_run_with_its_own_charts()
    {
        var runs = await FleetAsync();
        Assert.Equal(ExitCodes.Ok, await Bench("publish", runs[0], "--to", Temp["one.duckdb"]));

        Assert.Equal(ExitCodes.Ok, await Bench("report", "--from", Temp["one.duckdb"], "--out", Temp["one"]));
        Assert.Equal(ExitCodes.Ok, await Bench("report", runs[0], "--out", Temp["own"]));

        var charts = Directory.GetFiles(Temp["own/charts"], "*.svg").Select(Path.GetFileName).Order().ToList();
        Assert.NotEmpty(charts);
        Assert.Equal(charts, Directory.GetFiles(Temp["one/charts"], "*.svg").Select(Path.GetFileName).Order());
        Assert.DoesNotContain("a fleet report draws", File.ReadAllText(Temp["one/report.md"]), StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_store_filter_that_keeps_no_run_and_a_missing_store_are_refused_naming_the_option()
    {
        var runs = await FleetAsync();
        Assert.Equal(ExitCodes.Ok, await Bench("publish", runs[0], "--to", Temp["results.duckdb"]));

        Assert.Equal(ExitCodes.BadInput, await Bench("report", "--from", Temp["results.duckdb"], "--fleet", "nope"));
        Assert.Contains("--fleet: ", Flat(Cli.Output), StringComparison.Ordinal);
        Assert.Contains("holds no run of fleet 'nope'. Allowed: a fleet the store holds: prod", Flat(Cli.Output), StringComparison.Ordinal);
        Assert.DoesNotContain("a store bench publish wrote", Cli.Output, StringComparison.Ordinal);
        Assert.Equal(ExitCodes.BadInput, await Bench("report", runs[0], "--fleet", "prod"));
        Assert.Contains("--fleet: it picks runs of a store", Flat(Cli.Output), StringComparison.Ordinal);
        Assert.DoesNotContain("--fleet, --since", Cli.Output, StringComparison.Ordinal);
        Assert.Equal(ExitCodes.BadInput, await Bench("report", "--from", Temp["missing.duckdb"]));
        Assert.False(File.Exists(Temp["missing.duckdb"]));
        Assert.Equal(ExitCodes.BadInput, await Bench("report", "--from", Temp["results.duckdb"], "--since", "yesterday-ish"));
        Assert.Contains("--since: 'yesterday-ish' is not a date", Flat(Cli.Output), StringComparison.Ordinal);
        Assert.Equal(ExitCodes.BadInput, await Bench("report", runs[0], "--runs", Temp["fleet"]));
        Assert.Contains("give exactly one source of runs", Flat(Cli.Output), StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_server_store_that_cannot_be_reached_is_refused_without_printing_the_password()
    {
        var runs = await FleetAsync();

        var exit = await Bench("publish", runs[0], "--to", "Server=127.0.0.1,1;Database=bench;User Id=sa;Password=Sup3rSecret!;Connect Timeout=2");

        Assert.Equal(ExitCodes.Environment, exit);
        Assert.DoesNotContain("Sup3rSecret", Cli.Output, StringComparison.Ordinal);
        Assert.Contains("SQL Server store 127.0.0.1,1, database bench", Flat(Cli.Output), StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_report_from_a_server_store_that_does_not_answer_is_the_environment_as_publish_says_it()
    {
        var exit = await Bench("report", "--from", "Server=127.0.0.1,1;Database=bench;User Id=sa;Password=Sup3rSecret!;Connect Timeout=2", "--out", Temp["report"]);

        Assert.Equal(ExitCodes.Environment, exit);
        Assert.DoesNotContain("Sup3rSecret", Cli.Output, StringComparison.Ordinal);
        Assert.Contains("the store cannot be used", Cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Publishing_folders_that_are_not_runs_is_refused_naming_each_and_opens_no_store()
    {
        Directory.CreateDirectory(Temp["not-a-run"]);

        var exit = await Bench("publish", Temp["not-a-run"], Temp["missing"], "--to", Temp["results.duckdb"]);

        AssertRefused(exit, $"RUN_DIR: {Temp["not-a-run"]} is not a run folder: it has no manifest.json", $"RUN_DIR: {Temp["missing"]} is not a run folder");
        Assert.False(File.Exists(Temp["results.duckdb"]), "no store was made");
    }
}
