namespace Bench.Scenarios.Tests;

public sealed class ScenarioCatalogTests
{
    public static TheoryData<string> Scenarios() => [.. ScenarioCatalog.Names];

    [Theory]
    [MemberData(nameof(Scenarios))]
    public void A_scenario_s_descriptor_says_what_its_parameters_are(string name)
    {
        var scenario = ScenarioCatalog.All.Single(s => s.Info.Name == name);
        var parameters = scenario.Parameters.Select(p => p.Name).ToList();

        Assert.Equal(scenario.Info.IfiTwins, parameters.Contains(CaseId.IfiName));
        Assert.All(scenario.Info.Sweeps, axis => Assert.Contains(axis.Parameter, parameters));
        Assert.True(!scenario.Info.ComparesIfi || scenario.Info.IfiTwins, "a scenario compares IFI twins only when it has them");
        Assert.NotEmpty(scenario.Needs);
        Assert.Equal(name, ScenarioCatalog.Info(name)!.Name);
    }

    [Fact]
    public void Names_and_titles_are_unique()
    {
        Assert.Equal(ScenarioCatalog.Infos.Count, ScenarioCatalog.Names.Distinct().Count());
        Assert.Equal(ScenarioCatalog.Infos.Count, ScenarioCatalog.Infos.Select(i => i.Title).Distinct().Count());
    }
}
