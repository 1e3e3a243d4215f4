namespace Bench.Harness.Tests;

/// <summary>What a test of a bench verb needs: a temporary folder, a console that records, and the command line.</summary>
public abstract class CommandTest : TempDirectoryTest
{
    internal TestConsole Cli { get; } = new();

    /// <summary>Runs bench with <paramref name="args"/>, output to the recording console.</summary>
    protected Task<int> Bench(params string[] args) => BenchApp.RunAsync(args, Cli.Console, TextWriter.Null, TestContext.Current.CancellationToken);

    /// <summary>Checks that bench refused its input (<paramref name="exit"/> is 2) and said every one of <paramref name="errors"/>.</summary>
    protected void AssertRefused(int exit, params string[] errors)
    {
        Assert.Equal(ExitCodes.BadInput, exit);
        var output = Cli.Output.ReplaceLineEndings(" ");
        Assert.All(errors, error => Assert.Contains(error, output, StringComparison.Ordinal));
    }

    protected override void Dispose(bool disposing)
    {
        if (disposing)
        {
            Cli.Dispose();
        }

        base.Dispose(disposing);
    }
}
