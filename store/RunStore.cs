using System.Text.RegularExpressions;
using Bench.Store.DuckDb;
using Bench.Store.SqlServer;

namespace Bench.Store;

/// <summary>
/// Opens the store a <c>--to</c> / <c>--from</c> argument names: a SQL Server connection string (it has
/// <c>key=value</c> pairs naming a server), or a DuckDB file path ending in <see cref="FileExtension"/> (or a file that
/// exists); anything else is refused (<see cref="Problem"/>), so that a mistyped connection string or a URL never
/// becomes a new file of that name.
/// </summary>
public static partial class RunStore
{
    /// <summary>What a new DuckDB store's file name ends with.</summary>
    public const string FileExtension = ".duckdb";

    /// <summary>What a --to or --from may be, for a refusal's "Allowed:".</summary>
    public const string Allowed =
        "a DuckDB file's path ending in .duckdb (e.g. results.duckdb), or a SQL Server connection string naming a server and a database (e.g. Server=host,port;Database=bench;User Id=...;Password=...)";

    private static readonly string[] ServerKeys = ["server", "data source", "address", "addr", "network address"];

    /// <summary>
    /// Why <paramref name="target"/> is neither a store's file nor a SQL Server connection string, said without repeating
    /// a text that may hold a password; null when it is one of them (a connection string's keys and database are checked
    /// as it is opened). A file is a path ending in .duckdb, or a file that exists (a store of another name published
    /// earlier); a URL (postgres://...) and key=value pairs naming no server (Host=...;Databse=...) are neither.
    /// </summary>
    public static string? Problem(string target)
    {
        ArgumentNullException.ThrowIfNull(target);
        if (string.IsNullOrWhiteSpace(target))
        {
            return target.Length == 0 ? "it is empty" : "it holds only blanks";
        }

        if (IsConnectionString(target))
        {
            return null;
        }

        if (Url().Match(target) is { Success: true } url)
        {
            return $"it is a URL ({url.Groups["scheme"].Value}://..., the rest not repeated here), which is not a store bench takes";
        }

        if (target.EndsWith(FileExtension, StringComparison.OrdinalIgnoreCase) || File.Exists(target))
        {
            return null;
        }

        if (target.Contains('=', StringComparison.Ordinal))
        {
            try
            {
                _ = ConnectionStrings.Parse(target);
                return "it is a connection string (not repeated here) that names no server (Server=, Data Source= or Address=)";
            }
            catch (ArgumentException e)
            {
                return $"it is not a SQL Server connection string (not repeated here): {e.Message}";
            }
        }

        return $"'{target}' is not a DuckDB file's path: its name does not end in {FileExtension} and no such file exists";
    }

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

    [GeneratedRegex(@"^(?<scheme>[A-Za-z][A-Za-z0-9+.-]*)://", RegexOptions.CultureInvariant)]
    private static partial Regex Url();

    private static IRunStore Open(string target, bool create)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(target);
        if (Problem(target) is { } problem)
        {
            throw new StoreException($"{problem}. Allowed: {Allowed}");
        }

        return IsConnectionString(target) ? SqlServerRunStore.Open(target) : DuckDbRunStore.Open(target, create);
    }
}
