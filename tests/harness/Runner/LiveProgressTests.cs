using Bench.Harness.Runner;
using Bench.Results.Manifest;
using Spectre.Console;

namespace Bench.Harness.Tests.Runner;

/// <summary>The interactive progress shows what the volume did at the last limit probe, or that it could not be measured.</summary>
public sealed class LiveProgressTests
{
    private static string Render(Action<IRunObserver> body)
    {
        using var writer = new StringWriter();
        var console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Ansi = AnsiSupport.Yes,
            ColorSystem = ColorSystemSupport.NoColors,
            Interactive = InteractionSupport.Yes,
            Out = new AnsiConsoleOutput(writer),
        });
        console.Profile.Width = 240;
        LiveProgress.ShowAsync(console, 4, observer =>
        {
            body(observer);
            return Task.FromResult(0);
        }).GetAwaiter().GetResult();
        return writer.ToString();
    }

    [Fact]
    public void The_run_line_carries_the_rates_of_the_last_probe()
    {
        var rates = new VolumeBaseline("probe", 128 << 20, 1 << 20, 8, WriteMbS: 1161.4, ReadMbS: 790, Direct: true) { ReadWriteMbS = 480.2 };

        var output = Render(o => o.LimitMeasured(new LimitProbe(0, DateTime.UtcNow, 700, rates)));

        Assert.Contains("volume at the last probe: write 1161, read 790, read while writing 480 MB/s", output, StringComparison.Ordinal);
    }

    [Fact]
    public void A_probe_that_failed_is_said_in_the_run_line()
    {
        var output = Render(o => o.LimitFailed("the volume is full"));

        Assert.Contains("the volume could not be measured before this group", output, StringComparison.Ordinal);
    }
}
