using System.Diagnostics;
using System.Globalization;

namespace Bench.Plots;

/// <summary>
/// Turns SVG files into PNG with headless Chromium (Debian's chromium package), two at a time. Without Chromium
/// on the PATH it renders nothing and says why.
/// </summary>
public sealed class PngRenderer(string executable)
{
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

    /// <summary>Why PNGs are missing when Chromium is.</summary>
    public const string Missing = "no Chromium on the PATH (Debian: apt-get install chromium): charts written as SVG only";

    /// <summary>Screenshots <paramref name="page"/> (an SVG or HTML file) at the given size into <paramref name="png"/>; false on failure.</summary>
    public async Task<bool> RenderAsync(string page, string png, int width, int height, CancellationToken cancellationToken)
    {
        // A profile of its own per process: Chromiums sharing one lock each other out.
        var profile = Path.Combine(Path.GetTempPath(), $"bench-chromium-{Guid.NewGuid():N}");
        var start = new ProcessStartInfo(executable)
        {
            RedirectStandardError = true,
            RedirectStandardOutput = true,
            UseShellExecute = false,
        };
        foreach (var argument in new[]
        {
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--disable-extensions", "--no-first-run",
            $"--user-data-dir={profile}",
            $"--screenshot={Path.GetFullPath(png)}",
            string.Create(CultureInfo.InvariantCulture, $"--window-size={width},{height}"),
            new Uri(Path.GetFullPath(page)).AbsoluteUri,
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

    /// <summary>Renders many SVGs, two at a time; returns how many PNGs were written.</summary>
    public async Task<int> RenderAllAsync(IReadOnlyList<(string Svg, string Png, int Width, int Height)> charts, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(charts);
        var written = 0;
        await Parallel.ForEachAsync(charts, new ParallelOptions { MaxDegreeOfParallelism = 2, CancellationToken = cancellationToken }, async (c, token) =>
        {
            if (await RenderAsync(c.Svg, c.Png, c.Width, c.Height, token))
            {
                Interlocked.Increment(ref written);
            }
        });
        return written;
    }
}
