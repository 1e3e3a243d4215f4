using System.Globalization;

namespace Bench.Harness.Tests;

/// <summary>
/// The one wall-clock bound a test holds: long enough that only a hang reaches it (this project's machines have 2
/// cores shared by several builds, often at a load average of 10 and more: slow, not hung), with the time measured
/// written to the test's output, where a slowdown shows without failing anything. Timings themselves belong in
/// benchmarks and reports (medians and ratios of one session), never in a test's verdict.
/// </summary>
internal static class HangBound
{
    /// <summary>What only a hang takes.</summary>
    public static readonly TimeSpan Limit = TimeSpan.FromSeconds(60);

    /// <summary>Writes how long <paramref name="what"/> took to the test's output; fails when it reached <see cref="Limit"/>.</summary>
    public static void Check(string what, TimeSpan elapsed)
    {
        var said = string.Create(CultureInfo.InvariantCulture, $"{what}: {elapsed.TotalSeconds:0.00} s (the test fails at {Limit.TotalSeconds:0} s: a hang, not a slow machine)");
        TestContext.Current.TestOutputHelper?.WriteLine(said);
        Assert.True(elapsed < Limit, said);
    }
}
