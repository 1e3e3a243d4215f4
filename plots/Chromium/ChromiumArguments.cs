namespace Bench.Plots.Chromium;

/// <summary>The switches every headless Chromium the harness starts gets.</summary>
internal static class ChromiumArguments
{
    /// <summary>Headless, no sandbox (root in containers), no GPU, no first-run work, a profile of its own.</summary>
    public static IEnumerable<string> Common(string profile) =>
    [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--disable-extensions", "--no-first-run",
        "--disable-dev-shm-usage", $"--user-data-dir={profile}",
    ];
}
