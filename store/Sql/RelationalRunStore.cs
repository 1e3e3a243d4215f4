using System.Data.Common;
using Bench.Store.Folder;
using Bench.Store.Schema;

namespace Bench.Store.Sql;

/// <summary>
/// The publish logic every SQL store shares, one transaction per run keyed by run id, over its schema made or completed
/// when missing (<see cref="SchemaMigrator"/>); rows are read back by <see cref="RunReader"/>, with the same record
/// layouts that wrote them. A store supplies its dialect and its fast paths for bulk rows and samples.
/// </summary>
public abstract class RelationalRunStore : IRunStore
{
    private readonly StoreCommands commands;
    private readonly SchemaMigrator schema;
    private readonly RunReader reader;

    /// <summary>A store over an open connection, which it owns.</summary>
    protected RelationalRunStore(DbConnection connection, SqlDialect dialect, string description)
    {
        Connection = connection ?? throw new ArgumentNullException(nameof(connection));
        Dialect = dialect ?? throw new ArgumentNullException(nameof(dialect));
        Description = description;
        commands = new StoreCommands(Connection, Dialect);
        schema = new SchemaMigrator(commands);
        reader = new RunReader(commands, schema, description);
    }

    /// <inheritdoc/>
    public string Description { get; }

    /// <summary>
    /// Opens <paramref name="connection"/> for a store's Open; when the database refuses, disposes it and throws a
    /// <see cref="StoreException"/> with <paramref name="failure"/>'s message.
    /// </summary>
    protected static TConnection Opened<TConnection>(TConnection connection, Func<DbException, string> failure)
        where TConnection : DbConnection
    {
        ArgumentNullException.ThrowIfNull(connection);
        ArgumentNullException.ThrowIfNull(failure);
        try
        {
            connection.Open();
            return connection;
        }
        catch (DbException e)
        {
            connection.Dispose();
            throw new StoreException(failure(e), e);
        }
    }

    /// <summary>The open connection.</summary>
    protected DbConnection Connection { get; }

    /// <summary>How statements are spelled.</summary>
    protected SqlDialect Dialect { get; }

    /// <inheritdoc/>
    public PublishResult Publish(string runFolder, PublishOptions? options = null)
    {
        options ??= PublishOptions.Default;
        var folder = StoredRunFolder.Read(runFolder);
        var identity = FleetIdentity.Of(folder.Manifest, options.Fleet);
        return Guard($"publishing {folder.RunId}", () =>
        {
            schema.EnsureSchema();
            var written = new Dictionary<string, long>(StringComparer.Ordinal);
            var notes = new List<string>();
            using var transaction = Connection.BeginTransaction();
            var present = Convert.ToInt64(Scalar(Dialect.CountRunForUpdate(), transaction, (StoreSchema.RunId, folder.RunId)), System.Globalization.CultureInfo.InvariantCulture) > 0;
            var stored = present ? reader.ReadRuns($"{Dialect.Quote(StoreSchema.RunId)} = {Dialect.Parameter("run")}", [("run", folder.RunId)], transaction).Single() : null;
            if (stored is not null && !options.Replace)
            {
                transaction.Rollback();
                if (stored.Identity.Host != identity.Host || (stored.Identity.MachineId, identity.MachineId) is ({ } was, { } now) && was != now)
                {
                    throw new StoreException(
                        $"{Description}: run id {folder.RunId} is already stored from host {stored.Identity.Host} (machine {stored.Identity.MachineId ?? "unknown"}), and this folder is from host {identity.Host} (machine {identity.MachineId ?? "unknown"}): two hosts started a run in the same second with the same label. Nothing was published; run again with --label naming the host (the recipes do)");
                }

                var differences = StoredCopy.Differences(folder, stored.Manifest, CountRows(folder.RunId));
                return new PublishResult(folder.RunId, differences.Count == 0 ? PublishOutcome.AlreadyPresent : PublishOutcome.Differs, written, differences);
            }

            if (stored is not null)
            {
                // A replace keeps the fleet the run is filed under unless --fleet names another; a change is told.
                identity = identity with { Fleet = options.Fleet is null ? stored.Identity.Fleet ?? identity.Fleet : identity.Fleet };
                if (identity.Fleet != stored.Identity.Fleet)
                {
                    notes.Add($"fleet changed from {stored.Identity.Fleet ?? "none"} to {identity.Fleet ?? "none"}");
                }

                foreach (var table in StoreSchema.RowTables.Append(StoreSchema.Runs))
                {
                    Execute(Dialect.DeleteRun(table), transaction, (StoreSchema.RunId, folder.RunId));
                }
            }

            void Step(PublishStep step, StoreTable table, long rows)
            {
                written[table.Name] = rows;
                options.OnStep?.Invoke(step, rows);
            }

            Execute(Dialect.Insert(StoreSchema.Runs), transaction, RunValues(folder, identity));
            Step(PublishStep.Run, StoreSchema.Runs, 1);
            Step(PublishStep.Results, StoreSchema.Results, WriteRows(transaction, StoreSchema.Results, Rows(StoreSchema.Results, folder, identity.Host, folder.Rows)));
            Step(PublishStep.Stalls, StoreSchema.Stalls, WriteRows(transaction, StoreSchema.Stalls, Rows(StoreSchema.Stalls, folder, identity.Host, folder.Stalls)));
            Step(PublishStep.Summary, StoreSchema.Summary, WriteRows(transaction, StoreSchema.Summary, Rows(StoreSchema.Summary, folder, identity.Host, folder.Summary)));
            Step(PublishStep.Samples, StoreSchema.Samples, folder.Samples is null ? 0 : WriteSamples(transaction, folder.RunId, folder.Samples, notes));
            transaction.Commit();
            options.OnStep?.Invoke(PublishStep.Committed, 0);
            return new PublishResult(folder.RunId, stored is not null ? PublishOutcome.Replaced : PublishOutcome.Added, written, notes);
        });
    }

    /// <inheritdoc/>
    public IReadOnlyList<StoredRun> Read(StoreQuery? query = null)
    {
        query ??= StoreQuery.All;
        return Guard("reading runs", () => reader.Read(query));
    }

    /// <inheritdoc/>
    public IReadOnlyList<string> Fleets(StoreQuery? query = null)
    {
        var (filter, parameters) = reader.Filter((query ?? StoreQuery.All) with { Fleet = null });
        return Guard("reading fleets", () => reader.Fleets(filter, parameters));
    }

    /// <inheritdoc/>
    public IEnumerable<SampleRow> ReadSamples(string runId)
    {
        ArgumentNullException.ThrowIfNull(runId);
        return Guarded("reading samples", reader.SampleRows(runId));
    }

    /// <inheritdoc/>
    public IReadOnlyDictionary<string, long> CountRows(string runId) => Guard("counting rows", () =>
    {
        return StoreSchema.Tables.ToDictionary(
            t => t.Name,
            t => schema.Existing.ContainsKey(t.Name)
                ? Convert.ToInt64(Scalar(Dialect.CountRun(t), null, (StoreSchema.RunId, runId)), System.Globalization.CultureInfo.InvariantCulture)
                : 0);
    });

    /// <summary>Closes the connection (a store holds nothing else to release).</summary>
    public void Dispose()
    {
        Connection.Dispose();
        GC.SuppressFinalize(this);
    }

    /// <summary>Writes rows given in <paramref name="table"/>'s column order, inside <paramref name="transaction"/>; returns how many.</summary>
    protected abstract long WriteRows(DbTransaction transaction, StoreTable table, IEnumerable<object?[]> rows);

    /// <summary>Loads samples.csv inside <paramref name="transaction"/>; returns the rows written, notes what was left out.</summary>
    protected abstract long WriteSamples(DbTransaction transaction, string runId, SamplesFile samples, ICollection<string> notes);

    /// <summary>Runs <paramref name="action"/>, turning a database failure into a <see cref="StoreException"/> naming the store.</summary>
    protected T Guard<T>(string doing, Func<T> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        try
        {
            return action();
        }
        catch (DbException e)
        {
            throw new StoreException($"{Description}: {doing}: {e.Message}", e);
        }
    }

    /// <summary>The columns a stored table has, in its order (empty when the table does not exist).</summary>
    protected IReadOnlyList<string> ExistingColumns(StoreTable table) => schema.ExistingColumns(table);

    /// <summary>A command on the store's connection, inside <paramref name="transaction"/> when given.</summary>
    protected DbCommand Command(string sql, DbTransaction? transaction, params (string Name, object? Value)[] parameters) =>
        commands.Command(sql, transaction, parameters);

    /// <summary>Runs a statement.</summary>
    protected int Execute(string sql, DbTransaction? transaction, params (string Name, object? Value)[] parameters) =>
        commands.Execute(sql, transaction, parameters);

    /// <summary>Runs a query of one value.</summary>
    protected object? Scalar(string sql, DbTransaction? transaction, params (string Name, object? Value)[] parameters) =>
        commands.Scalar(sql, transaction, parameters);

    /// <summary>
    /// The rows of <paramref name="rows"/>, read as they are asked for, a database failure on the way (closing the reader
    /// included) turned into a <see cref="StoreException"/>. When a read fails, that failure is the one reported: a
    /// failure of the close that follows it is dropped rather than put in its place.
    /// </summary>
    internal IEnumerable<T> Guarded<T>(string doing, IEnumerable<T> rows)
    {
        var enumerator = Guard(doing, rows.GetEnumerator);
        var reading = false; // still true in the finally only when a read threw
        try
        {
            while (true)
            {
                reading = true;
                var more = Guard(doing, enumerator.MoveNext);
                reading = false;
                if (!more)
                {
                    break;
                }

                yield return enumerator.Current;
            }
        }
        finally
        {
            if (reading)
            {
                try
                {
                    enumerator.Dispose();
                }
                catch (DbException)
                {
                }
            }
            else
            {
                Guard(doing, () =>
                {
                    enumerator.Dispose();
                    return true;
                });
            }
        }
    }

    private static (string, object?)[] RunValues(StoredRunFolder folder, FleetIdentity identity)
    {
        var manifest = folder.Manifest;
        var values = new Dictionary<string, object?>(StringComparer.Ordinal)
        {
            [StoreSchema.RunId] = manifest.RunId,
            [StoreSchema.RunColumns.Label] = manifest.Label,
            [StoreSchema.RunColumns.Fleet] = identity.Fleet,
            [StoreSchema.Host] = identity.Host,
            [StoreSchema.RunColumns.MachineId] = identity.MachineId,
            [StoreSchema.RunColumns.VolumeId] = identity.VolumeId,
            [StoreSchema.RunColumns.MatrixHash] = identity.MatrixHash,
            [StoreSchema.RunColumns.Target] = manifest.Target,
            [StoreSchema.RunColumns.Status] = manifest.Status,
            [StoreSchema.RunColumns.StartedUtc] = Utc(manifest.StartedUtc),
            [StoreSchema.RunColumns.EndedUtc] = manifest.EndedUtc is { } ended ? Utc(ended) : null,
            [StoreSchema.RunColumns.HarnessVersion] = manifest.HarnessVersion,
            [StoreSchema.RunColumns.PublishedUtc] = DateTime.UtcNow,
            [StoreSchema.RunColumns.Manifest] = folder.ManifestJson,
        };
        return StoreSchema.Runs.Columns.Select(c => (c.Name, values[c.Name])).ToArray();
    }

    private static DateTime Utc(DateTime time) => time.Kind == DateTimeKind.Local ? time.ToUniversalTime() : DateTime.SpecifyKind(time, DateTimeKind.Utc);

    /// <summary>The rows of a record table in its column order: run_id, host, ordinal, then the record's fields.</summary>
    private static IEnumerable<object?[]> Rows<T>(StoreTable table, StoredRunFolder folder, string host, IReadOnlyList<T> records)
        where T : class
    {
        var fields = RecordLayout.Of<T>().Fields.ToDictionary(f => f.Column.Name, StringComparer.Ordinal);
        var sources = table.Columns.Select(c => fields.GetValueOrDefault(c.Name)).ToArray();
        for (var i = 0; i < records.Count; i++)
        {
            var values = new object?[sources.Length];
            for (var c = 0; c < sources.Length; c++)
            {
                values[c] = table.Columns[c].Name switch
                {
                    StoreSchema.RunId => folder.RunId,
                    StoreSchema.Host => host,
                    StoreSchema.Ordinal => i + 1,
                    _ => sources[c]!.Get(records[i]),
                };
            }

            yield return values;
        }
    }

}
