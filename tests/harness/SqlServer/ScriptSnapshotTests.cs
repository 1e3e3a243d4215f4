using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// The T-SQL of every scenario against snapshot files (SqlServer/Snapshots/*.sql). To accept a deliberate change,
/// run the tests with BENCH_UPDATE_SNAPSHOTS=1 and review the diff.
/// </summary>
public sealed class ScriptSnapshotTests
{
    private static readonly ServerPaths Linux = new("/var/opt/mssql/data/bench-run", "/var/opt/mssql/backup/bench-run", '/');
    private static readonly ServerPaths Hostile = new(@"D:\Bench O'Neil\данные", @"E:\Back]ups\", '\\');

    public static TheoryData<string> Names() => ["create", "create-tempdb", "autogrow", "backup", "restore", "hostile"];

    [Theory]
    [MemberData(nameof(Names))]
    public void The_generated_tsql_matches_its_snapshot(string name)
    {
        var script = Script(name);
        var path = Path.Combine(SourceDirectory(), "Snapshots", name + ".sql");
        if (Environment.GetEnvironmentVariable("BENCH_UPDATE_SNAPSHOTS") == "1")
        {
            File.WriteAllText(path, script);
        }

        Assert.True(File.Exists(path), $"{path} is missing: run with BENCH_UPDATE_SNAPSHOTS=1 to write it");
        Assert.Equal(File.ReadAllText(path).ReplaceLineEndings("\n"), script);
    }

    [Fact]
    public void Hostile_names_and_paths_cannot_end_their_quotes()
    {
        var script = Script("hostile");

        Assert.Contains("[bench_]]x'y]", script, StringComparison.Ordinal);
        Assert.Contains(@"N'D:\Bench O''Neil\данные\bench_]x''y.mdf'", script, StringComparison.Ordinal);
        Assert.Contains(@"N'E:\Back]ups\bench_]x''y_full_1.bak'", script, StringComparison.Ordinal);
    }

    private static string Script(string name)
    {
        var create = new DatabaseSpec("bench_00001", 1, 1L << 30, 1 << 20, 64L << 20, true, 4 << 20);
        var transfer = new TransferSpec(9, 64, 4 << 20, 65536, true);
        IEnumerable<SqlBatch> batches = name switch
        {
            "create" => [DatabaseScripts.Create(create, Linux), DatabaseScripts.Drop("bench_00001")],
            "create-tempdb" => [DatabaseScripts.Create(create with { Name = "bench_00002", DataFiles = 8 }, Linux)],
            "autogrow" => [DatabaseScripts.Create(create with { DataFileBytes = 4L << 20, GrowthBytes = 1L << 30 }, Linux), DatabaseScripts.Filler("bench_00001"), DatabaseScripts.Grow("bench_00001", 3)],
            "backup" => [.. BackupScripts.Fill("bench_00001", 4L << 30), BackupScripts.Backup("bench_00001", "bench_00001_full", transfer, Linux)],
            "restore" => [BackupScripts.Restore(new RestoreSpec(create with { Name = "bench_00003", DataFiles = 2 }, FixtureSpec.Database(1L << 30, 2), transfer with { BlockSize = 0, Compression = false }), "bench_00001_full", "bench_00001", Linux)],
            _ => [
                DatabaseScripts.Create(create with { Name = "bench_]x'y" }, Hostile),
                BackupScripts.Backup("bench_]x'y", "bench_]x'y_full", transfer with { Stripes = 1 }, Hostile),
                DatabaseScripts.Drop("bench_]x'y")],
        };
        return string.Join("\nGO\n", batches.Select(b => b.Times == 1 ? b.Text : $"{b.Text}\nGO {b.Times}").Select(t => t.ReplaceLineEndings("\n"))) + "\n";
    }

    private static string SourceDirectory([System.Runtime.CompilerServices.CallerFilePath] string file = "") => Path.GetDirectoryName(file)!;
}
