using System.Text;
using Bench.Harness.Runner;
using Bench.Harness.Volume;
using Bench.Scenarios.Matrix;

namespace Bench.Harness.Tests.Runner;

/// <summary>The plans and rates the eta's tests forecast with: a matrix's cases, given as JSON, at flat 100 MB/s rates.</summary>
internal static class EtaPlans
{
    /// <summary>Write, read and copy at 100 MB/s, on 2 cores.</summary>
    public static readonly VolumeRates Rates = new(100, 100, 0, 0, 0, 0, 0, 100, 100, 2, "test");

    /// <summary>A run of <paramref name="cases"/> (a matrix's "cases" array, JSON) repeated <paramref name="repetitions"/> times.</summary>
    public static RunPlan Of(string cases, int repetitions)
    {
        var planned = MatrixPlanner.Plan(MatrixFile.Parse("m", Encoding.UTF8.GetBytes($$"""{ "cases": {{cases}} }""")));
        return new RunPlan("20260101-000000-test", "test", "m", repetitions, planned, Schedule.Group(planned, repetitions));
    }
}
