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

    [Theory]
    [InlineData("Build succeeded.\n    0 Warning(s)\n    0 Error(s)\nTime Elapsed 00:00:28.10", 0, 0, "bench ran: ", "Time Elapsed")]
    [InlineData("x.cs(1,1): error CS1002: ; expected", 1, 3, "error CS1002: ; expected", "bench ran")]
    public void The_first_build_is_quiet_unless_it_fails_then_shows_its_errors(string build, int buildExit, int exit, string said, string unsaid)
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "a bash script");

        var (code, output, error) = Run(build, buildExit);

        Assert.Equal(exit, code);
        Assert.Contains("bench: building the harness", error, StringComparison.Ordinal);
        Assert.Contains(said, output + error, StringComparison.Ordinal);
        Assert.DoesNotContain(unsaid, output + error, StringComparison.Ordinal);
        Assert.DoesNotContain("Build succeeded", output + error, StringComparison.Ordinal);
    }
}
