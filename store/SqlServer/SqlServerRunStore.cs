using System.Data;
using System.Data.Common;
using Bench.Store.DuckDb;
using Bench.Store.Folder;
using Bench.Store.Schema;
using Bench.Store.Sql;
using DuckDB.NET.Data;
using Microsoft.Data.SqlClient;

namespace Bench.Store.SqlServer;

/// <summary>
/// The team's shared store: a SQL Server database the connection string names. Tables are created in its schema
/// <c>bench</c> when missing; each run's rows go in with <see cref="SqlBulkCopy"/> inside one transaction (samples
/// streamed from samples.csv through DuckDB's read_csv, never held in memory). The password is never part of a
/// message: <see cref="IRunStore.Description"/> names the server, database and user only.
/// </summary>
public sealed class SqlServerRunStore : RelationalRunStore
{
    private SqlServerRunStore(SqlConnection connection, string description)
        : base(connection, SqlServerDialect.Instance, description)
    {
    }

    /// <summary>Connects to the database <paramref name="connectionString"/> names.</summary>
    /// <exception cref="StoreException">
    /// The string is not a connection string, names no database, or the server refuses; the message says which and
    /// holds no password.
    /// </exception>
    public static SqlServerRunStore Open(string connectionString)
    {
        var builder = Parse(connectionString);
        var description = Describe(builder);
        if (string.IsNullOrWhiteSpace(builder.InitialCatalog))
        {
            throw new StoreException(
                $"{description}: the connection string names no database (Database= or Initial Catalog=): bench creates its tables in a database you name, never in the login's default one");
        }

        return new SqlServerRunStore(
            Opened(new SqlConnection(builder.ConnectionString), e => $"{description}: cannot connect: {e.Message}{CertificateHint(e)}"), description);
    }

    /// <summary>The store's description for messages: server, database, user; never the password.</summary>
    /// <exception cref="StoreException">The string is not a SQL Server connection string.</exception>
    public static string Describe(string connectionString) => Describe(Parse(connectionString));

    /// <inheritdoc/>
    protected override long WriteRows(DbTransaction transaction, StoreTable table, IEnumerable<object?[]> rows)
    {
        ArgumentNullException.ThrowIfNull(table);
        ArgumentNullException.ThrowIfNull(rows);
        using var data = new DataTable(table.Name) { Locale = System.Globalization.CultureInfo.InvariantCulture };
        foreach (var column in table.Columns)
        {
            data.Columns.Add(column.Name, ClrType(column.Type));
        }

        foreach (var values in rows)
        {
            data.Rows.Add(values.Select(v => v ?? DBNull.Value).ToArray());
        }

        using var bulk = BulkCopy(transaction, table);
        bulk.WriteToServer(data);
        return data.Rows.Count;
    }

    /// <inheritdoc/>
    protected override long WriteSamples(DbTransaction transaction, string runId, SamplesFile samples, ICollection<string> notes)
    {
        ArgumentNullException.ThrowIfNull(samples);
        ArgumentNullException.ThrowIfNull(notes);
        using var duck = new DuckDBConnection("Data Source=:memory:");
        duck.Open();
        long rows;
        using (var command = duck.CreateCommand())
        {
            command.CommandText = SamplesCsv.Select(samples, "$path", "$run_id");
            command.Parameters.Add(new DuckDBParameter("path", samples.Path));
            command.Parameters.Add(new DuckDBParameter("run_id", runId));
            using var reader = command.ExecuteReader();
            using var bulk = BulkCopy(transaction, StoreSchema.Samples);
            bulk.EnableStreaming = true;
            bulk.WriteToServer(reader);
            rows = bulk.RowsCopied64;
        }

        if (SamplesCsv.Rejected(duck, null, samples) is { } note)
        {
            notes.Add(note);
        }

        return rows;
    }

    private static SqlConnectionStringBuilder Parse(string connectionString)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(connectionString);
        try
        {
            return ConnectionStrings.Parse(connectionString);
        }
        catch (ArgumentException e)
        {
            // Said without any of the string's text (ConnectionStrings.Problem).
            throw new StoreException($"the SQL Server connection string is not valid: {e.Message}", e);
        }
    }

    private static string Describe(SqlConnectionStringBuilder builder)
    {
        var user = string.IsNullOrEmpty(builder.UserID)
            ? builder.IntegratedSecurity ? "integrated security" : builder.Authentication.ToString()
            : $"user {builder.UserID}";
        var database = string.IsNullOrEmpty(builder.InitialCatalog) ? "(no database)" : $"database {builder.InitialCatalog}";
        return $"SQL Server store {builder.DataSource}, {database}, {user}";
    }

    private static string CertificateHint(DbException e) =>
        e.Message.Contains("certificate", StringComparison.OrdinalIgnoreCase)
            ? " (the server's certificate is not trusted: a container or self-signed server needs TrustServerCertificate=True in the connection string)"
            : string.Empty;

    private static Type ClrType(ColumnType type) => type switch
    {
        ColumnType.Key or ColumnType.Text or ColumnType.Document => typeof(string),
        ColumnType.Whole32 => typeof(int),
        ColumnType.Whole64 => typeof(long),
        ColumnType.Real => typeof(double),
        ColumnType.Boolean => typeof(bool),
        ColumnType.Timestamp => typeof(DateTime),
        _ => throw new ArgumentOutOfRangeException(nameof(type), type, "no CLR type for it"),
    };

    private SqlBulkCopy BulkCopy(DbTransaction transaction, StoreTable table)
    {
        var bulk = new SqlBulkCopy((SqlConnection)Connection, SqlBulkCopyOptions.Default, (SqlTransaction)transaction)
        {
            DestinationTableName = Dialect.Name(table),
            BulkCopyTimeout = 0,
            BatchSize = 0,
        };
        foreach (var column in table.Columns)
        {
            bulk.ColumnMappings.Add(column.Name, column.Name);
        }

        return bulk;
    }
}
