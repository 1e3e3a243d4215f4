using System.Diagnostics;

namespace Bench.Harness.Tests;

/// <summary>The bench command run as a user runs it: a process of its own in a working directory, its exit code, standard output and standard error.</summary>
internal sealed record BenchCli(int ExitCode, string Output, string Error)
{
    /// <summary>Runs bench.dll (beside the tests) with <paramref name="arguments"/> in <paramref name="workingDirectory"/>; <paramref name="environment"/> values of null unset a variable.</summary>
    public static async Task<BenchCli> RunAsync(string workingDirectory, IReadOnlyDictionary<string, string?>? environment, params string[] arguments)
    {
        var start = new ProcessStartInfo("dotnet")
        {
            RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false, WorkingDirectory = workingDirectory,
        };
        start.ArgumentList.Add(Path.Combine(AppContext.BaseDirectory, "bench.dll"));
        foreach (var argument in arguments)
        {
            start.ArgumentList.Add(argument);
        }

        // A server in the test's own environment must not turn a refusal into a connection attempt.
        start.Environment.Remove("BENCH_SQLSERVER");
        foreach (var (name, value) in environment ?? new Dictionary<string, string?>())
        {
            if (value is null)
            {
                start.Environment.Remove(name);
            }
            else
            {
                start.Environment[name] = value;
            }
        }

        using var process = Process.Start(start)!;
        var output = process.StandardOutput.ReadToEndAsync(TestContext.Current.CancellationToken);
        var error = process.StandardError.ReadToEndAsync(TestContext.Current.CancellationToken);
        await process.WaitForExitAsync(TestContext.Current.CancellationToken);
        return new BenchCli(process.ExitCode, await output, await error);
    }

    /// <summary>Runs bench in <paramref name="workingDirectory"/> with the test's environment.</summary>
    public static Task<BenchCli> RunAsync(string workingDirectory, params string[] arguments) => RunAsync(workingDirectory, null, arguments);

    /// <summary>Standard error on one line (a refusal's long lines are wrapped at the console's width).</summary>
    public string ErrorText => Error.ReplaceLineEndings(" ");
}
