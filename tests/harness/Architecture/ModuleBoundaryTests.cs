using System.Xml.Linq;

namespace Bench.Harness.Tests.Architecture;

/// <summary>The modules of design.md depend one way: results &lt;- scenarios &lt;- harness, results &lt;- plots.</summary>
public sealed class ModuleBoundaryTests
{
    private static readonly string Root = FindRoot();

    private static string FindRoot()
    {
        var directory = new DirectoryInfo(AppContext.BaseDirectory);
        while (directory is not null && !File.Exists(Path.Combine(directory.FullName, "bench.sln")))
        {
            directory = directory.Parent;
        }

        return directory?.FullName ?? throw new InvalidOperationException("bench.sln not found above the test binaries");
    }

    private static string[] References(string project) =>
        XDocument.Load(Path.Combine(Root, project)).Descendants("ProjectReference")
            .Select(r => Path.GetFileNameWithoutExtension(r.Attribute("Include")!.Value.Replace('\\', '/')))
            .Order()
            .ToArray();

    [Fact]
    public void Results_depends_on_no_other_module() => Assert.Empty(References("results/Bench.Results.csproj"));

    [Fact]
    public void Scenarios_depend_on_results_only() => Assert.Equal(["Bench.Results"], References("scenarios/Bench.Scenarios.csproj"));

    [Fact]
    public void Harness_depends_on_results_scenarios_and_plots() =>
        Assert.Equal(["Bench.Plots", "Bench.Results", "Bench.Scenarios"], References("harness/Bench.Harness.csproj"));

    [Fact]
    public void Plots_depend_on_results_and_scenarios() => Assert.Equal(["Bench.Results", "Bench.Scenarios"], References("plots/Bench.Plots.csproj"));

    [Theory]
    [InlineData("results", "Bench.Harness")]
    [InlineData("results", "Bench.Scenarios")]
    [InlineData("scenarios", "Bench.Harness")]
    [InlineData("scenarios", "System.Console")]
    [InlineData("plots", "Bench.Harness")]
    [InlineData("plots", "Bench.Scenarios.")]
    [InlineData("results", "Bench.Plots")]
    public void A_module_names_nothing_of_the_modules_above_it(string module, string forbidden)
    {
        var offenders = Directory.EnumerateFiles(Path.Combine(Root, module), "*.cs", SearchOption.AllDirectories)
            .Where(f => !f.Contains($"{Path.DirectorySeparatorChar}obj{Path.DirectorySeparatorChar}", StringComparison.Ordinal))
            .Where(f => File.ReadAllText(f).Contains(forbidden, StringComparison.Ordinal))
            .Select(f => Path.GetRelativePath(Root, f));

        Assert.Empty(offenders);
    }
}
