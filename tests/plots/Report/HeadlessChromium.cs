using System.Diagnostics;
using System.Globalization;

namespace Bench.Plots.Tests.Report;

/// <summary>
/// Headless Chromium (Debian's chromium package), for the one test that looks at report.html in a browser. The charts
/// themselves never need it: ScottPlot draws them.
/// </summary>
/// <param name="executable">The browser.</param>
internal sealed class HeadlessChromium(string executable)
{
    /// <summary>Why the browser test is skipped.</summary>
    public const string Missing = "no Chromium on the PATH (Debian: apt-get install chromium; or BENCH_CHROMIUM=/path): the browser screenshot test needs it";

    private static readonly string[] Names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

    /// <summary>Chromium from BENCH_CHROMIUM or the PATH; null when there is none.</summary>
    public static HeadlessChromium? Find()
    {
        if (Environment.GetEnvironmentVariable("BENCH_CHROMIUM") is { Length: > 0 } given && File.Exists(given))
        {
            return new HeadlessChromium(given);
        }

        return (Environment.GetEnvironmentVariable("PATH") ?? string.Empty)
            .Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
            .SelectMany(d => Names.Select(n => Path.Combine(d, n)))
            .Where(File.Exists)
            .Select(p => new HeadlessChromium(p))
            .FirstOrDefault();
    }

    /// <summary>Screenshots <paramref name="page"/> in a window of <paramref name="width"/> x <paramref name="height"/> into <paramref name="png"/>.</summary>
    public async Task<bool> ScreenshotAsync(string page, string png, int width, int height, CancellationToken cancellationToken)
    {
        var profile = Path.Combine(Path.GetTempPath(), $"bench-chromium-{Guid.NewGuid():N}");
        var start = new ProcessStartInfo(executable) { RedirectStandardError = true, RedirectStandardOutput = true, UseShellExecute = false };
        foreach (var argument in new[]
        {
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--disable-extensions", "--no-first-run",
            "--disable-dev-shm-usage", $"--user-data-dir={profile}", $"--screenshot={Path.GetFullPath(png)}",
            string.Create(CultureInfo.InvariantCulture, $"--window-size={width},{height}"), new Uri(Path.GetFullPath(page)).AbsoluteUri,
        })
        {
            start.ArgumentList.Add(argument);
        }

        File.Delete(png);
        try
        {
            using var process = Process.Start(start)!;
            var output = process.StandardOutput.ReadToEndAsync(cancellationToken);
            var error = process.StandardError.ReadToEndAsync(cancellationToken);
            await process.WaitForExitAsync(cancellationToken);
            await Task.WhenAll(output, error);
            return process.ExitCode == 0 && File.Exists(png);
        }
        finally
        {
            if (Directory.Exists(profile))
            {
                Directory.Delete(profile, recursive: true);
            }
        }
    }
}
