using System.Data;
using System.Globalization;
using Microsoft.Data.SqlClient;

namespace Bench.Harness.SqlServer;

/// <summary>
/// A connection that runs batches: <see cref="SqlSession"/> on a real server; the seam the target, IFI control and the
/// trace reader work through, so their cleanup and trace flag handling can be tested without one.
/// </summary>
internal interface ISqlSession : IAsyncDisposable
{
    /// <summary>Whether the connection is still open: false once it broke (KILL, an error of severity 20 or more, a failover) or was closed.</summary>
    bool IsOpen { get; }

    /// <summary>Runs <paramref name="batch"/> (each of its <see cref="SqlBatch.Times"/> executions timed); returns the ms of each.</summary>
    Task<IReadOnlyList<double>> ExecuteAsync(SqlBatch batch, Action<string>? messages, CancellationToken cancellationToken, params IReadOnlyList<SqlParameter> parameters);

    /// <summary>Runs <paramref name="batch"/> and reads the rows of its first result set with <paramref name="read"/>, with the batch's messages as they arrive.</summary>
    Task<IReadOnlyList<T>> QueryAsync<T>(SqlBatch batch, Func<IDataRecord, T> read, Action<string>? messages, CancellationToken cancellationToken, params IReadOnlyList<SqlParameter> parameters);
}

/// <summary>What every <see cref="ISqlSession"/> can do with its two methods.</summary>
internal static class SqlSessions
{
    /// <summary>Runs <paramref name="batch"/> and reads the rows of its first result set with <paramref name="read"/>.</summary>
    public static Task<IReadOnlyList<T>> QueryAsync<T>(
        this ISqlSession session, SqlBatch batch, Func<IDataRecord, T> read, CancellationToken cancellationToken, params IReadOnlyList<SqlParameter> parameters) =>
        session.QueryAsync(batch, read, null, cancellationToken, parameters);

    /// <summary>The server's clock (GETDATE(), its local time, as the error log writes it).</summary>
    public static async Task<DateTime> ServerNowAsync(this ISqlSession session, CancellationToken cancellationToken) =>
        (await session.QueryAsync(SqlSession.ClockQuery, r => r.GetDateTime(0), cancellationToken))[0];

    /// <summary>The trace flags on globally (DBCC TRACESTATUS(-1)).</summary>
    public static async Task<HashSet<int>> GlobalFlagsAsync(this ISqlSession session, CancellationToken cancellationToken)
    {
        var rows = await session.QueryAsync(
            IfiScripts.GlobalFlags,
            r => (Flag: Convert.ToInt32(r.GetValue(0), CultureInfo.InvariantCulture), Global: Convert.ToInt32(r.GetValue(2), CultureInfo.InvariantCulture)),
            cancellationToken);
        return rows.Where(r => r.Global == 1).Select(r => r.Flag).ToHashSet();
    }
}
