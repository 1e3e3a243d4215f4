using System.Text;
using Bench.Scenarios.Matrix;

namespace Bench.Scenarios.Tests.Matrix;

public sealed class ScheduleTests
{
    private static IReadOnlyList<PlannedCase> Cases() => MatrixPlanner.Plan(MatrixFile.Parse("m", Encoding.UTF8.GetBytes(
        """{ "cases": [ { "scenario": "create", "size": ["1GB", "2GB"] } ] }""")));

    [Fact]
    public void Repetitions_go_round_the_matrix_and_ifi_twins_alternate_which_runs_first()
    {
        var order = Schedule.Interleave(Cases(), 2)
            .Select(s => $"{s.Repetition}:{s.Case.Columns.SizeBytes >> 30}:{(s.Case.Columns.Ifi == true ? "on" : "off")}")
            .ToList();

        Assert.Equal(["1:1:on", "1:1:off", "1:2:on", "1:2:off", "2:1:off", "2:1:on", "2:2:off", "2:2:on"], order);
    }

    [Fact]
    public void Positions_count_from_one_in_running_order() =>
        Assert.Equal(Enumerable.Range(1, 12), Schedule.Interleave(Cases(), 3).Select(s => s.Position));
}
