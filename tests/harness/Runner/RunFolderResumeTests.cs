using Bench.Harness.Runner;
using Bench.Results.Cases;
using Bench.Results.Csv;
using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Runner;

public sealed class RunFolderResumeTests : TempDirectoryTest
{
    [Fact]
    public void A_manifest_that_cannot_be_rewritten_while_the_run_goes_on_is_a_reason_not_an_exception_and_the_old_one_stays()
    {
        var manifest = ManifestFile.Read(Path.Combine(AppContext.BaseDirectory, "Cli", "OldRuns", "20261123-120531-old"));
        using var folder = RunFolder.Create(Temp["runs"], "20260101-000000-test");
        folder.Write(manifest with { Status = "running" });

        // The rewrite goes through manifest.json.tmp: a directory of that name makes it fail, as a full volume would.
        var blocker = Directory.CreateDirectory(Path.Combine(folder.Directory, ManifestFile.FileName + ".tmp"));
        var error = folder.TryWrite(manifest with { Status = "complete" });

        Assert.NotNull(error);
        Assert.Equal("running", ManifestFile.Read(folder.Directory).Status);
        blocker.Delete();
        Assert.Null(folder.TryWrite(manifest with { Status = "complete" }));
        Assert.Equal("complete", ManifestFile.Read(folder.Directory).Status);
    }

    [Fact]
    public void A_torn_last_row_is_cut_and_the_unfinished_case_loses_its_stalls_and_samples()
    {
        using (var writer = new CsvTableWriter<ResultRow>(Temp[RunFiles.Results]))
        {
            writer.Append(Row("create/a=1", 1));
            writer.Append(Row("create/a=1", 2));
        }

        File.AppendAllText(Temp[RunFiles.Results], "run,create/a=1,3,creat");
        File.WriteAllText(Temp[RunFiles.Stalls], "case_id,repetition,growth,size_before_bytes,size_after_bytes,stall_ms\nautogrow/x,1,1,1,2,3.5\ncreate/a=1,1,1,1,2,3\n");
        File.WriteAllText(Temp[RunFiles.Samples], "case_id,repetition,time,counter,value\ncreate/a=1,1,2026-01-01T00:00:00.000Z,cpu.pct,1\ncreate/a=1,3,2026-01-01T00:00:00.000Z,cpu.pct,2\ncreate/a=1,2,2026-01-01T00:00:01.000Z,cpu.p");

        using var folder = RunFolder.Resume(Temp.Path);

        Assert.Equal(["create/a=1 1", "create/a=1 2"], folder.Finished.Select(t => $"{t.Case} {t.Repetition}").Order());
        Assert.Equal(2, folder.Rows().Count);
        Assert.EndsWith("\n", File.ReadAllText(Temp[RunFiles.Results]), StringComparison.Ordinal);
        // stalls.csv of an older version comes back under the current header (run_id added, empty for its rows);
        // samples.csv, which can be large, goes on in its old shape (SamplesWriter).
        Assert.Equal([CsvFormat.Header<GrowthStallRow>(), "create/a=1,1,1,1,2,3,"], File.ReadAllLines(Temp[RunFiles.Stalls]));
        Assert.Equal(["case_id,repetition,time,counter,value", "create/a=1,1,2026-01-01T00:00:00.000Z,cpu.pct,1"], File.ReadAllLines(Temp[RunFiles.Samples]));
    }

    private static ResultRow Row(string caseId, int repetition) => new()
    {
        RunId = "run", CaseId = CaseId.Parse(caseId), Repetition = repetition, Scenario = "create", Target = "native", Parameters = new CaseParameters(),
        Status = CaseStatus.Ok, StartedUtc = DateTime.UnixEpoch, ElapsedMs = 1,
    };
}
