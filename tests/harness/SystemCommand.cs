using System.Diagnostics;

namespace Bench.Harness.Tests;

/// <summary>Runs a system command a test needs (mount, umount, mkfs.ext4) and says why it failed.</summary>
internal static class SystemCommand
{
    /// <summary>Runs <paramref name="command"/> to its end; null when it exited 0, else why not (its exit code and standard error, or that it is not there).</summary>
    public static string? Run(string command, params string[] arguments)
    {
        try
        {
            var start = new ProcessStartInfo(command) { RedirectStandardError = true, RedirectStandardOutput = true, UseShellExecute = false };
            foreach (var argument in arguments)
            {
                start.ArgumentList.Add(argument);
            }

            using var process = Process.Start(start)!;
            var output = process.StandardOutput.ReadToEndAsync();
            var error = process.StandardError.ReadToEnd();
            process.WaitForExit();
            _ = output.Result;
            return process.ExitCode == 0 ? null : $"{command} exited {process.ExitCode}: {error.Trim()}";
        }
        catch (System.ComponentModel.Win32Exception e)
        {
            return $"{command}: {e.Message}";
        }
    }

    /// <summary>
    /// Runs <paramref name="test"/> with <paramref name="directory"/> (made) the mount point of a tmpfs of
    /// <paramref name="size"/> mounted read-only, unmounted after; skipped where it cannot be mounted (no root).
    /// </summary>
    public static async Task OnReadOnlyVolumeAsync(string directory, Func<Task> test, string size = "16m")
    {
        Directory.CreateDirectory(directory);
        var mountProblem = Run("mount", "-t", "tmpfs", "-o", $"size={size},ro", "tmpfs", directory);
        Assert.SkipWhen(mountProblem is not null, $"cannot mount a read-only tmpfs here ({mountProblem})");
        try
        {
            await test();
        }
        finally
        {
            Run("umount", directory);
        }
    }
}
