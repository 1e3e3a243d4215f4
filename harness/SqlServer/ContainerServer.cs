using System.Security.Cryptography;
using Docker.DotNet;
using Docker.DotNet.Models;
using DotNet.Testcontainers.Builders;
using DotNet.Testcontainers.Containers;
using Microsoft.Extensions.Logging.Abstractions;
using Testcontainers.MsSql;

namespace Bench.Harness.SqlServer;

/// <summary>
/// SQL Server in a container for <c>--container</c>, started by Testcontainers.MsSql: the image with trace flags
/// 3004, 3605 and 3213 as startup arguments of sqlservr (sqlserver.md: not environment variables), ACCEPT_EULA, a
/// random sa password, the run's data and backup directories bind-mounted so the server writes on the volume under
/// test, its port published on 127.0.0.1 only (<see cref="OnLoopbackOnly"/>), ready when sqlcmd in the container answers <c>SELECT 1</c>. The container is removed on every way out:
/// <see cref="DisposeAsync"/> after the run (the caller's <c>finally</c>, so also after an exception or Ctrl+C), at
/// once when the start fails, is cancelled or times out, and, should the process be killed outright, by
/// Testcontainers' resource reaper (Ryuk), which removes the containers of a session whose process went away.
/// </summary>
public sealed class ContainerServer : IAsyncDisposable
{
    /// <summary>The image used unless --image names another.</summary>
    public const string DefaultImage = "mcr.microsoft.com/mssql/server:2022-latest";

    /// <summary>Where the data directory is mounted inside.</summary>
    public const string DataMount = "/bench/data";

    /// <summary>Where the backup directory is mounted inside.</summary>
    public const string BackupMount = "/bench/backup";

    /// <summary>The container's command: sqlservr with the trace flags the phases and buffers are read from.</summary>
    public static IReadOnlyList<string> Command { get; } = ["/opt/mssql/bin/sqlservr", "-T3004", "-T3605", "-T3213"];

    /// <summary>How long finding a Docker engine may take before bench says there is none.</summary>
    public static readonly TimeSpan EngineTimeout = TimeSpan.FromSeconds(10);

    private const string NoEngineFix =
        "Fix: start Docker (or set DOCKER_HOST to an engine that can see this machine's directories), or point bench at a server with --connection \"Server=host,port;User Id=sa;Password=...;TrustServerCertificate=True\" or the environment variable BENCH_SQLSERVER (docker/compose.yaml starts one by hand)";

    /// <summary>The only host address the container's port is published on.</summary>
    internal const string Loopback = "127.0.0.1";

    private readonly MsSqlContainer container;

    private ContainerServer(MsSqlContainer container, string connectionString)
    {
        this.container = container;
        ConnectionString = connectionString;
    }

    /// <summary>How to reach it (its password is in here and nowhere else bench writes; TrustServerCertificate=True for the image's self-signed certificate).</summary>
    public string ConnectionString { get; }

    /// <summary>Starts the container and waits until it takes a query.</summary>
    /// <param name="image">Image and tag.</param>
    /// <param name="dataDirectory">Host directory mounted at <see cref="DataMount"/>.</param>
    /// <param name="backupDirectory">Host directory mounted at <see cref="BackupMount"/>, or null.</param>
    /// <param name="startTimeout">How long pulling the image (when missing), starting and the first query may take.</param>
    /// <param name="cancellationToken">Stops it (and removes the container).</param>
    /// <exception cref="ServerUnusableException">No Docker engine answers, or the container does not start in time.</exception>
    /// <exception cref="OperationCanceledException">Cancelled; the container is removed.</exception>
    public static async Task<ContainerServer> StartAsync(
        string image, string dataDirectory, string? backupDirectory, TimeSpan startTimeout, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(image);
        ArgumentNullException.ThrowIfNull(dataDirectory);
        var container = await BuildAsync(image, dataDirectory, backupDirectory, cancellationToken);
        using var deadline = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        deadline.CancelAfter(startTimeout);
        try
        {
            await container.StartAsync(deadline.Token);
            return new ContainerServer(container, container.GetConnectionString());
        }
        catch (Exception e) when (e is not OutOfMemoryException)
        {
            var removal = await RemoveAsync(container);

            // A wait cut short by the token surfaces as TimeoutException or as a cancellation: the tokens say which it was.
            if (cancellationToken.IsCancellationRequested)
            {
                throw new OperationCanceledException($"cancelled while the SQL Server container was starting; {removal}", e, cancellationToken);
            }

            throw new ServerUnusableException(
                (deadline.IsCancellationRequested
                    ? $"the SQL Server container ({image}) was not ready within {startTimeout.TotalMinutes:0.#} min (image pull included)"
                    : e switch
                    {
                        ContainerNotRunningException => $"the SQL Server container ({image}) stopped while starting: {Tail(e.Message)}",
                        _ => $"Docker could not start {image}: {Tail(e.Message)}",
                    })
                + $"; {removal}. Fix: check the image name (--image; amd64 images only) and that it can be pulled, or use --connection",
                e);
        }
    }

    /// <summary>Removes the container (its databases go with it; files in the mounted directories are the workspace's).</summary>
    public ValueTask DisposeAsync() => container.DisposeAsync();

    /// <summary>
    /// The container's definition. Finding the Docker engine happens here (Testcontainers pings each endpoint it
    /// knows once per process); it is bounded by <see cref="EngineTimeout"/> so a DOCKER_HOST that does not answer
    /// cannot hold the run.
    /// </summary>
    private static async Task<MsSqlContainer> BuildAsync(string image, string dataDirectory, string? backupDirectory, CancellationToken cancellationToken)
    {
        var password = Password();
        var build = Task.Run(() =>
        {
            var builder = new MsSqlBuilder(image)
                .WithPassword(password)
                .WithCommand([.. Command])
                .WithBindMount(Path.GetFullPath(dataDirectory), DataMount)
                .WithCreateParameterModifier(OnLoopbackOnly)
                .WithLogger(NullLogger.Instance);
            if (backupDirectory is not null)
            {
                builder = builder.WithBindMount(Path.GetFullPath(backupDirectory), BackupMount);
            }

            return builder.Build();
        }, CancellationToken.None);
        try
        {
            return await build.WaitAsync(EngineTimeout, cancellationToken);
        }
        catch (DockerUnavailableException e)
        {
            throw new ServerUnusableException($"--container needs a Docker engine, and none answers ({Details(e)}). {NoEngineFix}", e);
        }
        catch (TimeoutException e)
        {
            throw new ServerUnusableException(
                $"--container needs a Docker engine, and none answered within {EngineTimeout.TotalSeconds:0} s (DOCKER_HOST: {Environment.GetEnvironmentVariable("DOCKER_HOST") ?? "not set"}). {NoEngineFix}", e);
        }
        catch (ArgumentException e)
        {
            throw new ServerUnusableException($"--image '{image}' cannot be used: {e.Message}. Fix: an image name such as {DefaultImage}", e);
        }
    }

    /// <summary>
    /// Publishes the container's ports (1433) on 127.0.0.1 only, as the hand-written <c>docker run -p 127.0.0.1::1433</c>
    /// did: a server with a known sa login is not offered to the network. Testcontainers' WithPortBinding has no host
    /// address (4.16 publishes on every interface, IPv4 and IPv6), so the address is set on the create request itself
    /// (WithCreateParameterModifier), keeping the host port Testcontainers chose (empty: a random one), which it then
    /// reads back as before. Testcontainers connects to 127.0.0.1 for an engine on this machine; an engine elsewhere
    /// (DOCKER_HOST=tcp://other-host) could not reach this machine's directories for the bind mounts anyway, so
    /// --container does not serve it.
    /// </summary>
    internal static void OnLoopbackOnly(CreateContainerParameters parameters)
    {
        ArgumentNullException.ThrowIfNull(parameters);
        if (parameters.HostConfig?.PortBindings is not { } bindings)
        {
            return;
        }

        foreach (var port in bindings.Keys.ToList())
        {
            // One binding per host port: an IPv4 and an IPv6 binding of the same port become one on 127.0.0.1.
            bindings[port] = (bindings[port] ?? [new PortBinding()]).Select(b => b.HostPort ?? string.Empty).Distinct(StringComparer.Ordinal)
                .Select(hostPort => new PortBinding { HostIP = Loopback, HostPort = hostPort }).ToList();
        }
    }

    /// <summary>Removes a container whose start failed; says whether that worked (Ryuk removes it when bench exits otherwise).</summary>
    private static async Task<string> RemoveAsync(MsSqlContainer container)
    {
        try
        {
            await container.DisposeAsync();
            return "the container was removed";
        }
        catch (Exception e) when (e is DockerApiException or HttpRequestException or IOException or TimeoutException or InvalidOperationException)
        {
            return $"removing the container failed ({e.Message}); Testcontainers' reaper removes it when bench exits, or `docker rm -f` it";
        }
    }

    /// <summary>What Testcontainers found at each endpoint it tried, on one line.</summary>
    private static string Details(DockerUnavailableException e) => e.InnerException is AggregateException all && all.InnerExceptions.Count > 0
        ? string.Join("; ", all.InnerExceptions.Select(x => x.Message).Distinct(StringComparer.Ordinal))
        : Tail(e.Message);

    /// <summary>The last lines of a long message (a container's log), on one line.</summary>
    private static string Tail(string message)
    {
        var lines = message.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        return string.Join(" | ", lines.Length <= 12 ? lines : [lines[0], "...", .. lines[^10..]]);
    }

    private static string Password()
    {
        // 3 of 4 classes at least, as the image demands; 24 characters.
        const string letters = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
        return "Bn1!" + RandomNumberGenerator.GetString(letters, 20);
    }
}
