namespace Bench.Harness.Tests.Cli;

/// <summary>
/// Text given for a whole number (--repetitions abc) is one error among the others, not a parse error said alone: the
/// verb's own checks still run, every error is said at once, the exit code is 2 and nothing is written.
/// </summary>
public sealed class NumberErrorsAtOnceTests : CommandTest
{
    [Fact]
    public async Task Run_says_a_number_given_as_text_with_every_other_error()
    {
        var exit = await Refused("run", "--repetitions", "abc", "--profile", "quik", "--target", "oracle", "--durability", "maybe");

        AssertRefused(
            exit,
            "command line: --repetitions: 'abc' is not a whole number. Allowed: a whole number from 1 to 1000.",
            "--profile: unknown profile 'quik'",
            "--target: 'oracle' is not a target of bench",
            "--durability: 'maybe' is not allowed");
    }

    [Fact]
    public async Task Run_says_a_sample_interval_given_as_text_with_every_other_error()
    {
        var exit = await Refused("run", "--sample-interval", "abc", "--repetitions", "99999999999", "--label", "a/b");

        AssertRefused(
            exit,
            "--sample-interval: 'abc' is not a whole number. Allowed: 0 (no sampling) or 100 to 60000 milliseconds.",
            "--repetitions: 99999999999 is out of range. Allowed: a whole number from 1 to 1000.",
            "--label: 'a/b' cannot name a folder");
    }

    [Fact]
    public async Task Matrix_says_repetitions_given_as_text_with_every_other_error()
    {
        var exit = await Refused("matrix", "--repetitions", "x", "--scenario", "nope");

        AssertRefused(exit, "--repetitions: 'x' is not a whole number", "unknown scenario 'nope'");
    }

    [Fact]
    public async Task Tune_says_a_budget_given_as_text_with_every_other_error()
    {
        var exit = await Refused("tune", "restore", "--budget", "abc", "--target", "oracle", "--label", "a/b");

        AssertRefused(exit, "--budget: 'abc' is not a whole number. Allowed: 7 to 100000 case runs", "--target: 'oracle' is not a target of bench", "--label: 'a/b' cannot name a folder");
    }

    [Fact]
    public async Task A_matrix_files_repetitions_given_as_text_does_not_hide_that_it_has_no_cases()
    {
        File.WriteAllText(Temp["m.json"], """{ "repetitions": "three", "cases": [] }""");

        var exit = await Refused("matrix", "--matrix", Temp["m.json"]);

        AssertRefused(exit, "repetitions: the string \"three\" is not allowed here", "cases: the matrix has no cases");
    }

    /// <summary>Runs bench in the test's folder, with its data dir and run folders there; checks that nothing was written.</summary>
    private async Task<int> Refused(params string[] args)
    {
        var before = Entries();
        var exit = await Bench([.. args, .. args[0] == "matrix" ? Array.Empty<string>() : ["--data-dir", Temp["data"], "--out", Temp["runs"]]]);
        Assert.Equal(before, Entries());
        return exit;
    }

    private string[] Entries() =>
        [.. Directory.EnumerateFileSystemEntries(Temp.Path, "*", SearchOption.AllDirectories).Select(e => Path.GetRelativePath(Temp.Path, e)).Order(StringComparer.Ordinal)];
}
