using System.Globalization;
using System.Net.Sockets;
using Microsoft.Data.SqlClient;

namespace Bench.Harness.SqlServer;

/// <summary>
/// Why a server cannot be reached over TCP, found with a TCP connect of bench's own: SqlClient's error for a refused or
/// unreachable port ("A network-related or instance-specific error ... error: 35 - An internal exception was caught", or
/// error 40) does not say which, and on Linux its inner SocketException says "Success" (error 0). The connect names the
/// cause: nothing listening (refused), a host name that does not resolve, or no answer at all (a firewall dropping the
/// packets, a host that is down).
/// </summary>
public static class ServerReach
{
    /// <summary>SQL Server's default TCP port, used when the connection string names none.</summary>
    public const int DefaultPort = 1433;

    /// <summary>SQL Server's "Login failed for user" (18456): the server was reached, no TCP connect is needed to say so.</summary>
    public const int LoginFailed = 18456;

    /// <summary>How long bench's own TCP connect waits for an answer.</summary>
    public static readonly TimeSpan Timeout = TimeSpan.FromSeconds(5);

    /// <summary>Server= forms that are not a plain TCP connect: named pipes, shared memory, the admin connection, LocalDB.</summary>
    private static readonly string[] NotTcp = ["np:", "lpc:", "admin:", "via:", "(localdb)"];

    /// <summary>
    /// The host and TCP port SqlClient connects to for <paramref name="dataSource"/> (the connection string's Server=), or
    /// null where bench cannot tell: named pipes (np:), shared memory (lpc:), LocalDB, a named instance without a port (its
    /// port comes from the SQL Server Browser service).
    /// </summary>
    public static (string Host, int Port)? Endpoint(string? dataSource)
    {
        var source = dataSource?.Trim() ?? string.Empty;
        if (source.StartsWith("tcp:", StringComparison.OrdinalIgnoreCase))
        {
            source = source[4..].Trim();
        }

        if (source.Length == 0 || NotTcp.Any(p => source.StartsWith(p, StringComparison.OrdinalIgnoreCase)))
        {
            return null;
        }

        var comma = source.LastIndexOf(',');
        var host = comma < 0 ? source : source[..comma].Trim();
        int? port = null;
        if (comma >= 0)
        {
            if (!int.TryParse(source[(comma + 1)..].Trim(), NumberStyles.None, CultureInfo.InvariantCulture, out var given) || given is < 1 or > 65535)
            {
                return null;
            }

            port = given;
        }

        var slash = host.IndexOf('\\', StringComparison.Ordinal);
        if (slash >= 0)
        {
            if (port is null)
            {
                return null; // a named instance: the Browser service gives its port
            }

            host = host[..slash];
        }

        host = host.Trim('[', ']');
        if (host is "." or "(local)" || host.Length == 0)
        {
            host = "localhost";
        }

        return (host, port ?? DefaultPort);
    }

    /// <summary>
    /// Why <paramref name="connectionString"/>'s server does not take TCP connections, with the fix, or null when it
    /// does (the error is then past TCP: TLS, the login) or bench cannot tell (see <see cref="Endpoint"/>).
    /// </summary>
    public static async Task<string?> WhyUnreachableAsync(string connectionString, TimeSpan timeout, CancellationToken cancellationToken)
    {
        string? dataSource;
        try
        {
            dataSource = new SqlConnectionStringBuilder(connectionString).DataSource;
        }
        catch (ArgumentException)
        {
            return null;
        }

        if (Endpoint(dataSource) is not { } endpoint)
        {
            return null;
        }

        using var client = new TcpClient();
        using var limit = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        limit.CancelAfter(timeout);
        try
        {
            await client.ConnectAsync(endpoint.Host, endpoint.Port, limit.Token);
            return null;
        }
        catch (OperationCanceledException) when (!cancellationToken.IsCancellationRequested)
        {
            return Said(endpoint, SocketError.TimedOut, timeout);
        }
        catch (SocketException e)
        {
            return Said(endpoint, e.SocketErrorCode, timeout);
        }
    }

    /// <summary>What a TCP connect to <paramref name="endpoint"/> ending in <paramref name="error"/> means, with the fix; null for an error bench has no words for.</summary>
    internal static string? Said((string Host, int Port) endpoint, SocketError error, TimeSpan timeout)
    {
        var (host, port) = endpoint;
        return error switch
        {
            SocketError.ConnectionRefused => string.Create(CultureInfo.InvariantCulture,
                $"nothing accepts TCP connections on {host} port {port} (bench's own TCP connect was refused): SQL Server is not running there, listens on another port, or has TCP/IP switched off. Fix: start SQL Server (Linux: systemctl status mssql-server; Windows: the SQL Server service), give its port in the connection string (Server={host},PORT: Windows, SQL Server Configuration Manager's TCP/IP properties; Linux, the port set with mssql-conf set network.tcpport, 1433 unless changed), or switch TCP/IP on"),
            SocketError.HostNotFound or SocketError.NoData or SocketError.TryAgain => string.Create(CultureInfo.InvariantCulture,
                $"the host name {host} does not resolve (DNS). Fix: check Server= in the connection string, or give the server's IP address"),
            SocketError.TimedOut or SocketError.HostUnreachable or SocketError.NetworkUnreachable or SocketError.HostDown => string.Create(CultureInfo.InvariantCulture,
                $"{host} port {port} did not answer bench's own TCP connect within {timeout.TotalSeconds:0} s ({error}): the host is down or unreachable, or a firewall drops the packets. Fix: check the host is up and the port open in its firewall (Windows: an inbound rule for TCP {port}; Linux: firewall-cmd / ufw)"),
            _ => null,
        };
    }
}
