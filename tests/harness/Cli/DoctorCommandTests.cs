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

    [Fact]
    public async Task Doctor_says_why_a_server_cannot_be_used_without_repeating_its_password()
    {
        using var temp = new TempDirectory();
        using var console = new TestConsole();
        var port = Ports.Closed();

        var exit = await BenchApp.RunAsync(
            ["doctor", "--data-dir", temp.Path, "--connection", $"Server=127.0.0.1,{port};User ID=sa;Password=Do-Not-Print-1;Connect Timeout=2"],
            console.Console, TextWriter.Null, TestContext.Current.CancellationToken);

        Assert.Equal(ExitCodes.Ok, exit);
        var output = console.Output.ReplaceLineEndings(" ");
        Assert.Contains("cannot be used", output, StringComparison.Ordinal);
        Assert.DoesNotContain("Do-Not-Print-1", output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Doctor_baseline_measures_write_and_read_bandwidth_and_leaves_nothing()
    {
        using var temp = new TempDirectory();
        using var console = new TestConsole();

        var exit = await BenchApp.RunAsync(
            ["doctor", "--data-dir", temp.Path, "--baseline", "--baseline-size", "16MB"], console.Console, TextWriter.Null, TestContext.Current.CancellationToken);

        Assert.Equal(ExitCodes.Ok, exit);
        Assert.Matches(@"sequential write \d+ MB/s, read \d+ MB/s", console.Output.ReplaceLineEndings(" "));
        Assert.Empty(Directory.EnumerateFileSystemEntries(temp.Path));
    }

    [Fact]
    public async Task Doctor_refuses_a_baseline_size_it_cannot_use()
    {
        using var temp = new TempDirectory();
        using var console = new TestConsole();

        var exit = await BenchApp.RunAsync(
            ["doctor", "--data-dir", temp.Path, "--baseline", "--baseline-size", "12KB"], console.Console, TextWriter.Null, TestContext.Current.CancellationToken);

        Assert.Equal(ExitCodes.BadInput, exit);
        Assert.Contains("--baseline-size: '12KB' is not allowed", console.Output, StringComparison.Ordinal);
    }
}
