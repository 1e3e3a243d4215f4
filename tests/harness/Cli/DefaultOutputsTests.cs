using Bench.Harness.Configuration;
using Bench.Harness.Reporting;

namespace Bench.Harness.Tests.Cli;

/// <summary>What bench writes without being told where, from a clone's root, is no file git offers to add.</summary>
public sealed class DefaultOutputsTests
{
    [Fact]
    public void Every_default_output_folder_is_in_the_clones_gitignore()
    {
        var ignored = File.ReadAllLines(Path.Combine(Architecture.SourceTree.Root, ".gitignore")).Select(l => l.Trim()).ToHashSet(StringComparer.Ordinal);

        Assert.All(
            new[] { RunOptions.Default.OutDirectory, RunOptions.Default.DataDirectory, Reports.DefaultCompareDirectory, Reports.DefaultReportDirectory },
            folder => Assert.Contains($"/{folder.Trim('.', '/')}/", ignored));
    }
}
