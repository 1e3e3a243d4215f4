using System.Text;
using Bench.Harness.Runner;
using Bench.Harness.Views;
using Bench.Results.Manifest;
using Bench.Scenarios.Matrix;
using Spectre.Console;

namespace Bench.Harness.Tests.Views;

/// <summary>The interactive progress shows what the volume did at the last limit probe, or that it failed, beside the run's count.</summary>
public sealed class LiveProgressTests
{
    private static ScheduledCase First()
    {
        var cases = MatrixPlanner.Plan(MatrixFile.Parse("m", Encoding.UTF8.GetBytes("""{ "cases": [ { "scenario": "create", "size": "64MB" } ] }""")));
        return Schedule.Group(cases, 1).SelectMany(g => g.Runs).First();
    }

    private static async Task<string> RenderAsync(Action<IRunObserver> body)
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
        await LiveProgress.ShowAsync(console, 4, observer =>
        {
            body(observer);
            return Task.FromResult(0);
        });
        return writer.ToString();
    }

    [Fact]
    public async Task The_run_line_keeps_the_rates_of_the_last_probe_after_its_count()
    {
        var rates = new VolumeBaseline("probe", 128 << 20, 1 << 20, 8, WriteMbS: 1161.4, ReadMbS: 790, Direct: true) { ReadWriteMbS = 480.2 };

        var output = await RenderAsync(o =>
        {
            o.LimitMeasured(new LimitProbe(0, DateTime.UtcNow, 700, rates));
            o.CaseStarted(First());
        });

        Assert.Contains("[1/4] run · last probe 1161/790/480 MB/s", output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_probe_that_failed_is_said_in_the_run_line()
    {
        var output = await RenderAsync(o =>
        {
            o.CaseStarted(First());
            o.LimitFailed("the volume is full");
        });

        Assert.Contains("[1/4] run · last probe failed (see the manifest's notes)", output, StringComparison.Ordinal);
    }
}
