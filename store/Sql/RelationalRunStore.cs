using System.Data.Common;
using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Manifest;
using Bench.Results.Statistics;
using Bench.Store.Folder;
using Bench.Store.Schema;

namespace Bench.Store.Sql;

/// <summary>
/// The publish and read logic every SQL store shares: schema made or completed when missing, one transaction per run
/// keyed by run id, rows read back by the same record layouts that wrote them. A store supplies its dialect and its
/// fast paths for bulk rows and samples.
/// </summary>
public abstract class RelationalRunStore : IRunStore
{
    private Dictionary<string, List<string>>? existing;
    private bool schemaChecked;

    /// <summary>A store over an open connection, which it owns.</summary>
    protected RelationalRunStore(DbConnection connection, SqlDialect dialect, string description)
    {
        Connection = connection ?? throw new ArgumentNullException(nameof(connection));
        Dialect = dialect ?? throw new ArgumentNullException(nameof(dialect));
        Description = description;
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
            EnsureSchema();
            var written = new Dictionary<string, long>(StringComparer.Ordinal);
            var notes = new List<string>();
            using var transaction = Connection.BeginTransaction();
            var present = Convert.ToInt64(Scalar(Dialect.CountRunForUpdate(), transaction, (StoreSchema.RunId, folder.RunId)), System.Globalization.CultureInfo.InvariantCulture) > 0;
            var stored = present ? ReadRuns($"{Dialect.Quote(StoreSchema.RunId)} = {Dialect.Parameter("run")}", [("run", folder.RunId)], transaction).Single() : null;
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
        return Guard("reading runs", () =>
        {
            if (!Existing.ContainsKey(StoreSchema.Runs.Name))
            {
                return [];
            }

            var (filter, parameters) = Filter(query);
            var runs = ReadRuns(filter, parameters);
            var rows = ReadRecords<ResultRow>(StoreSchema.Results, filter, parameters);
            var stalls = ReadRecords<GrowthStallRow>(StoreSchema.Stalls, filter, parameters);
            var summary = ReadRecords<SummaryRow>(StoreSchema.Summary, filter, parameters);
            return runs.Select(r => r with
            {
                Rows = rows.GetValueOrDefault(r.RunId) ?? [],
                Stalls = stalls.GetValueOrDefault(r.RunId) ?? [],
                Summary = summary.GetValueOrDefault(r.RunId) ?? [],
            }).ToList();
        });
    }

    /// <inheritdoc/>
    public IReadOnlyList<string> Fleets(StoreQuery? query = null)
    {
        var (filter, parameters) = Filter((query ?? StoreQuery.All) with { Fleet = null });
        return Guard("reading fleets", () =>
        {
            if (!Existing.ContainsKey(StoreSchema.Runs.Name))
            {
                return [];
            }

            var fleet = Dialect.Quote(StoreSchema.RunColumns.Fleet);
            using var command = Command($"SELECT DISTINCT {fleet} FROM {Dialect.Name(StoreSchema.Runs)} WHERE {filter} AND {fleet} IS NOT NULL", null, parameters);
            using var reader = command.ExecuteReader();
            var fleets = new List<string>();
            while (reader.Read())
            {
                fleets.Add(reader.GetString(0));
            }

            return fleets.Order(StringComparer.Ordinal).ToList();
        });
    }

    /// <summary>The condition on the runs table that keeps what <paramref name="query"/> asks for, with its parameters.</summary>
    private (string Filter, (string, object?)[] Parameters) Filter(StoreQuery query)
    {
        var conditions = new List<string> { "1 = 1" };
        var parameters = new List<(string, object?)>();
        if (query.Fleet is { } fleet)
        {
            conditions.Add($"{Dialect.Quote(StoreSchema.RunColumns.Fleet)} = {Dialect.Parameter("fleet")}");
            parameters.Add(("fleet", fleet));
        }

        if (query.Since is { } since)
        {
            conditions.Add($"{Dialect.Quote(StoreSchema.RunColumns.StartedUtc)} >= {Dialect.Parameter("since")}");
            parameters.Add(("since", since.Kind == DateTimeKind.Local ? since.ToUniversalTime() : since));
        }

        return (string.Join(" AND ", conditions), [.. parameters]);
    }

    /// <inheritdoc/>
    public IEnumerable<SampleRow> ReadSamples(string runId)
    {
        ArgumentNullException.ThrowIfNull(runId);
        return Guarded("reading samples", SampleRows(runId));
    }

    private IEnumerable<SampleRow> SampleRows(string runId)
    {
        if (!Existing.ContainsKey(StoreSchema.Samples.Name))
        {
            yield break;
        }

        var table = StoreSchema.Samples;
        var sql = Dialect.SelectRows(table, Existing[table.Name], $"{Dialect.Quote(StoreSchema.RunId)} = {Dialect.Parameter(StoreSchema.RunId)}", [StoreSchema.SampleColumns.CaseId, StoreSchema.SampleColumns.Repetition, StoreSchema.SampleColumns.Time, StoreSchema.SampleColumns.Counter]);
        using var command = Command(sql, null, (StoreSchema.RunId, runId));
        using var reader = command.ExecuteReader();
        var cases = new Dictionary<string, CaseId>(StringComparer.Ordinal);
        while (reader.Read())
        {
            var text = reader.GetString(1);
            if (!cases.TryGetValue(text, out var id))
            {
                cases[text] = id = CaseId.Parse(text);
            }

            yield return new SampleRow(
                id,
                reader.IsDBNull(2) ? null : Convert.ToInt32(reader.GetValue(2), System.Globalization.CultureInfo.InvariantCulture),
                DateTime.SpecifyKind(reader.GetDateTime(3), DateTimeKind.Utc),
                reader.GetString(4),
                reader.GetDouble(5));
        }
    }

    /// <inheritdoc/>
    public IReadOnlyDictionary<string, long> CountRows(string runId) => Guard("counting rows", () =>
    {
        return StoreSchema.Tables.ToDictionary(
            t => t.Name,
            t => Existing.ContainsKey(t.Name)
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
    protected IReadOnlyList<string> ExistingColumns(StoreTable table)
    {
        ArgumentNullException.ThrowIfNull(table);
        return Existing.GetValueOrDefault(table.Name) ?? [];
    }

    /// <summary>A command on the store's connection, inside <paramref name="transaction"/> when given.</summary>
    protected DbCommand Command(string sql, DbTransaction? transaction, params (string Name, object? Value)[] parameters)
    {
        ArgumentNullException.ThrowIfNull(parameters);
        var command = Connection.CreateCommand();
        command.CommandText = sql;
        command.Transaction = transaction;
        command.CommandTimeout = 0;
        foreach (var (name, value) in parameters)
        {
            var parameter = command.CreateParameter();
            parameter.ParameterName = Dialect.ParameterName(name);
            parameter.Value = value ?? DBNull.Value;
            if (value is DateTime)
            {
                // SQL Server would take a DateTime as datetime (3.33 ms steps, from 1753): the columns are datetime2.
                parameter.DbType = System.Data.DbType.DateTime2;
            }

            command.Parameters.Add(parameter);
        }

        return command;
    }

    /// <summary>Runs a statement.</summary>
    protected int Execute(string sql, DbTransaction? transaction, params (string Name, object? Value)[] parameters)
    {
        using var command = Command(sql, transaction, parameters);
        return command.ExecuteNonQuery();
    }

    /// <summary>Runs a query of one value.</summary>
    protected object? Scalar(string sql, DbTransaction? transaction, params (string Name, object? Value)[] parameters)
    {
        using var command = Command(sql, transaction, parameters);
        return command.ExecuteScalar();
    }

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

    private void EnsureSchema()
    {
        if (schemaChecked)
        {
            return;
        }

        // Inside one transaction (DDL is transactional in both databases), behind the dialect's lock.
        using (var transaction = Connection.BeginTransaction())
        {
            if (Dialect.LockSchema() is { } lockSchema)
            {
                Execute(lockSchema, transaction);
            }

            Execute(Dialect.CreateSchema(), transaction);
            foreach (var table in StoreSchema.Tables)
            {
                Execute(Dialect.CreateTable(table), transaction);
            }

            var made = ExistingIn(transaction);
            foreach (var table in StoreSchema.Tables)
            {
                foreach (var column in table.Columns.Where(c => !made[table.Name].Contains(c.Name, StringComparer.Ordinal)))
                {
                    Execute(Dialect.AddColumn(table, column), transaction);
                }

                foreach (var index in Dialect.CreateIndexes(table))
                {
                    Execute(index, transaction);
                }
            }

            transaction.Commit();
        }

        existing = ExistingIn(null);
        schemaChecked = true;
    }

    /// <summary>
    /// The store's tables and their columns in order, asked of the database once per store (a store is opened for one
    /// verb): the first read asks, and a publish asks again once it has made or completed the schema.
    /// </summary>
    private Dictionary<string, List<string>> Existing => existing ??= ExistingIn(null);

    /// <summary>The tables and their columns as <paramref name="transaction"/> (or, when null, the connection) sees them.</summary>
    private Dictionary<string, List<string>> ExistingIn(DbTransaction? transaction)
    {
        var tables = new Dictionary<string, List<string>>(StringComparer.Ordinal);
        using var command = Command(SqlDialect.ExistingColumns(), transaction);
        using var reader = command.ExecuteReader();
        while (reader.Read())
        {
            var table = reader.GetString(0);
            if (!tables.TryGetValue(table, out var columns))
            {
                tables[table] = columns = [];
            }

            columns.Add(reader.GetString(1));
        }

        return tables;
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

    private List<StoredRun> ReadRuns(string filter, (string, object?)[] parameters, DbTransaction? transaction = null)
    {
        var table = StoreSchema.Runs;
        var sql = Dialect.SelectRows(table, Existing[table.Name], filter, [StoreSchema.RunColumns.StartedUtc, StoreSchema.RunId]);
        using var command = Command(sql, transaction, parameters);
        using var reader = command.ExecuteReader();
        var runs = new List<StoredRun>();
        while (reader.Read())
        {
            string? Text(string name) => reader[name] is string s ? s : null;
            var json = Text(StoreSchema.RunColumns.Manifest) ?? throw new InvalidDataException($"run {Text(StoreSchema.RunId)} has no manifest in the store");
            var runId = Text(StoreSchema.RunId);
            var identity = new FleetIdentity(
                Text(StoreSchema.RunColumns.Fleet),
                Text(StoreSchema.Host) ?? string.Empty,
                Text(StoreSchema.RunColumns.MachineId),
                Text(StoreSchema.RunColumns.VolumeId),
                Text(StoreSchema.RunColumns.MatrixHash) ?? string.Empty);
            var published = reader[StoreSchema.RunColumns.PublishedUtc] is DateTime p ? DateTime.SpecifyKind(p, DateTimeKind.Utc) : default;
            runs.Add(new StoredRun(identity, ManifestFile.Parse(json, $"the manifest of run {runId} in {Description}"), json, [], [], [], published));
        }

        return runs;
    }

    private Dictionary<string, List<T>> ReadRecords<T>(StoreTable table, string filter, (string, object?)[] parameters)
        where T : class
    {
        var byRun = new Dictionary<string, List<T>>(StringComparer.Ordinal);
        if (!Existing.TryGetValue(table.Name, out var columns))
        {
            return byRun;
        }

        var sql = Dialect.SelectRows(table, columns, filter, [StoreSchema.RunId, StoreSchema.Ordinal]);
        using var command = Command(sql, null, parameters);
        using var reader = command.ExecuteReader();
        var ordinals = Enumerable.Range(0, reader.FieldCount).ToDictionary(reader.GetName, i => i, StringComparer.Ordinal);
        var layout = RecordLayout.Of<T>();
        while (reader.Read())
        {
            var runId = reader.GetString(ordinals[StoreSchema.RunId]);
            if (!byRun.TryGetValue(runId, out var list))
            {
                byRun[runId] = list = [];
            }

            try
            {
                list.Add(layout.Create(name => reader.GetValue(ordinals[name])));
            }
            catch (InvalidDataException e)
            {
                throw new InvalidDataException($"{table.Name} of run {runId}, row {reader.GetValue(ordinals[StoreSchema.Ordinal])}: {e.Message}", e);
            }
        }

        return byRun;
    }
}
