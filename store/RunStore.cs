using Bench.Store.DuckDb;
using Bench.Store.SqlServer;

namespace Bench.Store;

/// <summary>
/// Opens the store a <c>--to</c> / <c>--from</c> argument names: a SQL Server connection string (it has
/// <c>key=value</c> pairs naming a server) or else a DuckDB file path.
/// </summary>
public static class RunStore
{
    private static readonly string[] ServerKeys = ["server", "data source", "address", "addr", "network address"];

    /// <summary>Whether <paramref name="target"/> is a SQL Server connection string rather than a file path.</summary>
    public static bool IsConnectionString(string target)
    {
        ArgumentNullException.ThrowIfNull(target);
        return target.Split(';', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)
            .Select(pair => pair.Split('=', 2))
            .Any(pair => pair.Length == 2 && ServerKeys.Contains(pair[0].Trim().ToLowerInvariant(), StringComparer.Ordinal));
    }

    /// <summary>
    /// Whether <paramref name="failure"/> means the SQL Server store <paramref name="target"/> names could not be used
    /// (the server refused or failed: exit 3, try again later) rather than that the argument is wrong (exit 2).
    /// </summary>
    public static bool IsUnavailable(Exception failure, string target) =>
        failure is StoreException { InnerException: System.Data.Common.DbException } && IsConnectionString(target);

    /// <summary>Opens the store for publishing: a DuckDB file is created when missing.</summary>
    public static IRunStore OpenForPublish(string target) => Open(target, create: true);

    /// <summary>Opens the store for reading: a missing DuckDB file is an error, not a new empty store.</summary>
    public static IRunStore OpenForRead(string target) => Open(target, create: false);

    /// <summary>A description of <paramref name="target"/> safe for messages (no password).</summary>
    public static string Describe(string target) =>
        IsConnectionString(target) ? SqlServerRunStore.Describe(target) : $"DuckDB store {Path.GetFullPath(target)}";

    private static IRunStore Open(string target, bool create)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(target);
        return IsConnectionString(target) ? SqlServerRunStore.Open(target) : DuckDbRunStore.Open(target, create);
    }
}
