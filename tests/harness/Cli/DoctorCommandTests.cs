using Bench.Harness.Cli;

namespace Bench.Harness.Tests.Cli;

public sealed class DoctorCommandTests
{
    [Fact]
    public async Task Doctor_describes_the_volume_and_what_the_native_target_can_do_there()
    {
        using var temp = new TempDirectory();
        using var console = new TestConsole();

        var exit = await BenchApp.RunAsync(["doctor", "--data-dir", temp.Path], console.Console, TextWriter.Null, TestContext.Current.CancellationToken);

        Assert.Equal(ExitCodes.Ok, exit);
        foreach (var line in new[] { "file system", "allocation unit", "rotational", "direct I/O", "allocation without writing", "free" })
        {
            Assert.Contains(line, console.Output, StringComparison.Ordinal);
        }

        Assert.Empty(Directory.EnumerateFileSystemEntries(temp.Path));
    }
}
