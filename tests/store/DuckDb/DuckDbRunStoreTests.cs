using System.Collections;
using System.Data.Common;
using Bench.Store.Sql;
using Bench.Store.Tests.Sql;
using DuckDB.NET.Data;

namespace Bench.Store.Tests.DuckDb;

/// <summary>The store contract on a DuckDB file, plus what only a file store has: a schema made by another version.</summary>
public sealed class DuckDbRunStoreTests : StoreContract
{
    private string StorePath => Temp["store.duckdb"];

    protected override IRunStore OpenStore() => RunStore.OpenForPublish(StorePath);

    [Fact]
    public void A_store_made_before_a_column_existed_gains_it_and_fills_it()
    {
        using (var store = OpenStore())
        {
            store.Publish(RunFolders.Write(Temp.Path, NewRunId("first")));
        }

        Sql("ALTER TABLE bench.results DROP COLUMN top_waits");
        var runId = NewRunId("second");
        using (var store = OpenStore())
        {
            store.Publish(RunFolders.Write(Temp.Path, runId));
            var run = Assert.Single(store.Read(), r => r.RunId == runId);
            Assert.Equal("WRITELOG=12;PAGEIOLATCH_SH=3;IO_COMPLETION=1", run.Rows.First(r => r.Scenario == "workload").Counters.TopWaits);
        }
    }

    [Fact]
    public void A_database_failure_while_samples_are_read_is_a_store_error_naming_the_store_not_a_raw_database_error()
    {
        var runId = NewRunId();
        using (var store = OpenStore())
        {
            store.Publish(RunFolders.Write(Temp.Path, runId));
        }

        // Samples behind a view whose repetition cannot be computed: the query fails once it runs, as a lost connection would.
        Sql("ALTER TABLE bench.samples RENAME TO samples_kept");
        Sql("CREATE VIEW bench.samples AS SELECT run_id, case_id, CAST('x' || repetition AS INTEGER) AS repetition, time, counter, value FROM bench.samples_kept");
        using var reader = RunStore.OpenForRead(StorePath);

        var error = Assert.Throws<StoreException>(() => reader.ReadSamples(runId).ToList());
        Assert.Contains("reading samples", error.Message, StringComparison.Ordinal);
        Assert.IsAssignableFrom<System.Data.Common.DbException>(error.InnerException);
    }

    [Fact]
    public void A_database_failure_while_the_sample_reader_closes_is_a_store_error_naming_the_store_not_a_raw_database_error()
    {
        using var store = (RelationalRunStore)OpenStore();

        // Rows read well, then a reader whose close fails, as a connection lost before the server acknowledged it would.
        var error = Assert.Throws<StoreException>(() => store.Guarded("reading samples", new RowsFailingToClose()).ToList());

        Assert.Equal($"{store.Description}: reading samples: the connection was lost while the reader closed", error.Message);
        Assert.IsType<LostConnection>(error.InnerException);
    }

    [Fact]
    public void When_a_read_fails_and_then_the_close_too_the_read_s_failure_is_the_one_reported()
    {
        using var store = (RelationalRunStore)OpenStore();

        var error = Assert.Throws<StoreException>(() => store.Guarded("reading samples", new RowsFailingToClose(failRead: 2)).ToList());

        Assert.Equal($"{store.Description}: reading samples: the connection was lost while reading row 2", error.Message);
        Assert.IsType<LostRead>(error.InnerException);
    }

    [Fact]
    public void A_store_with_a_column_this_version_does_not_know_still_takes_runs()
    {
        using (var store = OpenStore())
        {
            store.Publish(RunFolders.Write(Temp.Path, NewRunId("first")));
        }

        Sql("ALTER TABLE bench.results ADD COLUMN from_the_future DOUBLE");
        Sql("ALTER TABLE bench.results DROP COLUMN host");
        Sql("ALTER TABLE bench.results ADD COLUMN host VARCHAR");
        var runId = NewRunId("second");
        using (var store = OpenStore())
        {
            store.Publish(RunFolders.Write(Temp.Path, runId, host: "moved-column"));
            Assert.Equal(8, store.CountRows(runId)["results"]);
        }

        Assert.Equal(8L, Sql($"SELECT count(*) FROM bench.results WHERE run_id = '{runId}' AND host = 'moved-column' AND from_the_future IS NULL"));
    }

    [Fact]
    public void Reading_a_store_file_that_does_not_exist_says_so_and_creates_nothing()
    {
        var error = Assert.Throws<FileNotFoundException>(() => RunStore.OpenForRead(StorePath));

        Assert.Contains("there is no DuckDB store at", error.Message, StringComparison.Ordinal);
        Assert.False(File.Exists(StorePath));
    }

    [Fact]
    public void Readers_share_the_file_and_cannot_write_to_it()
    {
        string runId;
        using (var store = OpenStore())
        {
            runId = store.Publish(RunFolders.Write(Temp.Path, NewRunId())).RunId;
        }

        using var first = RunStore.OpenForRead(StorePath);
        using var second = RunStore.OpenForRead(StorePath);

        Assert.Equal(first.Read().Select(r => r.RunId), second.Read().Select(r => r.RunId));
        var error = Assert.Throws<StoreException>(() => first.Publish(RunFolders.Write(Temp.Path, NewRunId("more"))));
        Assert.Contains("read-only", error.Message, StringComparison.OrdinalIgnoreCase);
        Assert.Equal(1, second.CountRows(runId)["runs"]);
    }

    [Fact]
    public void The_types_are_the_documented_ones()
    {
        using (var store = OpenStore())
        {
            store.Publish(RunFolders.Write(Temp.Path, NewRunId()));
        }

        Assert.Equal("TIMESTAMP", Sql("SELECT data_type FROM information_schema.columns WHERE table_name = 'results' AND column_name = 'started_utc'"));
        Assert.Equal("BIGINT", Sql("SELECT data_type FROM information_schema.columns WHERE table_name = 'results' AND column_name = 'bytes_written'"));
        Assert.Equal("DOUBLE", Sql("SELECT data_type FROM information_schema.columns WHERE table_name = 'results' AND column_name = 'elapsed_ms'"));
        Assert.Equal("BOOLEAN", Sql("SELECT data_type FROM information_schema.columns WHERE table_name = 'results' AND column_name = 'ifi'"));
        Assert.Equal("JSON", Sql("SELECT data_type FROM information_schema.columns WHERE table_name = 'runs' AND column_name = 'manifest'"));
        Assert.Equal("create", Sql("SELECT manifest->>'cases'->0->>'scenario' FROM bench.runs"));
    }

    private sealed class LostConnection() : DbException("the connection was lost while the reader closed");

    private sealed class LostRead(int row) : DbException($"the connection was lost while reading row {row}");

    /// <summary>Two rows (or a failure at row <c>failRead</c>), then a failure as the reader is disposed.</summary>
    private sealed class RowsFailingToClose(int failRead = 0) : IEnumerable<int>, IEnumerator<int>
    {
        public int Current { get; private set; }

        object IEnumerator.Current => Current;

        public IEnumerator<int> GetEnumerator() => this;

        IEnumerator IEnumerable.GetEnumerator() => this;

        public bool MoveNext() => ++Current == failRead ? throw new LostRead(Current) : Current <= 2;

        public void Reset() => Current = 0;

        [System.Diagnostics.CodeAnalysis.SuppressMessage("Design", "CA1065:Do not raise exceptions in unexpected locations", Justification = "The failure under test: a reader whose close fails.")]
        public void Dispose() => throw new LostConnection();
    }

    private object? Sql(string sql)
    {
        using var connection = new DuckDBConnection($"Data Source={StorePath}");
        connection.Open();
        using var command = connection.CreateCommand();
        command.CommandText = sql;
        return command.ExecuteScalar();
    }
}
