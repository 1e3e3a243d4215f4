using System.Data.Common;
using System.Globalization;
using Bench.Store.Folder;
using Bench.Store.Schema;
using Bench.Store.Sql;
using DuckDB.NET.Data;

namespace Bench.Store.DuckDb;

/// <summary>
/// The embedded store: one DuckDB file. Rows go in through DuckDB's appender, samples.csv straight from the file with
/// read_csv (explicit columns, no type guessing), both inside the run's transaction. One process writes a DuckDB file
/// at a time (DuckDB locks it); a team's store shared by many hosts at once is SQL Server.
/// </summary>
public sealed class DuckDbRunStore : RelationalRunStore
{
    private DuckDbRunStore(DuckDBConnection connection, string path)
        : base(connection, DuckDbDialect.Instance, $"DuckDB store {path}")
    {
    }

    /// <summary>
    /// Opens the store file at <paramref name="path"/>: for publishing (<paramref name="create"/>: made when missing), or
    /// read-only, so that several readers (reports) can have it open at once.
    /// </summary>
    /// <exception cref="FileNotFoundException">The file does not exist and <paramref name="create"/> is false.</exception>
    /// <exception cref="StoreException">DuckDB cannot open it (locked by another process, not a DuckDB file).</exception>
    public static DuckDbRunStore Open(string path, bool create)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(path);
        var full = Path.GetFullPath(path);
        if (!create && !File.Exists(full))
        {
            throw new FileNotFoundException($"there is no DuckDB store at {full}: publish a run into it first", full);
        }

        var directory = Path.GetDirectoryName(full);
        if (directory is not null)
        {
            Directory.CreateDirectory(directory);
        }

        var builder = new DuckDBConnectionStringBuilder { DataSource = full };
        if (!create)
        {
            builder.AccessMode = DuckDBAccessMode.ReadOnly;
        }

        return new DuckDbRunStore(Opened(new DuckDBConnection(builder.ConnectionString), e => $"DuckDB store {full}: cannot open it: {e.Message}"), full);
    }

    /// <inheritdoc/>
    protected override long WriteRows(DbTransaction transaction, StoreTable table, IEnumerable<object?[]> rows)
    {
        ArgumentNullException.ThrowIfNull(table);
        ArgumentNullException.ThrowIfNull(rows);

        // The appender fills every column of the stored table in its order: a column this version does not know (the
        // store was made by a newer one) gets NULL.
        var position = table.Columns.Select((c, i) => (c.Name, i)).ToDictionary(c => c.Name, c => c.i, StringComparer.Ordinal);
        var order = ExistingColumns(table).Select(name => position.TryGetValue(name, out var i) ? i : -1).ToArray();
        long count = 0;
        using var appender = ((DuckDBConnection)Connection).CreateAppender(StoreSchema.Name, table.Name);
        foreach (var values in rows)
        {
            var row = appender.CreateRow();
            foreach (var i in order)
            {
                Append(row, i < 0 ? null : values[i]);
            }

            row.EndRow();
            count++;
        }

        appender.Close();
        return count;
    }

    /// <inheritdoc/>
    protected override long WriteSamples(DbTransaction transaction, string runId, SamplesFile samples, ICollection<string> notes)
    {
        ArgumentNullException.ThrowIfNull(samples);
        ArgumentNullException.ThrowIfNull(notes);
        var columns = string.Join(", ", StoreSchema.Samples.Columns.Select(c => Dialect.Quote(c.Name)));
        var sql = $"INSERT INTO {Dialect.Name(StoreSchema.Samples)} ({columns}) {SamplesCsv.Select(samples, Dialect.Parameter("path"), Dialect.Parameter(StoreSchema.RunId))}";
        var rows = Execute(sql, transaction, ("path", samples.Path), (StoreSchema.RunId, runId));
        if (SamplesCsv.Rejected(Connection, transaction, samples) is { } note)
        {
            notes.Add(note);
        }

        return rows;
    }

    private static void Append(IDuckDBAppenderRow row, object? value)
    {
        _ = value switch
        {
            null => row.AppendNullValue(),
            string s => row.AppendValue(s),
            int i => row.AppendValue(i),
            long l => row.AppendValue(l),
            double d => row.AppendValue(d),
            bool b => row.AppendValue(b),
            DateTime t => row.AppendValue(t),
            _ => throw new NotSupportedException(string.Create(CultureInfo.InvariantCulture, $"no DuckDB append for a {value.GetType().Name} ({value})")),
        };
    }
}
