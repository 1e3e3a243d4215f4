namespace Bench.Scenarios.Tests;

public sealed class ScenarioSubjectTests
{
    [Theory]
    [InlineData("create/size=1GB/files=2/log_size=1MB/write_size=4MB/ifi=off", "a 2 GB database")]
    [InlineData("autogrow/initial_size=8MB/growth=256MB/growths=3/log_size=1MB/write_size=4MB/ifi=off", "a file by 3 x 256 MB")]
    public void A_case_is_spoken_of_by_its_size(string id, string subject) =>
        Assert.Equal(subject, Subject(id));

    [Theory]
    [InlineData("create/variant=7/ifi=off", "a database")]
    [InlineData("restore/variant=7/ifi=off", "a database")]
    [InlineData("autogrow/variant=7/ifi=off", "a file")]
    public void A_case_id_without_its_sizes_from_an_older_or_hand_made_results_file_is_spoken_of_without_them(string id, string subject) =>
        Assert.Equal(subject, Subject(id));

    private static string Subject(string id)
    {
        var caseId = CaseId.Parse(id);
        return ScenarioCatalog.Info(caseId.Scenario)!.Subject!(caseId);
    }
}
