namespace Bench.Harness.Tests;

/// <summary>What a test of a bench verb needs: a temporary folder, a console that records, and the command line.</summary>
public abstract class CommandTest : TempDirectoryTest
{
    internal TestConsole Cli { get; } = new();

    /// <summary>Runs bench with <paramref name="args"/>, output to the recording console.</summary>
    protected Task<int> Bench(params string[] args) => BenchApp.RunAsync(args, Cli.Console, TextWriter.Null, TestContext.Current.CancellationToken);

    /// <summary>
    /// Checks that bench refused its input (<paramref name="exit"/> is 2) and said every one of <paramref name="errors"/>,
    /// wherever the console wrapped them: a line holding a temporary path wraps at a place that depends on where the clone
    /// is (a refusal's "Allowed: a folder that" split over two lines failed in a clone with a longer path), so runs of
    /// white space count as one space on both sides.
    /// </summary>
    protected void AssertRefused(int exit, params string[] errors)
    {
        Assert.Equal(ExitCodes.BadInput, exit);
        var output = Flat(Cli.Output);
        Assert.All(errors, error => Assert.Contains(Flat(error), output, StringComparison.Ordinal));
    }

    /// <summary>
    /// A run folder written by the harness before durability, fill and zeroing columns existed (commit 504c39e; 12 rows,
    /// complete), copied under <paramref name="parent"/> in the test's directory.
    /// </summary>
    protected string OldRun(string parent = "old")
    {
        var source = Path.Combine(AppContext.BaseDirectory, "Cli", "OldRuns", "20261123-120531-old");
        var copy = Temp[Path.Combine(parent, "20261123-120531-old")];
        Directory.CreateDirectory(copy);
        foreach (var file in Directory.GetFiles(source))
        {
            File.Copy(file, Path.Combine(copy, Path.GetFileName(file)));
        }

        return copy;
    }

    /// <summary><paramref name="text"/> with each run of white space (a wrapped line's break and indent) as one space.</summary>
    protected static string Flat(string text) => System.Text.RegularExpressions.Regex.Replace(text, @"\s+", " ");

    protected override void Dispose(bool disposing)
    {
        if (disposing)
        {
            Cli.Dispose();
        }

        base.Dispose(disposing);
    }
}
