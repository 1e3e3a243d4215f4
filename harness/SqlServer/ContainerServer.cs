using System.Diagnostics;
using System.Globalization;
using System.Security.Cryptography;
using Microsoft.Data.SqlClient;

namespace Bench.Harness.SqlServer;

/// <summary>
/// SQL Server in a container for <c>--container</c>, started through the docker command (Testcontainers.MsSql is not
/// restorable from this project's package source; this does what it would): the image with trace flags 3004, 3605 and
/// 3213 on its command line, the run's data and backup directories bind-mounted so the volume under test is the
/// host's, port 1433 published on 127.0.0.1 only, a random sa password that reaches docker through its environment
/// (never a command line or a file), readiness when a login succeeds; removed when the run ends.
/// </summary>
public sealed class ContainerServer : IAsyncDisposable
{
    /// <summary>The image used unless --image names another.</summary>
    public const string DefaultImage = "mcr.microsoft.com/mssql/server:2022-latest";

    /// <summary>Where the data directory is mounted inside.</summary>
    public const string DataMount = "/bench/data";

    /// <summary>Where the backup directory is mounted inside.</summary>
    public const string BackupMount = "/bench/backup";

    private static readonly TimeSpan EngineTimeout = TimeSpan.FromSeconds(10);
    private readonly string id;

    private ContainerServer(string id, string connectionString)
    {
        this.id = id;
        ConnectionString = connectionString;
    }

    /// <summary>How to reach it (its password is in here and nowhere else).</summary>
    public string ConnectionString { get; }

    /// <summary>Starts the container and waits until it takes a login.</summary>
    /// <param name="image">Image and tag.</param>
    /// <param name="dataDirectory">Host directory mounted at <see cref="DataMount"/>.</param>
    /// <param name="backupDirectory">Host directory mounted at <see cref="BackupMount"/>, or null.</param>
    /// <param name="readyTimeout">How long to wait for the first login.</param>
    /// <param name="cancellationToken">Stops it (and removes the container).</param>
    /// <exception cref="ServerUnusableException">No Docker engine answers, or the container does not start.</exception>
    public static async Task<ContainerServer> StartAsync(
        string image, string dataDirectory, string? backupDirectory, TimeSpan readyTimeout, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(image);
        var engine = await DockerAsync(["version", "--format", "{{.Server.Version}}"], null, EngineTimeout, cancellationToken);
        if (engine.Exit != 0)
        {
            throw new ServerUnusableException(
                $"--container needs a Docker engine, and none answers ({engine.Error}). Fix: start Docker, or point bench at a server with --connection \"Server=host,port;User Id=sa;Password=...\" or the environment variable BENCH_SQLSERVER (docker/compose.yaml starts one by hand)");
        }

        var password = Password();
        var name = string.Create(CultureInfo.InvariantCulture, $"bench-mssql-{Environment.ProcessId}-{DateTime.UtcNow:HHmmss}");
        List<string> run =
        [
            "run", "-d", "--name", name, "-e", "ACCEPT_EULA=Y", "-e", "MSSQL_PID=Developer", "-e", "MSSQL_SA_PASSWORD",
            "-p", "127.0.0.1::1433", "-v", $"{Path.GetFullPath(dataDirectory)}:{DataMount}",
        ];
        if (backupDirectory is not null)
        {
            run.AddRange(["-v", $"{Path.GetFullPath(backupDirectory)}:{BackupMount}"]);
        }

        run.AddRange([image, "/opt/mssql/bin/sqlservr", "-T3004", "-T3605", "-T3213"]);
        (int Exit, string Output, string Error) started;
        try
        {
            started = await DockerAsync(run, password, TimeSpan.FromMinutes(15), cancellationToken);
        }
        catch (OperationCanceledException)
        {
            // Cancelled while docker was pulling or creating: the container may exist under its name.
            await DockerAsync(["rm", "-f", name], null, TimeSpan.FromMinutes(1), CancellationToken.None);
            throw;
        }

        if (started.Exit != 0)
        {
            throw new ServerUnusableException($"docker run {image} failed: {started.Error}. Fix: check the image name (--image) and that it can be pulled, or use --connection");
        }

        var server = new ContainerServer(started.Output.Trim(), string.Empty);
        try
        {
            var port = await DockerAsync(["port", server.id, "1433/tcp"], null, EngineTimeout, cancellationToken);
            var address = port.Output.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries).FirstOrDefault(l => l.StartsWith("127.0.0.1:", StringComparison.Ordinal));
            if (port.Exit != 0 || address is null)
            {
                throw new ServerUnusableException($"the container's port 1433 is not published on 127.0.0.1 ({port.Error}{port.Output})");
            }

            var connection = new SqlConnectionStringBuilder
            {
                DataSource = "127.0.0.1," + address["127.0.0.1:".Length..],
                UserID = "sa",
                Password = password,
                TrustServerCertificate = true,
                ConnectTimeout = 5,
            }.ConnectionString;
            await server.WaitReadyAsync(connection, readyTimeout, cancellationToken);
            return new ContainerServer(server.id, connection);
        }
        catch
        {
            await server.DisposeAsync();
            throw;
        }
    }

    /// <summary>Removes the container (its databases go with it; files in the mounted directories are the workspace's).</summary>
    public async ValueTask DisposeAsync() => await DockerAsync(["rm", "-f", id], null, TimeSpan.FromMinutes(1), CancellationToken.None);

    private async Task WaitReadyAsync(string connectionString, TimeSpan timeout, CancellationToken cancellationToken)
    {
        var clock = Stopwatch.StartNew();
        var last = string.Empty;
        while (clock.Elapsed < timeout)
        {
            try
            {
                await using var session = await SqlSession.OpenAsync(connectionString, cancellationToken);
                return;
            }
            catch (SqlException e)
            {
                last = e.Message;
            }

            var running = await DockerAsync(["inspect", "-f", "{{.State.Running}}", id], null, EngineTimeout, cancellationToken);
            if (running.Output.Trim() != "true")
            {
                var logs = await DockerAsync(["logs", "--tail", "15", id], null, EngineTimeout, cancellationToken);
                throw new ServerUnusableException($"the SQL Server container stopped while starting; its last lines: {logs.Output}{logs.Error}");
            }

            await Task.Delay(TimeSpan.FromSeconds(2), cancellationToken);
        }

        throw new ServerUnusableException($"the SQL Server container did not take a login within {timeout.TotalSeconds:0} s (last error: {last})");
    }

    private static string Password()
    {
        // 3 of 4 classes at least, as the image demands; 24 characters.
        const string letters = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
        return "Bn1!" + RandomNumberGenerator.GetString(letters, 20);
    }

    private static async Task<(int Exit, string Output, string Error)> DockerAsync(
        List<string> arguments, string? password, TimeSpan timeout, CancellationToken cancellationToken)
    {
        var start = new ProcessStartInfo("docker") { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        foreach (var argument in arguments)
        {
            start.ArgumentList.Add(argument);
        }

        if (password is not null)
        {
            // "-e MSSQL_SA_PASSWORD" with no value takes it from docker's own environment.
            start.Environment["MSSQL_SA_PASSWORD"] = password;
        }

        Process process;
        try
        {
            process = Process.Start(start) ?? throw new InvalidOperationException("docker did not start");
        }
        catch (System.ComponentModel.Win32Exception e)
        {
            return (-1, string.Empty, $"the docker command is not installed: {e.Message}");
        }

        using (process)
        {
            using var limit = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
            limit.CancelAfter(timeout);
            var output = process.StandardOutput.ReadToEndAsync(limit.Token);
            var error = process.StandardError.ReadToEndAsync(limit.Token);
            try
            {
                await process.WaitForExitAsync(limit.Token);
                return (process.ExitCode, await output, (await error).Trim());
            }
            catch (OperationCanceledException)
            {
                process.Kill(entireProcessTree: true);
                cancellationToken.ThrowIfCancellationRequested();
                return (-1, string.Empty, $"docker {arguments[0]} did not answer within {timeout.TotalSeconds:0} s");
            }
        }
    }
}
