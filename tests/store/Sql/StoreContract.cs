using Bench.Results.Manifest;

namespace Bench.Store.Tests.Sql;

/// <summary>
/// What every store promises, proven on each (DuckDB here; SQL Server where one is given): a publish is keyed by run
/// id and atomic, and reading gives back the records the folder gives.
/// </summary>
public abstract class StoreContract : TempDirectoryTest
{
    /// <summary>An empty store (skips the test when this kind of store cannot be had here).</summary>
    protected abstract IRunStore OpenStore();

    /// <summary>A run id no other test uses (a server store may be shared between tests).</summary>
    protected static string NewRunId(string label = "ssd") => $"20261122-100000-{label}-{Guid.NewGuid().ToString("N")[..8]}";

    /// <summary>Writes a new run's folder with <paramref name="samples"/> sample lines and publishes it to <paramref name="store"/>.</summary>
    private (string RunId, string Folder) PublishNew(IRunStore store, int samples)
    {
        var runId = NewRunId();
        var folder = RunFolders.Write(Temp.Path, runId, samples: samples);
        store.Publish(folder);
        return (runId, folder);
    }

    [Fact]
    public void Publishing_a_run_stores_every_row_of_every_file()
    {
        using var store = OpenStore();
        var folder = RunFolders.Write(Temp.Path, NewRunId(), samples: 40);

        var result = store.Publish(folder);

        Assert.Equal(PublishOutcome.Added, result.Outcome);
        var expected = new Dictionary<string, long> { ["runs"] = 1, ["results"] = 8, ["stalls"] = 6, ["summary"] = 4, ["samples"] = 40 };
        Assert.Equal(expected, store.CountRows(result.RunId));
        Assert.Equal(expected, result.Rows);
        Assert.Empty(result.Notes);
    }

    [Fact]
    public void Publishing_a_run_twice_adds_nothing()
    {
        using var store = OpenStore();
        var folder = RunFolders.Write(Temp.Path, NewRunId(), samples: 40);
        var first = store.Publish(folder);
        var counts = store.CountRows(first.RunId);

        var second = store.Publish(folder);

        Assert.Equal(PublishOutcome.AlreadyPresent, second.Outcome);
        Assert.Empty(second.Rows);
        Assert.Empty(second.Notes);
        Assert.Equal(counts, store.CountRows(first.RunId));
        Assert.Single(store.Read(), r => r.RunId == first.RunId);
    }

    [Fact]
    public void Replacing_a_stored_run_swaps_its_rows_for_the_folders()
    {
        using var store = OpenStore();
        var (runId, folder) = PublishNew(store, samples: 40);
        RunFolders.WriteSamples(Path.Combine(folder, RunFiles.Samples), 8, DateTime.UnixEpoch);

        var result = store.Publish(folder, new PublishOptions { Replace = true });

        Assert.Equal(PublishOutcome.Replaced, result.Outcome);
        Assert.Equal(48, store.CountRows(runId)["samples"]);
        Assert.Equal(1, store.CountRows(runId)["runs"]);
        Assert.Equal(8, store.CountRows(runId)["results"]);
    }

    [Fact]
    public void A_folder_holding_more_of_a_stored_run_changes_nothing_and_says_how_it_differs()
    {
        using var store = OpenStore();
        var runId = NewRunId();
        var partial = RunFolders.Write(Path.Combine(Temp.Path, "partial"), runId, samples: 10);
        var manifest = ManifestFile.Read(partial);
        ManifestFile.Write(partial, manifest with { Status = "cancelled", EndedUtc = manifest.StartedUtc.AddMinutes(1) });
        var results = Path.Combine(partial, RunFiles.Results);
        File.WriteAllLines(results, File.ReadLines(results).Take(4).ToList());
        store.Publish(partial);
        var stored = store.CountRows(runId);
        var finished = RunFolders.Write(Path.Combine(Temp.Path, "finished"), runId, samples: 40);

        var result = store.Publish(finished);

        Assert.Equal(PublishOutcome.Differs, result.Outcome);
        Assert.Empty(result.Rows);
        Assert.Equal(
            [
                "results: 8 rows in the folder, 3 in the store",
                "status: complete in the folder, cancelled in the store",
                "ended: 2026-11-22T10:02:00Z in the folder, 2026-11-22T10:01:00.1234567Z in the store",
            ],
            result.Notes);
        Assert.Equal(stored, store.CountRows(runId));
        Assert.Equal("cancelled", Assert.Single(store.Read(), r => r.RunId == runId).Manifest.Status);
        Assert.Equal(PublishOutcome.Replaced, store.Publish(finished, new PublishOptions { Replace = true }).Outcome);
        Assert.Equal(PublishOutcome.AlreadyPresent, store.Publish(finished).Outcome);
    }

    [Fact]
    public void A_folder_with_a_samples_line_the_publish_leaves_out_is_the_same_folder_when_published_again()
    {
        using var store = OpenStore();
        var folder = RunFolders.Write(Temp.Path, NewRunId(), samples: 10);
        File.AppendAllText(Path.Combine(folder, RunFiles.Samples), "not,a,sample,line,at,all\n");
        store.Publish(folder);

        var again = store.Publish(folder);

        Assert.Equal(PublishOutcome.AlreadyPresent, again.Outcome);
        Assert.Empty(again.Notes);
    }

    [Fact]
    public void A_replace_keeps_the_stored_fleet_unless_given_another_which_it_names_with_the_old()
    {
        using var store = OpenStore();
        var fleet = "lab-" + Guid.NewGuid().ToString("N")[..6];
        var folder = RunFolders.Write(Temp.Path, NewRunId());
        var runId = store.Publish(folder, new PublishOptions { Fleet = fleet }).RunId;

        var kept = store.Publish(folder, new PublishOptions { Replace = true });

        Assert.Equal(PublishOutcome.Replaced, kept.Outcome);
        Assert.Empty(kept.Notes);
        Assert.Equal(fleet, Assert.Single(store.Read(new StoreQuery(Fleet: fleet)), r => r.RunId == runId).Identity.Fleet);

        var moved = store.Publish(folder, new PublishOptions { Replace = true, Fleet = fleet + "-2" });

        Assert.Equal([$"fleet changed from {fleet} to {fleet}-2"], moved.Notes);
        Assert.DoesNotContain(store.Read(new StoreQuery(Fleet: fleet)), r => r.RunId == runId);
        Assert.Single(store.Read(new StoreQuery(Fleet: fleet + "-2")), r => r.RunId == runId);
    }

    [Theory]
    [InlineData(PublishStep.Run)]
    [InlineData(PublishStep.Results)]
    [InlineData(PublishStep.Stalls)]
    [InlineData(PublishStep.Summary)]
    [InlineData(PublishStep.Samples)]
    public void A_publish_aborted_inside_its_transaction_leaves_no_row_of_its_run(PublishStep abortAt)
    {
        using var store = OpenStore();
        var kept = store.Publish(RunFolders.Write(Temp.Path, NewRunId("kept"), samples: 40));
        var keptCounts = store.CountRows(kept.RunId);
        var runId = NewRunId("aborted");
        var folder = RunFolders.Write(Temp.Path, runId, samples: 2000);
        var reached = new List<PublishStep>();

        var error = Assert.Throws<TimeoutException>(() => store.Publish(folder, new PublishOptions
        {
            OnStep = (step, _) =>
            {
                reached.Add(step);
                if (step == abortAt)
                {
                    throw new TimeoutException($"aborted at {step}");
                }
            },
        }));

        Assert.Equal($"aborted at {abortAt}", error.Message);
        Assert.Equal(abortAt, reached[^1]);
        Assert.All(store.CountRows(runId), table => Assert.Equal(0, table.Value));
        Assert.Equal(keptCounts, store.CountRows(kept.RunId));
        Assert.DoesNotContain(store.Read(), r => r.RunId == runId);

        Assert.Equal(PublishOutcome.Added, store.Publish(folder).Outcome);
        Assert.Equal(2000, store.CountRows(runId)["samples"]);
    }

    [Fact]
    public void The_store_gives_back_the_records_the_folders_give()
    {
        using var store = OpenStore();
        string[] folders =
        [
            RunFolders.Write(Temp.Path, NewRunId("a"), host: "host-a", started: new DateTime(2026, 11, 20, 8, 0, 0, DateTimeKind.Utc)),
            RunFolders.Write(Temp.Path, NewRunId("b"), host: "host-b", started: new DateTime(2026, 11, 21, 8, 0, 0, DateTimeKind.Utc)),
            RunFolders.WriteOld(Temp.Path, NewRunId("old")),
        ];
        foreach (var folder in folders)
        {
            store.Publish(folder);
        }

        var stored = store.Read().ToDictionary(r => r.RunId);

        foreach (var folder in folders.Select(StoredRunFolder.Read))
        {
            var run = stored[folder.RunId];
            Assert.Equal(ManifestFile.Serialize(folder.Manifest), ManifestFile.Serialize(run.Manifest));
            Assert.Equal(folder.ManifestJson, run.ManifestJson);
            Assert.Equal(folder.Rows, run.Rows);
            Assert.Equal(folder.Stalls, run.Stalls);
            Assert.Equal(folder.Summary, run.Summary);
            Assert.Equal(Summarizer.Summarize(folder.Rows), Summarizer.Summarize(run.Rows));
            Assert.Equal(folder.Manifest.Host.MachineName, run.Identity.Host);
            Assert.Equal(FleetIdentity.Of(folder.Manifest, null), run.Identity);
        }
    }

    [Fact]
    public void Samples_come_back_as_the_file_has_them()
    {
        using var store = OpenStore();
        var (runId, folder) = PublishNew(store, samples: 1000);

        var stored = store.ReadSamples(runId).ToList();

        var file = File.ReadLines(Path.Combine(folder, RunFiles.Samples)).Skip(1).Select(line => line.Split(','))
            .Select(f => new SampleRow(CaseId.Parse(f[0]), int.Parse(f[1], System.Globalization.CultureInfo.InvariantCulture), DateTime.Parse(f[2], System.Globalization.CultureInfo.InvariantCulture, System.Globalization.DateTimeStyles.AdjustToUniversal), f[3], double.Parse(f[4], System.Globalization.CultureInfo.InvariantCulture)))
            .OrderBy(s => s.CaseId.ToString(), StringComparer.Ordinal).ThenBy(s => s.Repetition).ThenBy(s => s.TimeUtc).ThenBy(s => s.Counter, StringComparer.Ordinal)
            .ToList();
        Assert.Equal(1000, stored.Count);
        Assert.Equal(file, stored);
        Assert.All(stored, s => Assert.Equal(DateTimeKind.Utc, s.TimeUtc.Kind));
    }

    [Fact]
    public void A_store_read_before_it_is_published_into_reads_what_it_then_publishes()
    {
        using var store = OpenStore();
        var before = store.Read().Count;
        Assert.Empty(store.ReadSamples(NewRunId()));

        var (runId, _) = PublishNew(store, samples: 40);

        Assert.Equal(before + 1, store.Read().Count);
        Assert.Single(store.Read(), r => r.RunId == runId && r.Rows.Count == 8);
        Assert.Equal(40, store.ReadSamples(runId).Count());
        Assert.Equal(40, store.CountRows(runId)["samples"]);
    }

    [Fact]
    public void A_folder_from_an_older_harness_publishes_with_its_newer_columns_empty()
    {
        using var store = OpenStore();
        var runId = NewRunId("old");
        var result = store.Publish(RunFolders.WriteOld(Temp.Path, runId));

        Assert.Equal(PublishOutcome.Added, result.Outcome);
        var run = Assert.Single(store.Read(), r => r.RunId == runId);
        var row = Assert.Single(run.Rows);
        Assert.Equal(1234.5, row.ElapsedMs);
        Assert.Null(row.PeakRssBytes);
        Assert.Null(row.IoMode);
        Assert.Equal(Bench.Results.Samples.CounterSummary.None, row.Counters);
        Assert.Empty(run.Stalls);
        Assert.Empty(run.Summary);
        var samples = store.ReadSamples(runId).ToList();
        Assert.Equal(2, samples.Count);
        Assert.All(samples, s => Assert.Null(s.Repetition));
    }

    [Fact]
    public void A_samples_column_this_version_does_not_know_is_left_out()
    {
        using var store = OpenStore();
        var runId = NewRunId();
        var folder = RunFolders.Write(Temp.Path, runId, samples: 0);
        File.WriteAllText(Path.Combine(folder, RunFiles.Samples), $"unit,case_id,repetition,time,counter,value\nMB/s,{RunFolders.Create},2,2026-11-22T10:00:01.250Z,disk.write_mb_s,99.5\n");

        store.Publish(folder);

        Assert.Equal(new SampleRow(RunFolders.Create, 2, new DateTime(2026, 11, 22, 10, 0, 1, 250, DateTimeKind.Utc), "disk.write_mb_s", 99.5), Assert.Single(store.ReadSamples(runId)));
    }

    [Fact]
    public void Reading_keeps_only_the_fleet_and_the_start_asked_for()
    {
        using var store = OpenStore();
        var fleet = "fleet-" + Guid.NewGuid().ToString("N")[..6];
        var early = new DateTime(2026, 1, 1, 0, 0, 0, DateTimeKind.Utc);
        var late = new DateTime(2026, 6, 1, 0, 0, 0, DateTimeKind.Utc);
        var inFleetEarly = store.Publish(RunFolders.Write(Temp.Path, NewRunId("e"), started: early), new PublishOptions { Fleet = fleet }).RunId;
        var inFleetLate = store.Publish(RunFolders.Write(Temp.Path, NewRunId("l"), started: late, fleetInManifest: fleet)).RunId;
        var elsewhere = store.Publish(RunFolders.Write(Temp.Path, NewRunId("x"), started: late), new PublishOptions { Fleet = fleet + "-other" }).RunId;

        Assert.Equal([inFleetEarly, inFleetLate], store.Read(new StoreQuery(Fleet: fleet)).Select(r => r.RunId));
        Assert.Equal([inFleetLate], store.Read(new StoreQuery(Fleet: fleet, Since: late.AddDays(-1))).Select(r => r.RunId));
        var since = store.Read(new StoreQuery(Since: late)).Select(r => r.RunId).ToList();
        Assert.Contains(elsewhere, since);
        Assert.DoesNotContain(inFleetEarly, since);
        Assert.All(store.Read(new StoreQuery(Fleet: fleet)), r => Assert.Equal(fleet, r.Identity.Fleet));
    }

    [Fact]
    public void Fleets_are_the_distinct_fleets_of_the_runs_since_without_the_runs_of_none()
    {
        using var store = OpenStore();
        var fleet = "fleet-" + Guid.NewGuid().ToString("N")[..6];
        var early = new DateTime(2025, 1, 1, 0, 0, 0, DateTimeKind.Utc);
        var late = new DateTime(2025, 6, 1, 0, 0, 0, DateTimeKind.Utc);
        store.Publish(RunFolders.Write(Temp.Path, NewRunId("b"), started: late), new PublishOptions { Fleet = fleet + "-b" });
        store.Publish(RunFolders.Write(Temp.Path, NewRunId("a"), started: late, fleetInManifest: fleet + "-a"));
        store.Publish(RunFolders.Write(Temp.Path, NewRunId("a2"), started: late), new PublishOptions { Fleet = fleet + "-a" });
        store.Publish(RunFolders.Write(Temp.Path, NewRunId("old"), started: early), new PublishOptions { Fleet = fleet + "-old" });
        store.Publish(RunFolders.Write(Temp.Path, NewRunId("none"), started: late));

        var all = store.Fleets().Where(f => f.StartsWith(fleet, StringComparison.Ordinal)).ToList();
        var since = store.Fleets(new StoreQuery(Fleet: "ignored", Since: late)).Where(f => f.StartsWith(fleet, StringComparison.Ordinal)).ToList();

        Assert.Equal([fleet + "-a", fleet + "-b", fleet + "-old"], all);
        Assert.Equal([fleet + "-a", fleet + "-b"], since);
    }

    [Fact]
    public void A_torn_last_samples_line_is_left_out_and_named()
    {
        using var store = OpenStore();
        var folder = RunFolders.Write(Temp.Path, NewRunId(), samples: 40);
        RunFolders.TearLastLine(Path.Combine(folder, RunFiles.Samples));

        var result = store.Publish(folder);

        Assert.Equal(40, result.Rows["samples"]);
        var note = Assert.Single(result.Notes);
        Assert.Contains("samples.csv: 1 line(s) could not be read and were left out (first: line 42", note, StringComparison.Ordinal);
        Assert.Equal(PublishOutcome.AlreadyPresent, store.Publish(folder).Outcome);
    }

    [Fact]
    public void A_row_of_another_run_is_refused_naming_the_file_and_line_and_nothing_is_stored()
    {
        using var store = OpenStore();
        var runId = NewRunId();
        var folder = RunFolders.Write(Temp.Path, runId);
        var results = Path.Combine(folder, RunFiles.Results);
        var lines = File.ReadAllLines(results);
        lines[3] = lines[3].Replace(runId, "someone-else", StringComparison.Ordinal);
        File.WriteAllLines(results, lines);

        var error = Assert.Throws<InvalidDataException>(() => store.Publish(folder));

        Assert.Contains("results.csv line 4: run_id 'someone-else' is not the manifest's", error.Message, StringComparison.Ordinal);
        Assert.All(store.CountRows(runId), table => Assert.Equal(0, table.Value));
    }

    [Fact]
    public void Publishing_leaves_the_run_folder_as_it_was()
    {
        using var store = OpenStore();
        var folder = RunFolders.Write(Temp.Path, NewRunId());
        var before = RunFolders.Snapshot(folder);

        store.Publish(folder);

        Assert.Equal(before, RunFolders.Snapshot(folder));
    }
}
