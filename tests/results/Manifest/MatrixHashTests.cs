using Bench.Results.Manifest;

namespace Bench.Results.Tests.Manifest;

public sealed class MatrixHashTests
{
    [Fact]
    public void The_same_cases_and_repetitions_give_the_same_hash()
    {
        Assert.Equal(MatrixHash.Of(["a/x=1", "b/y=2"], 3), MatrixHash.Of(["a/x=1", "b/y=2"], 3));
        Assert.Matches("^[0-9a-f]{64}$", MatrixHash.Of(["a/x=1"], 1));
    }

    [Fact]
    public void Another_case_list_or_other_repetitions_give_another_hash()
    {
        var hash = MatrixHash.Of(["a/x=1", "b/y=2"], 3);
        Assert.NotEqual(hash, MatrixHash.Of(["a/x=1"], 3));
        Assert.NotEqual(hash, MatrixHash.Of(["a/x=1", "b/y=2"], 5));
        Assert.NotEqual(hash, MatrixHash.Of(["a/x=1", "b/y=3"], 3));
    }

    [Fact]
    public void A_case_stands_in_the_hash_by_its_id_alone_unless_it_runs_repetitions_of_its_own()
    {
        var id = Bench.Results.Cases.CaseId.Parse("create/size=1GB/ifi=on");

        Assert.Equal(MatrixHash.Of(["create/size=1GB/ifi=on"], 3), MatrixHash.Of([MatrixHash.CaseKey(id, null)], 3));
        Assert.NotEqual(MatrixHash.Of([MatrixHash.CaseKey(id, null)], 3), MatrixHash.Of([MatrixHash.CaseKey(id, 9)], 3));
    }

    [Fact]
    public void A_run_written_before_fleet_identity_gets_its_host_name_its_computed_hash_and_says_the_ids_were_not_recorded()
    {
        var old = TestManifests.Of("r1", "ssd");

        var fleet = FleetInfo.Of(old);

        Assert.Equal("host", fleet.Host);
        Assert.Equal(MatrixHash.Of([], 3), fleet.MatrixHash);
        Assert.Equal(FleetInfo.Unrecorded, fleet.MachineIdSource);
        Assert.Null(fleet.Fleet);
    }

    [Fact]
    public void A_recorded_fleet_section_is_read_back_from_the_manifest_file()
    {
        using var temp = new TempDirectory();
        var recorded = new FleetInfo("sql-01", "0123456789abcdef0123456789abcdef", "/etc/machine-id (hashed)", "uuid:1", "by-uuid", "ab") { Fleet = "prod" };
        ManifestFile.Write(temp.Path, TestManifests.Of("r1", "ssd") with { Fleet = recorded });

        Assert.Equal(recorded, FleetInfo.Of(ManifestFile.Read(temp.Path)));
    }
}
