using System.Data.Common;
using System.Globalization;
using Bench.Store.Folder;
using Bench.Store.Schema;

namespace Bench.Store.DuckDb;

/// <summary>
/// samples.csv as a DuckDB query: <c>read_csv</c> with the file's own columns named and typed (no sniffing), the
/// run id in front, repetition NULL where the file predates it. Lines DuckDB cannot read (a torn last line of a killed
/// run) are left out and reported, never guessed at. Both stores load samples through it: DuckDB inserts from it,
/// SQL Server bulk-copies its reader.
/// </summary>
public static class SamplesCsv
{
    /// <summary>The SELECT giving the store's sample columns, with the file and the run id as parameters.</summary>
    public static string Select(SamplesFile samples, string pathParameter, string runIdParameter)
    {
        ArgumentNullException.ThrowIfNull(samples);
        var types = string.Join(", ", samples.Header.Select(name =>
            $"'{name.Replace("'", "''", StringComparison.Ordinal)}': '{(SamplesFile.Known.TryGetValue(name, out var type) ? DuckDbType(type) : "VARCHAR")}'"));
        var dialect = Sql.DuckDbDialect.Instance;
        var columns = StoreSchema.Samples.Columns.Select(c => c.Name switch
        {
            StoreSchema.RunId => $"CAST({runIdParameter} AS VARCHAR) AS {dialect.Quote(c.Name)}",
            _ when samples.Has(c.Name) => dialect.Quote(c.Name),
            _ => $"CAST(NULL AS {DuckDbType(c.Type)}) AS {dialect.Quote(c.Name)}",
        });
        return $"SELECT {string.Join(", ", columns)} FROM read_csv({pathParameter}, header = true, auto_detect = false, "
            + $"delim = ',', quote = '\"', escape = '\"', columns = {{{types}}}, store_rejects = true)";
    }

    /// <summary>What the last <see cref="Select"/> on <paramref name="connection"/> left out, as a note; null when nothing.</summary>
    public static string? Rejected(DbConnection connection, DbTransaction? transaction, SamplesFile samples)
    {
        ArgumentNullException.ThrowIfNull(connection);
        ArgumentNullException.ThrowIfNull(samples);
        using var command = connection.CreateCommand();
        command.Transaction = transaction;
        command.CommandText = "SELECT count(DISTINCT line), min(line), arg_min(error_message, line) FROM reject_errors";
        using var reader = command.ExecuteReader();
        if (!reader.Read() || reader.GetInt64(0) == 0)
        {
            return null;
        }

        return string.Create(
            CultureInfo.InvariantCulture,
            $"{samples.Path}: {reader.GetInt64(0)} line(s) could not be read and were left out (first: line {reader.GetValue(1)}: {reader.GetString(2)})");
    }

    private static string DuckDbType(ColumnType type) => Sql.DuckDbDialect.Instance.TypeName(type);
}
