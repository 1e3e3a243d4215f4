using System.Text.Json;
using Bench.Harness.Cli;

namespace Bench.Harness.Tests.Cli;

public sealed class ImportCommandTests : CommandTest
{

    [Fact]
    public async Task A_restore_s_error_log_excerpt_prints_its_phases_as_json()
    {
        File.WriteAllText(Temp["errorlog.txt"], string.Join("\r\n",
            "2026-11-22 10:00:01.25 spid57      Restore: PreparingContainers",
            "2026-11-22 10:00:03.75 spid57      Restore: Containers are ready",
            "2026-11-22 10:00:03.85 spid57      Restore: Transferring data to bench_00001",
            "2026-11-22 10:00:04.00 spid57      Restore: Waiting for log zero on bench_00001",
            "2026-11-22 10:00:04.02 spid57      Restore: LogZero complete",
            "2026-11-22 10:00:40.35 spid57      Restore: Data transfer complete on bench_00001"));
        using var output = new StringWriter();

        var exit = await BenchApp.RunAsync(["import", Temp["errorlog.txt"]], Cli.Console, output, TestContext.Current.CancellationToken);

        Assert.Equal(ExitCodes.Ok, exit);
        using var json = JsonDocument.Parse(output.ToString());
        var phases = json.RootElement.GetProperty("phases").EnumerateArray().ToDictionary(p => p.GetProperty("name").GetString()!, p => p.GetProperty("ms").GetDouble());
        Assert.Equal(2500, phases["allocate"]);
        Assert.Equal(36500, phases["transfer"]);
        Assert.Equal(20, phases["log_zero"]);
    }

    [Fact]
    public async Task A_missing_file_is_refused_naming_it()
    {
        var exit = await Bench("import", Temp["nothing.txt"]);

        Assert.Equal(ExitCodes.BadInput, exit);
        Assert.Contains("FILE: cannot read", Cli.Output, StringComparison.Ordinal);
    }
}
