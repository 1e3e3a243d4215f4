using System.Data.Common;
using Bench.Results;
using Bench.Results.Cases;
using Bench.Results.Manifest;
using Bench.Results.Statistics;
using Bench.Store.Folder;
using Bench.Store.Schema;

namespace Bench.Store.Sql;

/// <summary>
/// Reads a SQL store back: runs by the same record layouts that wrote them, their fleets and samples, over the columns
/// the store holds (<see cref="SchemaMigrator.Existing"/>: a store written by an older version reads with its newer columns empty).
/// </summary>
/// <param name="commands">The store's command helpers.</param>
/// <param name="schema">What the store holds.</param>
/// <param name="description">The store, as messages name it.</param>
internal sealed class RunReader(StoreCommands commands, SchemaMigrator schema, string description)
{
    /// <summary>The runs <paramref name="query"/> asks for, each with its rows; none when the store has no runs table.</summary>
    public IReadOnlyList<StoredRun> Read(StoreQuery query)
    {
        if (!schema.Existing.ContainsKey(StoreSchema.Runs.Name))
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
    }

    /// <summary>The fleets of the runs <paramref name="filter"/> keeps, in order; none when the store has no runs table.</summary>
    public IReadOnlyList<string> Fleets(string filter, (string, object?)[] parameters)
    {
        if (!schema.Existing.ContainsKey(StoreSchema.Runs.Name))
        {
            return [];
        }

        var fleet = commands.Dialect.Quote(StoreSchema.RunColumns.Fleet);
        using var command = commands.Command($"SELECT DISTINCT {fleet} FROM {commands.Dialect.Name(StoreSchema.Runs)} WHERE {filter} AND {fleet} IS NOT NULL", null, parameters);
        using var reader = command.ExecuteReader();
        var fleets = new List<string>();
        while (reader.Read())
        {
            fleets.Add(reader.GetString(0));
        }

        return fleets.Order(StringComparer.Ordinal).ToList();
    }

    /// <summary>The condition on the runs table that keeps what <paramref name="query"/> asks for, with its parameters.</summary>
    public (string Filter, (string, object?)[] Parameters) Filter(StoreQuery query)
    {
        var conditions = new List<string> { "1 = 1" };
        var parameters = new List<(string, object?)>();
        if (query.Fleet is { } fleet)
        {
            conditions.Add($"{commands.Dialect.Quote(StoreSchema.RunColumns.Fleet)} = {commands.Dialect.Parameter("fleet")}");
            parameters.Add(("fleet", fleet));
        }

        if (query.Since is { } since)
        {
            conditions.Add($"{commands.Dialect.Quote(StoreSchema.RunColumns.StartedUtc)} >= {commands.Dialect.Parameter("since")}");
            parameters.Add(("since", since.Kind == DateTimeKind.Local ? since.ToUniversalTime() : since));
        }

        return (string.Join(" AND ", conditions), [.. parameters]);
    }

    /// <summary>The samples of run <paramref name="runId"/>, read as they are asked for (none when the store has no samples table).</summary>
    public IEnumerable<SampleRow> SampleRows(string runId)
    {
        if (!schema.Existing.ContainsKey(StoreSchema.Samples.Name))
        {
            yield break;
        }

        var table = StoreSchema.Samples;
        var sql = commands.Dialect.SelectRows(table, schema.Existing[table.Name], $"{commands.Dialect.Quote(StoreSchema.RunId)} = {commands.Dialect.Parameter(StoreSchema.RunId)}", [StoreSchema.SampleColumns.CaseId, StoreSchema.SampleColumns.Repetition, StoreSchema.SampleColumns.Time, StoreSchema.SampleColumns.Counter]);
        using var command = commands.Command(sql, null, (StoreSchema.RunId, runId));
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

    /// <summary>The runs that <paramref name="filter"/> keeps, by start time, without their rows.</summary>
    public List<StoredRun> ReadRuns(string filter, (string, object?)[] parameters, DbTransaction? transaction = null)
    {
        var table = StoreSchema.Runs;
        var sql = commands.Dialect.SelectRows(table, schema.Existing[table.Name], filter, [StoreSchema.RunColumns.StartedUtc, StoreSchema.RunId]);
        using var command = commands.Command(sql, transaction, parameters);
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
            runs.Add(new StoredRun(identity, ManifestFile.Parse(json, $"the manifest of run {runId} in {description}"), json, [], [], [], published));
        }

        return runs;
    }

    /// <summary>The records of <paramref name="table"/> of the runs that <paramref name="filter"/> keeps, by run id, in order.</summary>
    public Dictionary<string, List<T>> ReadRecords<T>(StoreTable table, string filter, (string, object?)[] parameters)
        where T : class
    {
        var byRun = new Dictionary<string, List<T>>(StringComparer.Ordinal);
        if (!schema.Existing.TryGetValue(table.Name, out var columns))
        {
            return byRun;
        }

        var sql = commands.Dialect.SelectRows(table, columns, filter, [StoreSchema.RunId, StoreSchema.Ordinal]);
        using var command = commands.Command(sql, null, parameters);
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
