using System.Globalization;

namespace Bench.Harness.SqlServer;

/// <summary>What the server is: version, edition, platform, and whether this login may do what the harness needs.</summary>
/// <param name="ProductVersion">SERVERPROPERTY('ProductVersion'), e.g. 16.0.4135.4.</param>
/// <param name="ProductLevel">RTM, SP1, ...</param>
/// <param name="Edition">SERVERPROPERTY('Edition').</param>
/// <param name="Separator">The server's path separator ('/' on Linux, '\\' on Windows).</param>
/// <param name="Sysadmin">Whether the login is in sysadmin (global trace flags and xp_readerrorlog need it).</param>
/// <param name="IfiColumn">sys.dm_server_services.instant_file_initialization_enabled: Y, N, or null where the column does not exist.</param>
/// <param name="ModelDataBytes">Size of the model database's primary file: the smallest primary file CREATE DATABASE takes.</param>
public sealed record ServerFacts(string ProductVersion, string ProductLevel, string Edition, char Separator, bool Sysadmin, string? IfiColumn, long ModelDataBytes)
{
    /// <summary>
    /// SERVERPROPERTY('EngineEdition'): 2 Standard (Standard, Web, Business Intelligence), 3 Enterprise (Enterprise,
    /// Developer, Evaluation), 4 Express; 0 when the server did not say.
    /// </summary>
    public int EngineEdition { get; init; }

    /// <summary>The current error log's startup line "Database Instant File Initialization: enabled|disabled" (null: not found, or not readable).</summary>
    public bool? IfiStartupLine { get; init; }

    /// <summary>The server's own word on IFI: the column where it exists, else the startup line.</summary>
    public string IfiSays => IfiColumn is { } column
        ? $"sys.dm_server_services says {column}"
        : IfiStartupLine is { } line ? $"the startup error log line says {(line ? "enabled" : "disabled")}" : "neither sys.dm_server_services nor the error log says";

    /// <summary>The facts in one query.</summary>
    public static SqlBatch Query { get; } = new("""
        SELECT CAST(SERVERPROPERTY('ProductVersion') AS nvarchar(128)) AS product_version,
               CAST(SERVERPROPERTY('ProductLevel') AS nvarchar(128)) AS product_level,
               CAST(SERVERPROPERTY('Edition') AS nvarchar(128)) AS edition,
               CAST(SERVERPROPERTY('PathSeparator') AS nvarchar(1)) AS path_separator,
               IS_SRVROLEMEMBER(N'sysadmin') AS sysadmin,
               (SELECT CAST(size AS bigint) * 8192 FROM sys.master_files WHERE database_id = 3 AND file_id = 1) AS model_bytes,
               CAST(SERVERPROPERTY('EngineEdition') AS int) AS engine_edition
        """);

    /// <summary>
    /// Which server this is and since when (VIEW SERVER STATE: read after the sysadmin check): @@SERVERNAME and
    /// sys.dm_os_sys_info's sqlserver_start_time. A restart changes the time, a failover the name or the time.
    /// </summary>
    public static SqlBatch Identity { get; } = new("SELECT ISNULL(@@SERVERNAME, N'') AS server_name, sqlserver_start_time FROM sys.dm_os_sys_info");

    /// <summary>The current error log's lines that say whether IFI is on (the startup line), for builds without the column.</summary>
    public static SqlBatch StartupLine { get; } = new("EXEC master.dbo.xp_readerrorlog 0, 1, N'Instant File Initialization'");

    /// <summary>The major version (16 = SQL Server 2022).</summary>
    public int Major => int.TryParse(ProductVersion.Split('.')[0], NumberStyles.Integer, CultureInfo.InvariantCulture, out var major) ? major : 0;

    /// <summary>For the manifest and the header.</summary>
    public string Describe() => string.Create(
        CultureInfo.InvariantCulture, $"SQL Server {ProductVersion} {ProductLevel}, {Edition}, on {(Separator == '/' ? "Linux" : "Windows")}");

    /// <summary>Reads <see cref="Identity"/>: the server's name and when it started.</summary>
    internal static async Task<ServerIdentity> IdentityAsync(ISqlSession session, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(session);
        return (await session.QueryAsync(Identity, r => new ServerIdentity(r.GetString(0), r.GetDateTime(1)), cancellationToken))[0];
    }

    /// <summary>Reads the facts.</summary>
    internal static async Task<ServerFacts> ReadAsync(ISqlSession session, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(session);
        var row = (await session.QueryAsync(Query, r => (
            Version: r.IsDBNull(0) ? "?" : r.GetString(0),
            Level: r.IsDBNull(1) ? "?" : r.GetString(1),
            Edition: r.IsDBNull(2) ? "?" : r.GetString(2),
            Separator: r.IsDBNull(3) ? "\\" : r.GetString(3),
            Sysadmin: !r.IsDBNull(4) && Convert.ToInt32(r.GetValue(4), CultureInfo.InvariantCulture) == 1,
            Model: r.IsDBNull(5) ? 0 : r.GetInt64(5),
            Engine: r.IsDBNull(6) ? 0 : r.GetInt32(6)), cancellationToken))[0];
        var states = await session.QueryAsync(IfiScripts.State, r => r.IsDBNull(0) ? null : r.GetString(0), cancellationToken);
        var ifi = states.Count > 0 ? states[0] : null;
        var facts = new ServerFacts(row.Version, row.Level, row.Edition, row.Separator is "/" ? '/' : '\\', row.Sysadmin, ifi, row.Model) { EngineEdition = row.Engine };
        if (ifi is not null || !row.Sysadmin)
        {
            return facts;
        }

        // Older builds have no column: the line the server wrote when it started (xp_readerrorlog needs sysadmin).
        var lines = await session.QueryAsync(
            StartupLine,
            r => r.IsDBNull(2) ? string.Empty : r.GetString(2),
            cancellationToken);
        return facts with { IfiStartupLine = ServerTrace.Parse(lines).IfiEnabled };
    }
}
