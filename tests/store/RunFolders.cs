using System.Text;
using Bench.Results.Manifest;
using Bench.Results.Samples;

namespace Bench.Store.Tests;

/// <summary>
/// Run folders written with the results module's own writers (manifest, results, stalls, summary, samples), with a
/// value in every kind of column: failed and skipped rows, an error with a comma, quotes and a line break, counters,
/// exposure and workload figures. <see cref="WriteOld"/> writes one as an older harness did.
/// </summary>
internal static class RunFolders
{
    public static readonly CaseId Create = CaseId.Parse("create/size=256MB/files=1/log_size=1MB/write_size=4MB/ifi=off");
    public static readonly CaseId Autogrow = CaseId.Parse("autogrow/initial_size=8MB/growth=256MB/growths=3/log_size=1MB/write_size=4MB/ifi=on");
    public static readonly CaseId Exposure = CaseId.Parse("exposure/size=32MB/ifi=on");
    public static readonly CaseId Workload = CaseId.Parse("workload/size=8MB/doublings=8");

    public static readonly string[] Counters = ["disk.write_mb_s", "disk.read_mb_s", "cpu.pct", "disk.in_flight"];

    /// <summary>Writes a run folder <paramref name="runId"/> under <paramref name="parent"/>; returns its path.</summary>
    public static string Write(string parent, string runId, string host = "host-a", int samples = 40, DateTime? started = null, string? fleetInManifest = null)
    {
        var directory = Path.Combine(parent, runId);
        Directory.CreateDirectory(directory);
        var start = started ?? new DateTime(2026, 11, 22, 10, 0, 0, DateTimeKind.Utc);
        var rows = Rows(runId, start);
        var manifest = Manifest(runId, host, start, rows);
        if (fleetInManifest is not null)
        {
            var computed = FleetInfo.Of(manifest);
            manifest = manifest with { Fleet = new FleetInfo(host, "m-" + host, "test", "v-" + host, "test", computed.MatrixHash) { Fleet = fleetInManifest } };
        }

        ManifestFile.Write(directory, manifest);

        using (var writer = new CsvTableWriter<ResultRow>(Path.Combine(directory, RunFiles.Results)))
        {
            writer.AppendAll(rows);
        }

        using (var writer = new CsvTableWriter<GrowthStallRow>(Path.Combine(directory, RunFiles.Stalls)))
        {
            for (var rep = 1; rep <= 2; rep++)
            {
                for (var growth = 1; growth <= 3; growth++)
                {
                    writer.Append(new GrowthStallRow
                    {
                        CaseId = Autogrow,
                        Repetition = rep,
                        Growth = growth,
                        SizeBeforeBytes = (4L << 20) + ((growth - 1) * (256L << 20)),
                        SizeAfterBytes = (4L << 20) + (growth * (256L << 20)),
                        StallMs = (rep * 10.25) + growth + 0.001,
                        RunId = runId,
                    });
                }
            }
        }

        using (var writer = new CsvTableWriter<SummaryRow>(Path.Combine(directory, RunFiles.Summary)))
        {
            writer.AppendAll(Summarizer.Summarize(rows));
        }

        WriteSamples(Path.Combine(directory, RunFiles.Samples), samples, start, runId);
        return directory;
    }

    /// <summary>
    /// A folder as an early harness wrote it: results.csv with only the design's first columns, samples.csv without
    /// repetition, no stalls.csv or summary.csv, and a manifest without the fields added since.
    /// </summary>
    public static string WriteOld(string parent, string runId)
    {
        var directory = Path.Combine(parent, runId);
        Directory.CreateDirectory(directory);
        File.WriteAllText(Path.Combine(directory, ManifestFile.FileName), $$"""
            {
              "run_id": "{{runId}}",
              "label": "old",
              "target": "native",
              "harness_version": "0.0.1",
              "host": { "machine_name": "old-host", "os": "Linux", "cpu": null, "cores": 4, "memory_bytes": null, "runtime": ".NET 9" },
              "volume": { "path": "data", "mount_point": null, "device": null, "file_system": "ext4", "allocation_unit_bytes": 4096,
                          "logical_block_bytes": 512, "rotational": false, "model": null, "total_bytes": null, "free_bytes": null,
                          "direct_io": true, "fallocate": true, "notes": [] },
              "io_mode": "direct",
              "ifi_state": "native",
              "matrix_source": "profile quick",
              "repetitions": 1,
              "cases": [],
              "started_utc": "2025-01-02T03:04:05Z",
              "ended_utc": null,
              "status": "complete"
            }
            """);
        File.WriteAllText(Path.Combine(directory, RunFiles.Results), $"""
            run_id,case_id,repetition,scenario,target,ifi,size_bytes,files,status,error,started_utc,elapsed_ms,allocate_ms,log_zero_ms,transfer_ms,bytes_written,bytes_read,throughput_mb_s
            {runId},create/size=1GB/files=1/ifi=off,1,create,native,off,1073741824,1,ok,,2025-01-02T03:04:06.000Z,1234.5,1200.25,30,,1074790400,0,869.6

            """.Replace("\r", string.Empty, StringComparison.Ordinal));
        File.WriteAllText(Path.Combine(directory, RunFiles.Samples), """
            case_id,time,counter,value
            create/size=1GB/files=1/ifi=off,2025-01-02T03:04:06.500Z,disk.write_mb_s,850.5
            create/size=1GB/files=1/ifi=off,2025-01-02T03:04:07.500Z,disk.write_mb_s,870

            """.Replace("\r", string.Empty, StringComparison.Ordinal));
        return directory;
    }

    /// <summary>Appends <paramref name="lines"/> sample lines (cases, repetitions and counters in turn).</summary>
    public static void WriteSamples(string path, int lines, DateTime start, string runId = "r")
    {
        using var writer = new SamplesWriter(path, runId);
        CaseId[] cases = [Create, Autogrow];
        for (var i = 0; i < lines; i++)
        {
            var sample = i / Counters.Length;
            writer.Write(cases[sample / 50 % 2].ToString(), (sample % 2) + 1, start.AddMilliseconds(sample * 100), Counters[i % Counters.Length], (i * 1.125) % 997);
        }
    }

    public static List<ResultRow> Rows(string runId, DateTime start)
    {
        var rows = new List<ResultRow>();
        for (var rep = 1; rep <= 2; rep++)
        {
            var at = start.AddSeconds(rep * 10);
            rows.Add(Row(runId, Create, rep, new CaseParameters { Ifi = false, SizeBytes = 256L << 20, Files = 1, LogSizeBytes = 1 << 20, WriteSize = 4 << 20 }, CaseStatus.Ok, at.AddMilliseconds(123)) with
            {
                IfiEffective = false,
                IoMode = "direct",
                ElapsedMs = 265.837 + rep,
                AllocateMs = 260.54,
                LogZeroMs = 3.058,
                BytesWritten = 269484032,
                BytesRead = 0,
                ThroughputMbS = 1013.7,
                PeakRssBytes = 72683520,
                Counters = new CounterSummary
                {
                    Samples = 3, DiskWriteBytes = 269500416, DiskReadBytes = 4096, DiskWriteMbSMean = 880.25, DiskWriteMbSPeak = 1010.5,
                    DiskAvgWriteBytes = 1028628, DiskAvgReadBytes = 4096, CpuPctMean = 12.5, CpuPctPeak = 20,
                },
            });
            var autogrowParameters = new CaseParameters { Ifi = true, SizeBytes = 4L << 20, LogSizeBytes = 1 << 20, GrowthBytes = 256L << 20, Growths = 3, WriteSize = 4 << 20 };
            rows.Add(Row(runId, Autogrow, rep, autogrowParameters, rep == 1 ? CaseStatus.Ok : CaseStatus.Failed, at.AddSeconds(1)) with
            {
                IfiEffective = true,
                IoMode = "direct",
                Error = rep == 1 ? null : "No space left on device, \"quoted\"\nsecond line",
                ElapsedMs = rep == 1 ? 1500.125 : null,
                AllocateMs = rep == 1 ? 105.5 : null,
                TransferMs = rep == 1 ? 1390 : null,
                StallMedianMs = rep == 1 ? 30.5 : null,
                StallMaxMs = rep == 1 ? 96.679 : null,
                TransferMbS = rep == 1 ? 579.2 : null,
                LimitPct = rep == 1 ? 61.3 : null,
                Counters = new CounterSummary { Samples = 0, SamplesNote = "shorter than one 1000 ms interval: no samples, so no means or peaks" },
            });
            rows.Add(Row(runId, Exposure, rep, new CaseParameters { Ifi = true, SizeBytes = 32L << 20 }, CaseStatus.Skipped, at.AddSeconds(3)) with
            {
                Error = "IFI cannot be had here. Fix: grant the volume-maintenance privilege",
                Exposure = new ExposureResult { MarkerBytesFound = 1 << 20, OtherDataBytes = 0, ExposureVerdict = "stale data visible" },
            });
            rows.Add(Row(runId, Workload, rep, new CaseParameters { SizeBytes = 8L << 20, Doublings = 8 }, CaseStatus.Ok, at.AddSeconds(4)) with
            {
                ElapsedMs = 2000,
                PeakBuffersOut = 7,
                Counters = new CounterSummary { TopWaits = "WRITELOG=12;PAGEIOLATCH_SH=3;IO_COMPLETION=1" },
                Workload = new WorkloadResult { LogWriteMbS = 12.5, LogWritesPerS = 800, DataWriteMbS = 90.25, DataWritesPerS = 1100, DataReadMbS = 200, DataReadsPerS = 3200 },
            });
        }

        return rows;
    }

    /// <summary>A native row of <paramref name="caseId"/>, its scenario the case's own; each row of <see cref="Rows"/> adds its figures.</summary>
    private static ResultRow Row(string runId, CaseId caseId, int repetition, CaseParameters parameters, CaseStatus status, DateTime startedUtc) => new()
    {
        RunId = runId,
        CaseId = caseId,
        Repetition = repetition,
        Scenario = caseId.Scenario,
        Target = "native",
        Parameters = parameters,
        Status = status,
        StartedUtc = startedUtc,
    };

    private static RunManifest Manifest(string runId, string host, DateTime start, IReadOnlyList<ResultRow> rows) => new()
    {
        RunId = runId,
        Label = "ssd",
        Target = "native",
        HarnessVersion = "0.1.0",
        Host = new HostInfo(host, "Debian GNU/Linux 12", "AMD EPYC", 2, 25276026880, ".NET 10.0"),
        Volume = new VolumeInfo("data", "/", "/dev/vda", "ext4", 4096, 512, true, null, 270553174016, 74293121024, true, true, ["a note"]) { DeviceNumber = "254:0" },
        IoMode = "direct",
        IfiState = "native: fallocate",
        MatrixSource = "profile quick",
        Repetitions = 2,
        Cases = rows.Where(r => r.Repetition == 1).Select(r => new ManifestCase(r.CaseId, r.Scenario, r.Parameters)).ToList(),
        StartedUtc = start.AddTicks(1234567),
        EndedUtc = start.AddMinutes(2),
        Status = "complete",
        Overhead = new OverheadInfo(8, 1.5, 3.25, 0.5, 0.75),
        Baseline = new VolumeBaseline("data", 1L << 30, 1 << 20, 8, 1100.5, 1500.25, true),
        Counters = new CountersInfo(1000, ["/proc/diskstats"], ["no sqlserver"]) { Samples = 40 },
        Notes = ["first note", "second, with a comma"],
    };

    /// <summary>The text of every file of a folder, for checking that a publish leaves the folder as it was.</summary>
    public static string Snapshot(string directory) =>
        string.Join("\n", Directory.GetFiles(directory).Order(StringComparer.Ordinal).Select(f => $"{Path.GetFileName(f)}:{Convert.ToHexString(System.Security.Cryptography.SHA256.HashData(File.ReadAllBytes(f)))}"));

    /// <summary>Appends a line the way a killed writer leaves one: cut in the middle.</summary>
    public static void TearLastLine(string samplesPath) =>
        File.AppendAllText(samplesPath, Create + ",1,2026-11-22T10:0", new UTF8Encoding(false));
}
