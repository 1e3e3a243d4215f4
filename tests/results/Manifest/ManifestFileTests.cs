using Bench.Results.Manifest;

namespace Bench.Results.Tests.Manifest;

public sealed class ManifestFileTests : TempDirectoryTest
{
    [Fact]
    public void A_manifest_round_trips_in_snake_case_json()
    {
        var manifest = new RunManifest
        {
            RunId = "20261122-101010-ssd",
            Label = "ssd",
            Target = "native",
            HarnessVersion = "0.1.0",
            Host = new HostInfo("box", "Linux", "cpu", 2, 24L << 30, ".NET 10"),
            Volume = new VolumeInfo("/data", "/", "/dev/vda", "ext4", 4096, 512, true, null, 1L << 40, 1L << 39, true, true, ["a note"]),
            IoMode = "direct",
            IfiState = "native: fallocate",
            MatrixSource = "profile quick",
            Repetitions = 3,
            Cases = [new ManifestCase(Bench.Results.Cases.CaseId.Parse("create/size=1GB/ifi=on"), "create", new CaseParameters { SizeBytes = 1L << 30, Ifi = true })],
            StartedUtc = new DateTime(2026, 11, 22, 10, 10, 10, DateTimeKind.Utc),
            Status = "complete",
            Overhead = new OverheadInfo(18, 0.3, 2.1, 70, 170),
        };

        ManifestFile.Write(Temp.Path, manifest);
        var text = File.ReadAllText(Path.Combine(Temp.Path, ManifestFile.FileName));
        var read = ManifestFile.Read(Temp.Path);

        Assert.Contains("\"allocation_unit_bytes\": 4096", text, StringComparison.Ordinal);
        Assert.Contains("\"run_id\"", text, StringComparison.Ordinal);
        Assert.Equal(manifest.RunId, read.RunId);
        Assert.Equal(manifest.Volume.FileSystem, read.Volume.FileSystem);
        Assert.Equal(manifest.Cases[0].Parameters, read.Cases[0].Parameters);
        Assert.Equal(manifest.Overhead, read.Overhead);
        Assert.False(File.Exists(Path.Combine(Temp.Path, ManifestFile.FileName + ".tmp")));
    }

    [Fact]
    public void Parse_and_Serialize_read_and_write_the_text_the_file_holds()
    {
        ManifestFile.Write(Temp.Path, Bench.Tests.TestManifests.Of("r1", "ssd"));
        var text = File.ReadAllText(Path.Combine(Temp.Path, ManifestFile.FileName));

        Assert.Equal(text, ManifestFile.Serialize(ManifestFile.Parse(text, "manifest.json")));
    }

    [Fact]
    public void Text_that_is_not_a_manifest_is_refused_naming_its_source()
    {
        var error = Assert.Throws<InvalidDataException>(() => ManifestFile.Parse("{ \"run_id\": 3 }", "the manifest of run x"));

        Assert.StartsWith("the manifest of run x is not a bench manifest", error.Message, StringComparison.Ordinal);
    }
}
