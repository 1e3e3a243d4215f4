using Bench.Results;
using Bench.Results.Statistics;

namespace Bench.Store.Schema;

/// <summary>
/// The store's tables, described once for every dialect. All live in the schema <see cref="Name"/>.
/// <list type="bullet">
/// <item><c>runs</c>: one row per run, keyed by run_id, with the fleet identity and the manifest verbatim.</item>
/// <item><c>results</c>, <c>stalls</c>, <c>summary</c>: every column of results.csv, stalls.csv and summary.csv (taken from
/// the records' CSV map, so never listed by hand), led by run_id, host and the row's 1-based position in its file.</item>
/// <item><c>samples</c>: samples.csv with run_id in front.</item>
/// </list>
/// </summary>
public static class StoreSchema
{
    /// <summary>The schema every table lives in (a shared SQL Server database keeps bench's tables apart).</summary>
    public const string Name = "bench";

    /// <summary>The run id: key of runs, first column of every other table.</summary>
    public const string RunId = "run_id";

    /// <summary>The host name, on every row that leaves the run folder.</summary>
    public const string Host = "host";

    /// <summary>1-based position of the row in its CSV file, so rows come back in the file's order.</summary>
    public const string Ordinal = "ordinal";

    /// <summary>Columns of <see cref="Runs"/>.</summary>
    public static class RunColumns
    {
        /// <summary>The run's label.</summary>
        public const string Label = "label";

        /// <summary>The fleet the run was published into (publish's --fleet, else the manifest's), or empty.</summary>
        public const string Fleet = "fleet";

        /// <summary>A stable id of the machine, surviving renames; empty when the manifest has none.</summary>
        public const string MachineId = "machine_id";

        /// <summary>The volume's identity; empty when the manifest has none.</summary>
        public const string VolumeId = "volume_id";

        /// <summary>Hash of the run's matrix: runs of one matrix compare case by case.</summary>
        public const string MatrixHash = "matrix_hash";

        /// <summary>native or sqlserver.</summary>
        public const string Target = "target";

        /// <summary>running, complete or cancelled, as the manifest says.</summary>
        public const string Status = "status";

        /// <summary>When the run started (UTC).</summary>
        public const string StartedUtc = "started_utc";

        /// <summary>When it ended (UTC), or empty.</summary>
        public const string EndedUtc = "ended_utc";

        /// <summary>The harness version that wrote the run.</summary>
        public const string HarnessVersion = "harness_version";

        /// <summary>When the run was published (UTC).</summary>
        public const string PublishedUtc = "published_utc";

        /// <summary>manifest.json, verbatim.</summary>
        public const string Manifest = "manifest";
    }

    /// <summary>Columns of <see cref="Samples"/> after run_id: samples.csv's own, in its order.</summary>
    public static class SampleColumns
    {
        /// <summary>The case.</summary>
        public const string CaseId = "case_id";

        /// <summary>The repetition (empty for folders written before samples carried it).</summary>
        public const string Repetition = "repetition";

        /// <summary>When the value was sampled (UTC).</summary>
        public const string Time = "time";

        /// <summary>The counter's name.</summary>
        public const string Counter = "counter";

        /// <summary>Its value.</summary>
        public const string Value = "value";
    }

    /// <summary>One row per run.</summary>
    public static StoreTable Runs { get; } = new(
        "runs",
        [
            new(RunId, ColumnType.Key),
            new(RunColumns.Label, ColumnType.Text),
            new(RunColumns.Fleet, ColumnType.Key),
            new(Host, ColumnType.Key),
            new(RunColumns.MachineId, ColumnType.Key),
            new(RunColumns.VolumeId, ColumnType.Key),
            new(RunColumns.MatrixHash, ColumnType.Key),
            new(RunColumns.Target, ColumnType.Key),
            new(RunColumns.Status, ColumnType.Key),
            new(RunColumns.StartedUtc, ColumnType.Timestamp),
            new(RunColumns.EndedUtc, ColumnType.Timestamp),
            new(RunColumns.HarnessVersion, ColumnType.Text),
            new(RunColumns.PublishedUtc, ColumnType.Timestamp),
            new(RunColumns.Manifest, ColumnType.Document),
        ],
        [RunId],
        []);

    /// <summary>results.csv: one row per case and repetition.</summary>
    public static StoreTable Results { get; } = RecordTable<ResultRow>("results");

    /// <summary>stalls.csv: one row per autogrowth.</summary>
    public static StoreTable Stalls { get; } = RecordTable<GrowthStallRow>("stalls");

    /// <summary>summary.csv: one row per case across repetitions.</summary>
    public static StoreTable Summary { get; } = RecordTable<SummaryRow>("summary");

    /// <summary>samples.csv: one row per counter per sample (the host is the run's: join runs).</summary>
    public static StoreTable Samples { get; } = new(
        "samples",
        [
            new(RunId, ColumnType.Key),
            new(SampleColumns.CaseId, ColumnType.Key),
            new(SampleColumns.Repetition, ColumnType.Whole32),
            new(SampleColumns.Time, ColumnType.Timestamp),
            new(SampleColumns.Counter, ColumnType.Key),
            new(SampleColumns.Value, ColumnType.Real),
        ],
        [],
        [RunId]);

    /// <summary>Every table, parents first.</summary>
    public static IReadOnlyList<StoreTable> Tables { get; } = [Runs, Results, Stalls, Summary, Samples];

    /// <summary>The tables that hold a run's rows (all but <see cref="Runs"/>).</summary>
    public static IReadOnlyList<StoreTable> RowTables { get; } = [Results, Stalls, Summary, Samples];

    private static StoreTable RecordTable<T>(string name)
        where T : class
    {
        StoreColumn[] lead = [new(RunId, ColumnType.Key), new(Host, ColumnType.Key), new(Ordinal, ColumnType.Whole32)];
        var own = RecordLayout.Of<T>().Fields.Select(f => f.Column).Where(c => lead.All(l => l.Name != c.Name));
        return new StoreTable(name, [.. lead, .. own], [], [RunId, Ordinal]);
    }
}
