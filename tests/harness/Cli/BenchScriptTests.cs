using System.Diagnostics;

namespace Bench.Harness.Tests.Cli;

/// <summary>The repository's ./bench script, run in a copy of the root with a stand-in dotnet that says what a real build says.</summary>
public sealed class BenchScriptTests : TempDirectoryTest
{
    /// <summary>Runs a copy of ./bench with <paramref name="build"/> as what the stand-in dotnet's build prints and its exit code.</summary>
    private (int Exit, string Output, string Error) Run(string build, int buildExit)
    {
        var root = Temp["clone"];
        Directory.CreateDirectory(Path.Combine(root, "harness"));
        File.Copy(Path.Combine(Architecture.SourceTree.Root, "bench"), Path.Combine(root, "bench"));
        var tools = Temp["tools"];
        Directory.CreateDirectory(tools);
        var bin = Path.Combine(root, "harness", "bin", "Release", "net10.0");
        File.WriteAllText(Path.Combine(tools, "dotnet"), $$"""
            #!/usr/bin/env bash
            if [ "$1" = build ]; then
              printf '%s\n' '{{build}}'
              [ {{buildExit}} = 0 ] && mkdir -p '{{bin}}' && touch '{{bin}}/bench.dll'
              exit {{buildExit}}
            fi
            echo "bench ran: $*"
            """.ReplaceLineEndings("\n"));
        if (!OperatingSystem.IsWindows())
        {
            File.SetUnixFileMode(Path.Combine(tools, "dotnet"), UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        }
        var start = new ProcessStartInfo("bash", [Path.Combine(root, "bench"), "--version"]) { RedirectStandardOutput = true, RedirectStandardError = true };
        start.Environment["PATH"] = $"{tools}:{Environment.GetEnvironmentVariable("PATH")}";
        using var process = Process.Start(start)!;
        var output = process.StandardOutput.ReadToEndAsync(TestContext.Current.CancellationToken);
        var error = process.StandardError.ReadToEnd();
        process.WaitForExit();
        return (process.ExitCode, output.Result, error);
    }

    [Fact]
    public void The_first_build_says_it_builds_and_nothing_of_dotnets_summary()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "a bash script");

        var (exit, output, error) = Run("Build succeeded.\n    0 Warning(s)\n    0 Error(s)\nTime Elapsed 00:00:28.10", 0);

        Assert.Equal(0, exit);
        Assert.Contains("bench: building the harness", error, StringComparison.Ordinal);
        Assert.DoesNotContain("Build succeeded", output + error, StringComparison.Ordinal);
        Assert.DoesNotContain("Time Elapsed", output + error, StringComparison.Ordinal);
        Assert.Contains("bench ran: ", output, StringComparison.Ordinal);
    }

    [Fact]
    public void A_build_that_fails_shows_its_errors_and_exits_3()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "a bash script");

        var (exit, output, error) = Run("x.cs(1,1): error CS1002: ; expected", 1);

        Assert.Equal(3, exit);
        Assert.Contains("error CS1002: ; expected", error, StringComparison.Ordinal);
        Assert.Contains("bench: the build failed", error, StringComparison.Ordinal);
        Assert.DoesNotContain("bench ran", output, StringComparison.Ordinal);
    }
}
