using Bench.Harness.Configuration;
using Bench.Harness.Runner;
using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Runner;

public sealed class RunPlanTests : TempDirectoryTest
{
    [Fact]
    public void A_matrix_file_hashes_in_the_order_it_writes_its_cases_whatever_order_the_planner_lists_them_in()
    {
        File.WriteAllText(Temp["m.json"], """
            { "repetitions": 3,
              "cases": [ { "scenario": "create", "size": ["1GB", "2GB"], "ifi": "off" },
                         { "scenario": "create", "size": ["1GB", "2GB"], "ifi": "on" } ] }
            """);

        var plan = RunPlan.From(RunOptions.Default with { MatrixFile = Temp["m.json"] }, DateTime.UtcNow);

        // The planner puts the IFI twins side by side; the file (and the planner before it did so) lists the IFI-off entry's cases first.
        static string Short(string id) => string.Join(' ', id.Split('/').Where(p => p.StartsWith("size=", StringComparison.Ordinal) || p.StartsWith("ifi=", StringComparison.Ordinal)));
        Assert.Equal(["size=1GB ifi=off", "size=1GB ifi=on", "size=2GB ifi=off", "size=2GB ifi=on"], plan.Cases.Select(c => Short(c.Id.ToString())));
        Assert.Equal(["size=1GB ifi=off", "size=2GB ifi=off", "size=1GB ifi=on", "size=2GB ifi=on"], plan.HashedCases.Select(Short));
        var reordered = plan with { Cases = [.. plan.Cases.Reverse()] };
        Assert.Equal(MatrixHash.Of(plan.HashedCases, 3), MatrixHash.Of(reordered.HashedCases, 3));
    }
}
