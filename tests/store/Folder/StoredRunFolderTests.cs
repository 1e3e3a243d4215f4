namespace Bench.Store.Tests.Folder;

public sealed class StoredRunFolderTests : TempDirectoryTest
{
    [Fact]
    public void A_folder_gives_its_manifest_rows_stalls_summary_and_samples_file()
    {
        var folder = StoredRunFolder.Read(RunFolders.Write(Temp.Path, "20261122-100000-ssd", samples: 12));

        Assert.Equal("20261122-100000-ssd", folder.RunId);
        Assert.Equal(8, folder.Rows.Count);
        Assert.Equal(6, folder.Stalls.Count);
        Assert.Equal(4, folder.Summary.Count);
        Assert.Equal(["case_id", "repetition", "time", "counter", "value", "run_id"], folder.Samples!.Header);
        Assert.Equal(File.ReadAllText(Temp["20261122-100000-ssd/manifest.json"]), folder.ManifestJson);
    }

    [Fact]
    public void Missing_files_read_as_none()
    {
        var directory = RunFolders.Write(Temp.Path, "r1");
        File.Delete(Path.Combine(directory, RunFiles.Stalls));
        File.Delete(Path.Combine(directory, RunFiles.Samples));

        var folder = StoredRunFolder.Read(directory);

        Assert.Empty(folder.Stalls);
        Assert.Null(folder.Samples);
    }

    [Fact]
    public void A_folder_without_a_manifest_is_not_a_run_folder()
    {
        var error = Assert.Throws<IOException>(() => StoredRunFolder.Read(Temp.Path));

        Assert.Equal($"{Temp.Path} is not a run folder: it has no manifest.json", error.Message);
    }

    [Fact]
    public void A_broken_results_file_is_named()
    {
        var directory = RunFolders.Write(Temp.Path, "r1");
        File.AppendAllText(Path.Combine(directory, RunFiles.Results), "r1,create/size=1GB,x,create\n");

        var error = Assert.Throws<InvalidDataException>(() => StoredRunFolder.Read(directory));

        Assert.StartsWith(Path.Combine(directory, RunFiles.Results) + ":", error.Message, StringComparison.Ordinal);
        Assert.Matches(@": line \d+ has 4 of \d+ columns \(cut short or damaged\)", error.Message);
        Assert.DoesNotContain("IReader state", error.Message, StringComparison.Ordinal);
    }
}
