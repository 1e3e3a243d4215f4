using System.Globalization;
using System.Text;
using Bench.Store.Schema;

namespace Bench.Store.Sql;

/// <summary>
/// How one database spells the store's statements: type names, quoting, parameters, and the "create if missing"
/// forms. The tables themselves are described once (<see cref="StoreSchema"/>); each dialect only renders them.
/// </summary>
/// <param name="types">The database's name for each column type.</param>
/// <param name="openQuote">The character that opens a quoted identifier (a closing one inside is doubled).</param>
/// <param name="closeQuote">The character that closes it.</param>
/// <param name="parameterPrefix">What precedes a parameter's name in statement text.</param>
/// <param name="parameterNamePrefix">What precedes it in the name a parameter object carries.</param>
public abstract class SqlDialect(ColumnTypeNames types, char openQuote, char closeQuote, string parameterPrefix, string parameterNamePrefix)
{
    /// <summary>The database's name for a column type.</summary>
    public string TypeName(ColumnType type) => types.Of(type);

    /// <summary>An identifier, quoted.</summary>
    public string Quote(string identifier)
    {
        ArgumentNullException.ThrowIfNull(identifier);
        return $"{openQuote}{identifier.Replace(closeQuote.ToString(), new string(closeQuote, 2), StringComparison.Ordinal)}{closeQuote}";
    }

    /// <summary>How a parameter is written in statement text.</summary>
    public string Parameter(string name) => parameterPrefix + name;

    /// <summary>The name a parameter object carries.</summary>
    public string ParameterName(string name) => parameterNamePrefix + name;

    /// <summary>Creates the store's schema when it is missing.</summary>
    public abstract string CreateSchema();

    /// <summary>Creates <paramref name="table"/> when it is missing (every column; the key not null).</summary>
    public abstract string CreateTable(StoreTable table);

    /// <summary>Adds a column a table created by an older store lacks.</summary>
    public abstract string AddColumn(StoreTable table, StoreColumn column);

    /// <summary>Statements creating the indexes <paramref name="table"/> needs beyond its key, each when missing.</summary>
    public abstract IReadOnlyList<string> CreateIndexes(StoreTable table);

    /// <summary>
    /// Counts the runs with the id parameter <c>run_id</c>, holding that key until the transaction ends, so that two
    /// publishers of one run never both add it.
    /// </summary>
    public abstract string CountRunForUpdate();

    /// <summary>
    /// A statement that, run first in the transaction that makes or completes the schema, keeps a second store
    /// process from doing the same at once; null when the database needs none.
    /// </summary>
    public abstract string? LockSchema();

    /// <summary>The schema-qualified, quoted name of <paramref name="table"/>.</summary>
    public string Name(StoreTable table)
    {
        ArgumentNullException.ThrowIfNull(table);
        return $"{Quote(StoreSchema.Name)}.{Quote(table.Name)}";
    }

    /// <summary>Every column of every store table that exists: (table, column) in each table's column order.</summary>
    public static string ExistingColumns() =>
        "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = "
        + $"'{StoreSchema.Name}' ORDER BY table_name, ordinal_position";

    /// <summary>Inserts one row of <paramref name="table"/> from parameters named as its columns.</summary>
    public string Insert(StoreTable table)
    {
        ArgumentNullException.ThrowIfNull(table);
        return $"INSERT INTO {Name(table)} ({string.Join(", ", table.Columns.Select(c => Quote(c.Name)))}) "
            + $"VALUES ({string.Join(", ", table.Columns.Select(c => Parameter(c.Name)))})";
    }

    /// <summary>Deletes the rows of the run whose id is the parameter <c>run_id</c>.</summary>
    public string DeleteRun(StoreTable table) => $"DELETE FROM {Name(table)} WHERE {Quote(StoreSchema.RunId)} = {Parameter(StoreSchema.RunId)}";

    /// <summary>Counts the rows of the run whose id is the parameter <c>run_id</c>.</summary>
    public string CountRun(StoreTable table) => $"SELECT count(*) FROM {Name(table)} WHERE {Quote(StoreSchema.RunId)} = {Parameter(StoreSchema.RunId)}";

    /// <summary>
    /// Selects <paramref name="table"/>'s columns (NULL for those the stored table lacks) of the runs that
    /// <paramref name="runFilter"/> keeps (a condition on the runs table), in run and file order.
    /// </summary>
    public string SelectRows(StoreTable table, IReadOnlyCollection<string> existing, string runFilter, IReadOnlyList<string> orderBy)
    {
        ArgumentNullException.ThrowIfNull(table);
        ArgumentNullException.ThrowIfNull(existing);
        ArgumentNullException.ThrowIfNull(orderBy);
        var columns = table.Columns.Select(c => existing.Contains(c.Name)
            ? Quote(c.Name)
            : $"CAST(NULL AS {TypeName(c.Type)}) AS {Quote(c.Name)}");
        var query = new StringBuilder()
            .Append(CultureInfo.InvariantCulture, $"SELECT {string.Join(", ", columns)} FROM {Name(table)}");
        if (table == StoreSchema.Runs)
        {
            query.Append(CultureInfo.InvariantCulture, $" WHERE {runFilter}");
        }
        else
        {
            query.Append(CultureInfo.InvariantCulture, $" WHERE {Quote(StoreSchema.RunId)} IN (SELECT {Quote(StoreSchema.RunId)} FROM {Name(StoreSchema.Runs)} WHERE {runFilter})");
        }

        if (orderBy.Count > 0)
        {
            query.Append(" ORDER BY ").Append(string.Join(", ", orderBy.Select(Quote)));
        }

        return query.ToString();
    }

    /// <summary>The column definitions of a CREATE TABLE.</summary>
    protected string ColumnDefinitions(StoreTable table)
    {
        ArgumentNullException.ThrowIfNull(table);
        return string.Join(", ", table.Columns.Select(c =>
            $"{Quote(c.Name)} {TypeName(c.Type)} {(table.PrimaryKey.Contains(c.Name) || c.Name == StoreSchema.RunId ? "NOT NULL" : "NULL")}"));
    }
}
