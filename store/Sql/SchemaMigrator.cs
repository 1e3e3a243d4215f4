using System.Data.Common;
using Bench.Store.Schema;

namespace Bench.Store.Sql;

/// <summary>
/// A SQL store's schema: made or completed when missing (a store written by an older version gains the tables and
/// columns added since), and what the database holds, tables and their columns in order.
/// </summary>
/// <param name="commands">The store's command helpers.</param>
internal sealed class SchemaMigrator(StoreCommands commands)
{
    private Dictionary<string, List<string>>? existing;
    private bool schemaChecked;

    /// <summary>The columns a stored table has, in its order (empty when the table does not exist).</summary>
    public IReadOnlyList<string> ExistingColumns(StoreTable table)
    {
        ArgumentNullException.ThrowIfNull(table);
        return Existing.GetValueOrDefault(table.Name) ?? [];
    }

    /// <summary>
    /// Makes the schema, or completes it (tables and columns added since, indexes) when missing, once per store, inside
    /// one transaction behind the dialect's lock; then asks again what the store holds.
    /// </summary>
    public void EnsureSchema()
    {
        if (schemaChecked)
        {
            return;
        }

        // Inside one transaction (DDL is transactional in both databases), behind the dialect's lock.
        using (var transaction = commands.Connection.BeginTransaction())
        {
            if (commands.Dialect.LockSchema() is { } lockSchema)
            {
                commands.Execute(lockSchema, transaction);
            }

            commands.Execute(commands.Dialect.CreateSchema(), transaction);
            foreach (var table in StoreSchema.Tables)
            {
                commands.Execute(commands.Dialect.CreateTable(table), transaction);
            }

            var made = ExistingIn(transaction);
            foreach (var table in StoreSchema.Tables)
            {
                foreach (var column in table.Columns.Where(c => !made[table.Name].Contains(c.Name, StringComparer.Ordinal)))
                {
                    commands.Execute(commands.Dialect.AddColumn(table, column), transaction);
                }

                foreach (var index in commands.Dialect.CreateIndexes(table))
                {
                    commands.Execute(index, transaction);
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
    public Dictionary<string, List<string>> Existing => existing ??= ExistingIn(null);

    /// <summary>The tables and their columns as <paramref name="transaction"/> (or, when null, the connection) sees them.</summary>
    private Dictionary<string, List<string>> ExistingIn(DbTransaction? transaction)
    {
        var tables = new Dictionary<string, List<string>>(StringComparer.Ordinal);
        using var command = commands.Command(SqlDialect.ExistingColumns(), transaction);
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
}
