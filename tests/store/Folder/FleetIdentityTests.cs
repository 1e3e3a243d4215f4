using Bench.Results.Manifest;

namespace Bench.Store.Tests.Folder;

public sealed class FleetIdentityTests : TempDirectoryTest
{
    [Fact]
    public void A_manifest_without_a_fleet_section_gives_its_host_the_computed_matrix_hash_and_no_ids()
    {
        var folder = StoredRunFolder.Read(RunFolders.Write(Temp.Path, "r1", host: "sql-07"));

        var identity = FleetIdentity.Of(folder.Manifest, fleet: null);

        Assert.Equal(new FleetIdentity(null, "sql-07", null, null, FleetInfo.Of(folder.Manifest).MatrixHash), identity);
        Assert.Matches("^[0-9a-f]{64}$", identity.MatrixHash);
    }

    [Fact]
    public void The_manifests_fleet_section_is_taken_and_a_fleet_given_at_publish_wins()
    {
        var folder = StoredRunFolder.Read(RunFolders.Write(Temp.Path, "r1"));
        var manifest = folder.Manifest with { Fleet = new FleetInfo("host-a", "m-1", "/etc/machine-id (hashed)", "uuid:1", "by-uuid", "h1") { Fleet = "prod" } };

        Assert.Equal(new FleetIdentity("prod", "host-a", "m-1", "uuid:1", "h1"), FleetIdentity.Of(manifest, null));
        Assert.Equal("test", FleetIdentity.Of(manifest, "test").Fleet);
    }
}
