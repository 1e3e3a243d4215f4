namespace Bench.Harness.Tests;

/// <summary>What a test of a bench verb needs: a temporary folder, a console that records, and the command line.</summary>
public abstract class CommandTest : TempDirectoryTest
{
    internal TestConsole Cli { get; } = new();

    /// <summary>Runs bench with <paramref name="args"/>, output to the recording console.</summary>
    protected Task<int> Bench(params string[] args) => BenchApp.RunAsync(args, Cli.Console, TextWriter.Null, TestContext.Current.CancellationToken);

    protected override void Dispose(bool disposing)
    {
        if (disposing)
        {
            Cli.Dispose();
        }

        base.Dispose(disposing);
    }
}
