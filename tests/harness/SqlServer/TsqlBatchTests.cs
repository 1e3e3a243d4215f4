using Bench.Scenarios;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// Every batch of T-SQL the sqlserver target would send, parsed by Microsoft's T-SQL parser (ScriptDom) and its
/// BACKUP/RESTORE options held to SQL Server's documented ranges (<see cref="TsqlCheck"/>). The cases come from the
/// planner, profile by profile, and each runs its scenario's real procedure against <see cref="BatchRecorder"/> through
/// the runner's own case executor and fixture lifetimes, so a new profile entry or option is covered without touching
/// this test. Paths as a Linux container sees them and as
/// a Windows server with awkward folder names does.
/// </summary>
public sealed partial class TsqlBatchTests
{
    private static readonly ServerPaths[] Paths =
    [
        new("/bench/data/bench-20261122-101500", "/bench/backup/bench-20261122-101500", '/'),
        new(@"D:\Bench O'Neil\данные\bench-run", @"E:\Back]ups\bench-run", '\\'),
    ];

    public static TheoryData<string> ProfileNames() => [.. Profiles.Names];

    [Theory]
    [MemberData(nameof(ProfileNames))]
    public async Task Every_batch_a_profile_sends_parses_and_its_backup_and_restore_options_are_in_range(string profile)
    {
        var cases = MatrixPlanner.Plan(Profiles.Get(profile));
        var batches = new List<(string Origin, SqlBatch Batch)>();
        foreach (var paths in Paths)
        {
            batches.AddRange(await RecordAsync(cases, paths));
        }

        var problems = Check(batches);

        Assert.True(problems.Count == 0, string.Join("\n\n", problems));
        var statements = batches.SelectMany(b => TsqlCheck.Statements(b.Batch.Text)).ToHashSet();
        var expected = cases.Select(c => c.Scenario.Info.Name).Distinct().SelectMany(Expected).ToHashSet();
        Assert.Superset(expected, statements);
        TestContext.Current.TestOutputHelper?.WriteLine(
            $"{profile}: {cases.Count} cases, {batches.Count} batches ({batches.Select(b => b.Batch.Text).Distinct().Count()} distinct), every one parsed and checked");
    }

    [Fact]
    public async Task A_case_with_its_own_repetitions_is_recorded_once_as_the_script_says()
    {
        var repeated = MatrixPlanner.Plan(Profiles.Get("quick")).First(c => c.Repetitions > 1);

        var batches = await BatchRecorder.RecordAsync([repeated], Paths[0], "20261122_101500", TestContext.Current.CancellationToken);
        var once = await BatchRecorder.RecordAsync([repeated with { Repetitions = null }], Paths[0], "20261122_101500", TestContext.Current.CancellationToken);

        Assert.Equal(once.Select(b => b.Origin), batches.Select(b => b.Origin));
    }

    [Fact]
    public void The_recorder_has_the_capabilities_of_the_sqlserver_target_one_for_one()
    {
        static string[] Capabilities(Type target) =>
            [.. target.GetInterfaces().Where(i => i.Assembly == typeof(ITarget).Assembly).Select(i => i.FullName!).Order(StringComparer.Ordinal)];

        Assert.Equal(Capabilities(typeof(SqlServerTarget)), Capabilities(typeof(BatchRecorder)));
        Assert.Contains(typeof(IServerWaits).FullName, Capabilities(typeof(BatchRecorder)));
    }

    [Fact]
    public void The_batches_sent_once_per_run_parse()
    {
        var batches = Paths.SelectMany(p => BatchRecorder.RunBatches(p)).ToList();

        var problems = Check(batches);

        Assert.True(problems.Count == 0, string.Join("\n\n", problems));
        Assert.Contains("CreateDatabaseStatement", batches.SelectMany(b => TsqlCheck.Statements(b.Batch.Text)));
        TestContext.Current.TestOutputHelper?.WriteLine($"{batches.Count / Paths.Length} batches sent once per run, for each of {Paths.Length} sets of paths, every one parsed");
    }

    [Fact]
    public async Task Each_create_or_restore_is_recorded_after_its_guard_sent_on_its_own_as_the_target_sends_it()
    {
        var batches = (await RecordAsync(MatrixPlanner.Plan(Profiles.Get("full")), Paths[0])).Concat(BatchRecorder.RunBatches(Paths[0])).ToList();

        var making = batches.Select((b, i) => (b.Origin, Made: MadeDatabase().Match(b.Batch.Text), Before: i > 0 ? batches[i - 1].Batch.Text : null)).Where(x => x.Made.Success).ToList();
        var unguarded = making.Where(x => x.Before != DatabaseScripts.Guard(x.Made.Groups["name"].Value).Text).Select(x => x.Origin);

        Assert.True(making.Count > 20, $"{making.Count} batches make a database");
        Assert.Contains(making, x => x.Origin.Contains("probe", StringComparison.Ordinal));
        Assert.Contains(making, x => x.Origin.Contains("exposure", StringComparison.Ordinal));
        Assert.Contains(making, x => x.Origin.Contains("workload", StringComparison.Ordinal));
        Assert.Empty(unguarded);
    }

    [Fact]
    public void A_broken_batch_is_caught_with_the_parsers_line_and_column()
    {
        var paths = Paths[0];
        var backup = BackupScripts.Backup("bench_1", "bench_1", new TransferSpec(2, 8, 1 << 20, 0, false), paths).Text;
        var create = DatabaseScripts.Create(new DatabaseSpec("bench_2", 2, 8L << 20, 8L << 20, 64L << 20, true, 0), paths).Text;

        var misspelt = TsqlCheck.Problems(backup.Replace("WITH", "WIHT", StringComparison.Ordinal));
        var unclosed = TsqlCheck.Problems(create.Remove(create.LastIndexOf(')'), 1));
        var unquoted = TsqlCheck.Problems(create.Replace("N'/bench", "N/bench", StringComparison.Ordinal));

        Assert.Empty(TsqlCheck.Problems(backup));
        Assert.Empty(TsqlCheck.Problems(create));
        Assert.Contains(misspelt, p => p.StartsWith("parse error at 4:2: ", StringComparison.Ordinal) && p.Contains("WIHT", StringComparison.Ordinal));
        Assert.NotEmpty(unclosed);
        Assert.NotEmpty(unquoted);
    }

    [Fact]
    public void Options_out_of_sql_servers_ranges_are_caught_on_backup_and_restore()
    {
        var paths = Paths[0];
        var backup = BackupScripts.Backup("bench_1", "bench_1", new TransferSpec(65, 0, 100_000, 3000, true), paths).Text;
        var restore = BackupScripts.Restore(
            new RestoreSpec(new DatabaseSpec("bench_2", 1, 8L << 20, 1L << 20, 64L << 20, true, 0), FixtureSpec.Database(8L << 20, 1), new TransferSpec(1, 4, 8 << 20, 131072, false)),
            "bench_1", "bench_1", paths).Text;

        var backupProblems = TsqlCheck.Problems(backup);
        var restoreProblems = TsqlCheck.Problems(restore);
        var variable = TsqlCheck.Problems("DECLARE @n int = 4; BACKUP DATABASE [x] TO DISK = N'/x.bak' WITH BUFFERCOUNT = @n");

        Assert.Equal(
            [
                "BACKUP names 65 devices; SQL Server takes 1 to 64",
                "BACKUP BUFFERCOUNT = 0 is out of range: SQL Server takes a positive integer",
                "BACKUP MAXTRANSFERSIZE = 100000 is out of range: SQL Server takes a multiple of 65536 up to 4194304",
                "BACKUP BLOCKSIZE = 3000 is out of range: SQL Server takes a power of two from 512 to 65536",
            ],
            backupProblems);
        Assert.Equal(
            [
                "RESTORE MAXTRANSFERSIZE = 8388608 is out of range: SQL Server takes a multiple of 65536 up to 4194304",
                "RESTORE BLOCKSIZE = 131072 is out of range: SQL Server takes a power of two from 512 to 65536",
            ],
            restoreProblems);
        Assert.Equal(["BACKUP BUFFERCOUNT is not an integer literal, so its range cannot be checked"], variable);
    }

    [Theory]
    [InlineData(1, 1, 65536, 512)]
    [InlineData(64, 1_000_000, 4194304, 65536)]
    [InlineData(9, 64, 1048576, 32768)]
    public void The_documented_limits_themselves_pass(int stripes, int buffers, int maxTransferSize, int blockSize)
    {
        var transfer = new TransferSpec(stripes, buffers, maxTransferSize, blockSize, false);

        Assert.Empty(TsqlCheck.Problems(BackupScripts.Backup("bench_1", "bench_1", transfer, Paths[0]).Text));
    }

    /// <summary>The recorded batches, each case checked to have sent some of its own besides the waits.</summary>
    private static async Task<IReadOnlyList<(string Origin, SqlBatch Batch)>> RecordAsync(IReadOnlyList<PlannedCase> cases, ServerPaths paths)
    {
        var batches = await BatchRecorder.RecordAsync(cases, paths, "20261122_101500", TestContext.Current.CancellationToken);
        foreach (var planned in cases)
        {
            Assert.Contains(batches, b => b.Origin.StartsWith($"{planned.Id}: ", StringComparison.Ordinal) && !b.Origin.EndsWith(": waits", StringComparison.Ordinal));
        }

        return batches;
    }

    private static List<string> Check(IEnumerable<(string Origin, SqlBatch Batch)> batches) =>
        batches.DistinctBy(b => b.Batch.Text)
            .SelectMany(b => TsqlCheck.Problems(b.Batch.Text).Select(p => $"{b.Origin}: {p}\n{b.Batch.Text}"))
            .ToList();

    /// <summary>The statements a scenario's batches must hold at least.</summary>
    private static IEnumerable<string> Expected(string scenario) => scenario switch
    {
        "create" => ["CreateDatabaseStatement", "DropDatabaseStatement"],
        "autogrow" => ["CreateDatabaseStatement", "CreateTableStatement", "WhileStatement"],
        "backup" => ["BackupDatabaseStatement"],
        "restore" => ["BackupDatabaseStatement", "RestoreStatement"],
        "exposure" => ["CreateDatabaseStatement", "DbccStatement"],
        "workload" => ["CreateDatabaseStatement", "AlterDatabaseSetStatement", "InsertStatement"],
        _ => throw new ArgumentOutOfRangeException(nameof(scenario), scenario, "a scenario this test does not know: say what its batches must hold"),
    };

    [System.Text.RegularExpressions.GeneratedRegex(@"^\s*(?:CREATE|RESTORE) DATABASE \[(?<name>[^\]]+)\]", System.Text.RegularExpressions.RegexOptions.Multiline)]
    private static partial System.Text.RegularExpressions.Regex MadeDatabase();
}
