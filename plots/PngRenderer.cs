using System.Diagnostics;
using System.Globalization;
using Bench.Plots.Chromium;

namespace Bench.Plots;

/// <summary>
/// Turns SVG (or HTML) files into PNG with headless Chromium (Debian's chromium package): one browser, driven over
/// the DevTools protocol, captures every file; if that cannot start, one Chromium per file takes a screenshot.
/// Without Chromium on the PATH it renders nothing and says why.
/// </summary>
public sealed class PngRenderer(string executable)
{
    /// <summary>Why PNGs are missing when Chromium is.</summary>
    public const string Missing = "no Chromium on the PATH (Debian: apt-get install chromium): charts written as SVG only";

    private static readonly string[] Names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

    /// <summary>Finds Chromium on the PATH (or BENCH_CHROMIUM); null when there is none.</summary>
    public static PngRenderer? Find()
    {
        if (Environment.GetEnvironmentVariable("BENCH_CHROMIUM") is { Length: > 0 } given && File.Exists(given))
        {
            return new PngRenderer(given);
        }

        var path = Environment.GetEnvironmentVariable("PATH") ?? string.Empty;
        return path.Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
            .SelectMany(d => Names.Select(n => Path.Combine(d, n)))
            .Where(File.Exists)
            .Select(p => new PngRenderer(p))
            .FirstOrDefault();
    }

    /// <summary>Screenshots <paramref name="page"/> at the given size into <paramref name="png"/>; false on failure.</summary>
    public async Task<bool> RenderAsync(string page, string png, int width, int height, CancellationToken cancellationToken) =>
        await RenderAllAsync([(page, png, width, height)], cancellationToken) == 1;

    /// <summary>Renders every file; returns how many PNGs were written.</summary>
    public async Task<int> RenderAllAsync(IReadOnlyList<(string Svg, string Png, int Width, int Height)> charts, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(charts);
        if (charts.Count == 0)
        {
            return 0;
        }

        DevToolsSession? browser = null;
        try
        {
            browser = await DevToolsSession.StartAsync(executable, cancellationToken);
        }
        catch (Exception e) when (e is IOException or System.Net.WebSockets.WebSocketException or System.ComponentModel.Win32Exception or TimeoutException or System.Text.Json.JsonException)
        {
            return await OneByOneAsync(charts, cancellationToken);
        }

        await using (browser)
        {
            var written = 0;
            foreach (var (svg, png, width, height) in charts)
            {
                try
                {
                    await browser.CaptureAsync(svg, png, width, height, cancellationToken);
                    written++;
                }
                catch (Exception e) when (e is IOException or TimeoutException or FormatException)
                {
                    File.Delete(png);
                }
            }

            return written;
        }
    }

    /// <summary>The fallback: one Chromium per file, two at a time.</summary>
    private async Task<int> OneByOneAsync(IReadOnlyList<(string Svg, string Png, int Width, int Height)> charts, CancellationToken cancellationToken)
    {
        var written = 0;
        await Parallel.ForEachAsync(charts, new ParallelOptions { MaxDegreeOfParallelism = 2, CancellationToken = cancellationToken }, async (c, token) =>
        {
            if (await ScreenshotAsync(c.Svg, c.Png, c.Width, c.Height, token))
            {
                Interlocked.Increment(ref written);
            }
        });
        return written;
    }

    private async Task<bool> ScreenshotAsync(string page, string png, int width, int height, CancellationToken cancellationToken)
    {
        var profile = Path.Combine(Path.GetTempPath(), $"bench-chromium-{Guid.NewGuid():N}");
        var start = new ProcessStartInfo(executable) { RedirectStandardError = true, RedirectStandardOutput = true, UseShellExecute = false };
        foreach (var argument in ChromiumArguments.Common(profile).Concat([
            $"--screenshot={Path.GetFullPath(png)}",
            string.Create(CultureInfo.InvariantCulture, $"--window-size={width},{height}"),
            new Uri(Path.GetFullPath(page)).AbsoluteUri]))
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
