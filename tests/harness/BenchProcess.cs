using System.Diagnostics;

namespace Bench.Harness.Tests;

/// <summary>The bench command as a real process of its own (bench.dll beside the tests), for kills and signals.</summary>
internal sealed class BenchProcess : IDisposable
{
    private readonly Process process;
    private readonly Task<string> output;

    private BenchProcess(Process process)
    {
        this.process = process;
        output = process.StandardOutput.ReadToEndAsync();
        _ = process.StandardError.ReadToEndAsync();
    }

    public int Id => process.Id;

    public int ExitCode => process.ExitCode;

    public Task<string> Output => output;

    public static BenchProcess Start(params string[] arguments)
    {
        // A background job of a non-interactive shell (`bash .ci/run &` in a script) starts with SIGINT and SIGQUIT
        // ignored, and an ignored signal stays ignored across fork and exec (POSIX), so the child would never see the
        // SIGINT a test sends: it ran to the end and exited 0 in whole-suite CI runs launched that way. GNU env resets
        // them to the default before it execs dotnet (same pid), as an interactive user's Ctrl+C would find them.
        var start = new ProcessStartInfo(OperatingSystem.IsLinux() ? "env" : "dotnet") { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        if (OperatingSystem.IsLinux())
        {
            start.ArgumentList.Add("--default-signal=INT,QUIT");
            start.ArgumentList.Add("dotnet");
        }

        start.ArgumentList.Add(Path.Combine(AppContext.BaseDirectory, "bench.dll"));
        foreach (var argument in arguments)
        {
            start.ArgumentList.Add(argument);
        }

        return new BenchProcess(Process.Start(start)!);
    }

    /// <summary>Waits until results.csv under <paramref name="runs"/> holds more than <paramref name="rows"/> rows; returns its path.</summary>
    public async Task<string> WaitForRowsAsync(string runs, int rows)
    {
        var deadline = Stopwatch.StartNew();
        while (deadline.Elapsed < TimeSpan.FromMinutes(2))
        {
            Assert.False(process.HasExited, "bench ended before the test could stop it");
            var results = Directory.Exists(runs) ? Directory.GetFiles(runs, RunFiles.Results, SearchOption.AllDirectories).FirstOrDefault() : null;
            if (results is not null && File.ReadLines(results).Count() > rows)
            {
                return results;
            }

            await Task.Delay(5, TestContext.Current.CancellationToken);
        }

        throw new TimeoutException($"bench wrote {rows} rows in two minutes");
    }

    public void Kill() => process.Kill();

    /// <summary>Sends a signal (TERM, INT) with kill(1).</summary>
    public async Task SignalAsync(string signal)
    {
        using var kill = Process.Start("kill", $"-{signal} {process.Id}");
        await kill.WaitForExitAsync(TestContext.Current.CancellationToken);
    }

    public Task WaitForExitAsync() => process.WaitForExitAsync(TestContext.Current.CancellationToken);

    public void Dispose()
    {
        if (!process.HasExited)
        {
            process.Kill(entireProcessTree: true);
        }

        process.Dispose();
    }
}
