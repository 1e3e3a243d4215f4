using System.Data.Common;

namespace Bench.Store.Sql;

/// <summary>The SQL command helpers of a store: commands on its connection, spelled in its dialect.</summary>
/// <param name="connection">The store's open connection (the store owns it).</param>
/// <param name="dialect">How statements are spelled.</param>
internal sealed class StoreCommands(DbConnection connection, SqlDialect dialect)
{
    /// <summary>The open connection.</summary>
    public DbConnection Connection { get; } = connection;

    /// <summary>How statements are spelled.</summary>
    public SqlDialect Dialect { get; } = dialect;

    /// <summary>A command on the store's connection, inside <paramref name="transaction"/> when given.</summary>
    public DbCommand Command(string sql, DbTransaction? transaction, params (string Name, object? Value)[] parameters)
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
    public int Execute(string sql, DbTransaction? transaction, params (string Name, object? Value)[] parameters)
    {
        using var command = Command(sql, transaction, parameters);
        return command.ExecuteNonQuery();
    }

    /// <summary>Runs a query of one value.</summary>
    public object? Scalar(string sql, DbTransaction? transaction, params (string Name, object? Value)[] parameters)
    {
        using var command = Command(sql, transaction, parameters);
        return command.ExecuteScalar();
    }
}
