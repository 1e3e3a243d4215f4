using Bench.Harness.Cli;

namespace Bench.Harness.Tests;

/// <summary>What a test of a bench verb needs: a temporary folder, a console that records, and the command line.</summary>
public abstract class CommandTest : IDisposable
{
    internal TempDirectory Temp { get; } = new();

    internal TestConsole Cli { get; } = new();

    public void Dispose()
    {
        Dispose(true);
        GC.SuppressFinalize(this);
    }

    /// <summary>Runs bench with <paramref name="args"/>, output to the recording console.</summary>
    protected Task<int> Bench(params string[] args) => BenchApp.RunAsync(args, Cli.Console, TextWriter.Null, TestContext.Current.CancellationToken);

    protected virtual void Dispose(bool disposing)
    {
        if (disposing)
        {
            Cli.Dispose();
            Temp.Dispose();
        }
    }
}
