namespace Bench.Harness.Tests.Cli;

/// <summary>
/// Bad input, as a user types it: the bench process exits 2, its standard error names the field and says what is
/// allowed, shows no stack trace and no colour codes, and nothing is written (the working directory, where the default
/// ./bench-data and ./runs go, holds only what the test put there).
/// </summary>
public sealed class BadInputTests : TempDirectoryTest
{
    private const string TopLevelTypo = """{ "repetitons": 3, "cases": [ { "scenario": "create", "size": "0MB" } ] }""";

    public static TheoryData<string, string[], string, string> Cases() => new()
    {
        { "repetitions not a number", ["run", "--repetitions", "abc"], "command line: --repetitions: 'abc' is not a whole number", "Allowed: a whole number from 1 to 1000." },
        { "zero repetitions", ["run", "--repetitions", "0"], "--repetitions: 0 is out of range", "Allowed: a whole number from 1 to 1000" },
        { "too many repetitions", ["run", "--repetitions", "5000"], "--repetitions: 5000 is out of range", "Allowed: a whole number from 1 to 1000" },
        { "sample interval not a number", ["run", "--sample-interval", "fast"], "--sample-interval: 'fast' is not a whole number", "Allowed: 0 (no sampling) or 100 to 60000 milliseconds" },
        { "sample interval below 100 ms", ["run", "--sample-interval", "50"], "--sample-interval: 50 ms is not allowed", "Allowed: 0 (no sampling) or 100 to 60000 milliseconds" },
        { "misspelt option", ["run", "--repetitoins", "3"], "--repetitoins: not an option of bench run; did you mean '--repetitions'?", "Allowed: --profile, --matrix, --scenario" },
        { "misspelt option of another verb", ["doctor", "--data-dri", "x"], "--data-dri: not an option of bench doctor; did you mean '--data-dir'?", "Allowed: --data-dir, --baseline" },
        { "unknown option, nothing close", ["tune", "restore", "--zzzzzzzz", "3"], "--zzzzzzzz: not an option of bench tune. Allowed: --", "--data-dir" },
        { "unknown option taken as the mode", ["tune", "--zzzzzzzz", "3"], "'3': bench tune takes no such argument", "Allowed: its options" },
        { "unknown verb, nothing close", ["zzzzzzzz"], "zzzzzzzz: not a verb. Allowed: run", "doctor" },
        { "misspelt verb", ["rn"], "command line: rn: not a verb; did you mean 'run'?", "Allowed: run, doctor, compare, report, matrix, tune, import" },
        { "no verb", [], "verb: none given", "Allowed: run, doctor, compare, report, matrix, tune, import" },
        { "misspelt profile", ["run", "--profile", "quik"], "--profile: unknown profile 'quik'; did you mean 'quick'?", "Allowed: quick, standard, full" },
        { "misspelt scenario", ["run", "--scenario", "bakcup"], "unknown scenario 'bakcup'; did you mean 'backup'?", "Allowed: create, autogrow, backup, restore" },
        { "scenario of bench matrix", ["matrix", "--scenario", "nope"], "unknown scenario 'nope'", "Allowed: create, autogrow, backup, restore" },
        { "unknown target", ["run", "--target", "oracle"], "--target: 'oracle' is not a target of bench", "Allowed: native or sqlserver" },
        { "label that cannot name a folder", ["run", "--label", "a/b"], "--label: 'a/b' cannot name a folder", "Allowed: 1 to 64 letters, digits" },
        { "baseline size not a size", ["run", "--baseline-size", "lots"], "--baseline-size: 'lots' is not allowed", "Allowed: 0 (no baseline) or a size from 1MB" },
        { "baseline size without its B", ["run", "--baseline-size", "10G"], "--baseline-size: '10G' is not allowed: sizes are whole numbers with a unit: did you mean 10GB?", "Allowed: 0 (no baseline) or a size from 1MB" },
        { "baseline size with a fraction too large for a size", ["run", "--baseline-size", "99999999999999999999999999.5TB"], "--baseline-size: '99999999999999999999999999.5TB' is not allowed", "Allowed: 0 (no baseline) or a size from 1MB" },
        { "tune size with a fraction too large for a size", ["tune", "restore", "--size", "99999999999999999999999999.5TB"], "--size: '99999999999999999999999999.5TB' is not allowed", "Allowed:" },
        { "tune size with a fraction", ["tune", "restore", "--size", "1.5GB"], "--size: '1.5GB' is not allowed: sizes are whole numbers with a unit: did you mean 1536MB?", "Allowed:" },
        { "out at a file", ["run", "--out", "!file"], "--out: ", "Allowed: a directory for the run folders" },
        { "data dir at a file", ["run", "--data-dir", "!file"], "--data-dir: ", "Allowed: a directory (it is created when missing)" },
        { "data dir on /proc", ["run", "--data-dir", "/proc/bench-no-such-dir"], "--data-dir: /proc/bench-no-such-dir is on proc (/proc), a kernel file system", "Allowed: a directory on the volume under test" },
        { "missing matrix file", ["run", "--matrix", "missing.json"], "--matrix: cannot read the file", "Allowed: the path of a readable JSON matrix file" },
        { "malformed matrix", ["run", "--matrix", "!{ \"cases\": [ { \"scenario\": \"create\", } "], "matrix.json(1,", "Allowed: well-formed JSON" },
        { "unknown matrix parameter", ["run", "--matrix", "!{ \"cases\": [ { \"scenario\": \"autogrow\", \"grow\": \"1GB\" } ] }"], "grow: unknown parameter of scenario autogrow; did you mean 'growth'?", "Allowed: initial_size, growth, growths" },
        { "top-level typo with another error (run)", ["run", "--matrix", "!" + TopLevelTypo], "repetitons: unknown key; did you mean 'repetitions'?", "cases[0].size: '0MB' is not allowed. Allowed: a size from 1MB to 64TB" },
        { "top-level typo with another error (matrix)", ["matrix", "--matrix", "!" + TopLevelTypo], "repetitons: unknown key; did you mean 'repetitions'?", "cases[0].size: '0MB' is not allowed. Allowed: a size from 1MB to 64TB" },
        { "connection string for the native target", ["run", "--connection", "Server=x;Password=hunter2"], "--connection: a connection string is only used by the sqlserver target", "Allowed: --target sqlserver with --connection" },
        { "container for the native target", ["run", "--container"], "--container: target: --container, --server-dir and --server-backup-dir are for the sqlserver target", "Allowed: --target sqlserver" },
        { "sqlserver with no server", ["run", "--target", "sqlserver"], "--target: 'sqlserver' needs a server and none was given", "Allowed: --connection" },
        { "relative server dir", ["run", "--target", "sqlserver", "--connection", "Server=x;User ID=sa;Password=p", "--server-dir", "relative/dir"], "--server-dir: 'relative/dir' is not an absolute path", @"Allowed: an absolute path as the server sees it: a Windows drive path (D:\bench)" },
        { "relative server dir for bench matrix --sql", ["matrix", "--sql", "bench-run.sql", "--server-dir", "relative/dir"], "--server-dir: 'relative/dir' is not an absolute path", @"Allowed: an absolute path as the server sees it: a Windows drive path (D:\bench)" },
        { "relative server backup dir", ["run", "--target", "sqlserver", "--connection", "Server=x;User ID=sa;Password=p", "--server-dir", "D:/bench", "--server-backup-dir", "bak"], "--server-backup-dir: 'bak' is not an absolute path", "or a Linux path (/bench/data)" },
        { "doctor data dir at a file", ["doctor", "--data-dir", "!file"], "--data-dir: ", "Allowed: a directory (it is created when missing)" },
        { "doctor baseline below 1MB", ["doctor", "--baseline-size", "12KB"], "--baseline-size: '12KB' is not allowed", "Allowed: a size from 1MB" },
        { "compare with one run", ["compare", "!dir"], "RUN_DIR: compare needs two or more run folders, the first being the baseline; 1 given", "Allowed: bench compare RUN_DIR RUN_DIR" },
        { "report with no run", ["report"], "RUN_DIR: missing", "Allowed: bench report RUN_DIR" },
        { "report of a folder that is not a run", ["report", "!dir"], "RUN_DIR: ", "is not a run folder: it has no manifest.json" },
        { "estimate without its B", ["report", "!dir", "--estimate", "50GB,10G"], "--estimate: '10G' is not a size: sizes are whole numbers with a unit: did you mean 10GB?", "Allowed: sizes with a unit (KB, MB, GB, TB)" },
        { "estimate without a unit", ["report", "!dir", "--estimate", "50"], "--estimate: '50' has no unit", "Allowed: sizes with a unit (KB, MB, GB, TB)" },
        { "import of a missing file", ["import", "missing.log"], "FILE: cannot read missing.log", "Allowed: a readable text file, or - for standard input" },
        { "resume of a missing run folder", ["run", "--resume", "missing-run"], "missing-run does not exist", "Allowed: the folder of a run bench run wrote" },
        { "resume of a file", ["run", "--resume", "!file"], "file is a file, not a run folder", "Allowed: the folder of a run bench run wrote" },
        { "import with no file", ["import"], "FILE: missing", "Allowed: bench import FILE (bench import --help)" },
        { "import of two files", ["import", "!file", "second.log"], "'second.log': bench import takes one FILE", "Allowed: bench import FILE (bench import --help)" },
        { "budget not a number", ["tune", "restore", "--budget", "abc"], "--budget: 'abc' is not a whole number", "Allowed: 7 to 100000 case runs" },
        { "an option given twice", ["run", "--profile", "standard", "--profile", "full"], "--profile: given 2 times ('standard', 'full'); it takes one value", "Allowed: --profile once (Preset matrix: quick, standard, full)" },
        { "an option without its value", ["tune", "restore", "--budget"], "--budget: no value given", "Allowed: a whole number after --budget" },
        { "a required option not given", ["publish", "!dir"], "--to: missing", "Allowed: --to with a value (The store: a DuckDB file" },
    };

    [Theory]
    [MemberData(nameof(Cases))]
    public async Task Bad_input_exits_2_naming_the_field_and_what_is_allowed_with_no_stack_trace_and_nothing_written(
        string what, string[] args, string field, string allowed)
    {
        File.WriteAllText(Temp["file"], "a user's file");
        Directory.CreateDirectory(Temp["dir"]);
        var arguments = args.Select(Argument).ToArray();
        var before = Entries();

        var cli = await BenchCli.RunAsync(Temp.Path, arguments);

        Assert.True(cli.ExitCode == ExitCodes.BadInput, $"{what}: exit {cli.ExitCode}\n{cli.Error}{cli.Output}");
        Assert.Contains(field, cli.ErrorText, StringComparison.Ordinal);
        Assert.Contains(allowed, cli.ErrorText, StringComparison.Ordinal);
        // Each refusal said alike, wherever it was caught (the parser or a validator): where, then one sentence or more.
        Assert.All(
            cli.ErrorText.Split('\n').Where(l => l.StartsWith("  - ", StringComparison.Ordinal)),
            l => Assert.Matches(@"^  - .+: .+\.$", l));
        Assert.DoesNotContain("   at ", cli.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("Exception", cli.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("System.", cli.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("hunter2", cli.Error + cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain('\u001b', cli.Error + cli.Output);
        Assert.Equal(before, Entries());
        Assert.Equal("a user's file", File.ReadAllText(Temp["file"]));
        Assert.False(Directory.Exists("/proc/bench-no-such-dir"));
    }

    [Fact]
    public void There_are_at_least_25_kinds_of_bad_input() => Assert.True(Cases().Count >= 25);

    /// <summary>"!file" and "!dir": the test's file and folder; "!{...}": a matrix file holding that JSON; the rest as written.</summary>
    private string Argument(string arg)
    {
        if (arg.StartsWith("!{", StringComparison.Ordinal))
        {
            File.WriteAllText(Temp["matrix.json"], arg[1..]);
            return Temp["matrix.json"];
        }

        return arg switch
        {
            "!file" => Temp["file"],
            "!dir" => Temp["dir"],
            _ => arg,
        };
    }

    private string[] Entries() =>
        [.. Directory.EnumerateFileSystemEntries(Temp.Path, "*", SearchOption.AllDirectories).Select(e => Path.GetRelativePath(Temp.Path, e)).Order(StringComparer.Ordinal)];
}
