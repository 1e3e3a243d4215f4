using System.Xml.Linq;

namespace Bench.Harness.Tests.Architecture;

/// <summary>
/// The modules depend one way: results &lt;- scenarios &lt;- harness, and results &lt;- plots &lt;- harness, plots seeing of
/// scenarios only the catalog and the public descriptors of its root namespace. Each rule is checked on what the
/// compiler produced (type references of the built assemblies), and each check is shown to find a breach where there is one.
/// </summary>
public sealed class ModuleBoundaryTests
{
    private static string[] References(string project) =>
        XDocument.Load(Path.Combine(SourceTree.Root, project)).Descendants("ProjectReference")
            .Select(r => Path.GetFileNameWithoutExtension(r.Attribute("Include")!.Value.Replace('\\', '/')))
            .Order()
            .ToArray();

    /// <summary>The references of <paramref name="assembly"/> into a scenario folder's namespace (Bench.Scenarios.Create, .Targets, ...).</summary>
    private static List<string> IntoScenarioFolders(string assembly) =>
        CompiledReferences.Of(CompiledReferences.Assembly(assembly))
            .Where(r => r.Assembly == "Bench.Scenarios" && r.Namespace != "Bench.Scenarios")
            .Select(r => $"{r.Namespace}.{r.Name}")
            .Distinct()
            .ToList();

    private static List<string> ConsoleUses(string assembly) =>
        CompiledReferences.Of(CompiledReferences.Assembly(assembly)).Where(r => r is { Namespace: "System", Name: "Console" }).Select(r => r.Name).ToList();

    [Fact]
    public void Results_depends_on_no_other_module() => Assert.Empty(References("results/Bench.Results.csproj"));

    [Fact]
    public void Scenarios_depend_on_results_only() => Assert.Equal(["Bench.Results"], References("scenarios/Bench.Scenarios.csproj"));

    [Fact]
    public void Harness_depends_on_results_scenarios_plots_and_the_store() =>
        Assert.Equal(["Bench.Plots", "Bench.Results", "Bench.Scenarios", "Bench.Store"], References("harness/Bench.Harness.csproj"));

    [Fact]
    public void The_store_depends_on_results_only() => Assert.Equal(["Bench.Results"], References("store/Bench.Store.csproj"));

    [Fact]
    public void Plots_depend_on_results_and_scenarios() => Assert.Equal(["Bench.Results", "Bench.Scenarios"], References("plots/Bench.Plots.csproj"));

    [Fact]
    public void Plots_use_only_the_scenarios_root_namespace_never_a_scenario_folder_or_the_target_contract()
    {
        Assert.Empty(IntoScenarioFolders("Bench.Plots"));

        // The check finds such uses where there are some: the harness runs scenarios on targets.
        Assert.Contains("Bench.Scenarios.Targets.ITarget", IntoScenarioFolders("bench"));
    }

    [Theory]
    [InlineData("Bench.Results")]
    [InlineData("Bench.Scenarios")]
    [InlineData("Bench.Plots")]
    [InlineData("Bench.Store")]
    public void Only_the_harness_writes_to_the_console(string assembly)
    {
        Assert.Empty(ConsoleUses(assembly));

        // The check sees System.Console where it is used: the harness's Program does.
        Assert.NotEmpty(ConsoleUses("bench"));
    }

    [Theory]
    [InlineData("results", "Bench.Harness", "Bench.Scenarios", "Bench.Plots", "Bench.Store")]
    [InlineData("store", "Bench.Harness", "Bench.Plots", "Bench.Scenarios")]
    [InlineData("scenarios", "Bench.Harness", "Bench.Plots")]
    [InlineData("plots", "Bench.Harness")]
    public void A_module_names_nothing_of_the_modules_above_it(string module, params string[] forbidden) =>
        Assert.All(forbidden, name =>
        {
            var offenders = SourceTree.Files(module)
                .Where(f => File.ReadAllText(f).Contains(name, StringComparison.Ordinal))
                .Select(SourceTree.Relative);

            Assert.Empty(offenders);
        });
}
