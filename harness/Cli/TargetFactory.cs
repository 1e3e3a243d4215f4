using Bench.Harness.Configuration;
using Bench.Harness.Native;
using Bench.Harness.Runner;
using Bench.Harness.SqlServer;
using Bench.Harness.Volume;
using Bench.Results.Manifest;
using Bench.Scenarios.Targets;
using Microsoft.Data.SqlClient;

namespace Bench.Harness.Cli;

/// <summary>
/// The composition root of <c>bench run</c>: the one place that names the concrete targets. native: the native target
/// on the run's workspace. sqlserver: a server from the connection string or in a container it starts, with its files
/// in the same workspace.
/// </summary>
/// <param name="console">Where it says what it starts and connects to.</param>
public sealed class TargetFactory(IAnsiConsole console) : ITargetFactory
{
    /// <inheritdoc/>
    public Task<ITarget> OpenAsync(RunConfig config, RunWorkspace workspace, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(config);
        ArgumentNullException.ThrowIfNull(workspace);

        // The server's code (and Microsoft.Data.SqlClient, which a catch filter naming SqlException loads when its method
        // is compiled) stays out of a native run's memory: about 2 MB resident (SqlClient and System.Data.Common).
        return config.Options.Target != TargetNames.SqlServer
            ? Task.FromResult<ITarget>(NativeTarget.Open(workspace, config.Options.Durability == RunOptions.SqlServerDurability ? Durability.SqlServer : Durability.None))
            : OpenServerOrSayWhyAsync(config, workspace, cancellationToken);
    }

    /// <summary><see cref="OpenServerAsync"/>, its connection and server errors turned into <see cref="TargetUnavailableException"/>.</summary>
    private async Task<ITarget> OpenServerOrSayWhyAsync(RunConfig config, RunWorkspace workspace, CancellationToken cancellationToken)
    {
        try
        {
            return await OpenServerAsync(config.Options, config.Plan.RunId, config.Plan.Cases.Any(c => c.Id.Ifi == false), workspace, cancellationToken);
        }
        catch (Exception e) when (e is SqlException or ServerUnusableException or ServerErrorException)
        {
            var what = e is SqlException sql ? $"{sql.Message} (SqlException {sql.Number}, class {sql.Class})" : e.Message;
            var said = Secrets.RedactWithCause(e, what);
            if (e is SqlException { Number: not ServerReach.LoginFailed } && !config.Options.Container && config.Options.ConnectionOrEnvironment is { } connection
                && await ServerReach.WhyUnreachableAsync(connection, ServerReach.Timeout, cancellationToken) is { } why)
            {
                said = $"{why}. SqlClient said: {said}";
            }

            throw new TargetUnavailableException(said, e);
        }
    }

    /// <summary>Starts the container when asked, connects, and makes the sqlserver target on the run's directories.</summary>
    private async Task<ITarget> OpenServerAsync(RunOptions options, string runId, bool ifiOffPlanned, RunWorkspace workspace, CancellationToken cancellationToken)
    {
        workspace.ShareWithServer();
        ContainerServer? container = null;
        string connectionString;
        if (options.Container)
        {
            console.MarkupLineInterpolated($"  container: starting {options.Image} with Testcontainers (pulled first if missing; {string.Join(' ', ContainerServer.Command.Skip(1))}; {Path.GetFullPath(options.DataDirectory)} mounted at {ContainerServer.DataMount}) ...");
            container = await ContainerServer.StartAsync(options.Image, options.DataDirectory, options.BackupDirectory, TimeSpan.FromMinutes(10), cancellationToken);
            connectionString = container.ConnectionString;
        }
        else
        {
            connectionString = options.ConnectionOrEnvironment!;
            var builder = new SqlConnectionStringBuilder(connectionString);
            console.MarkupLineInterpolated($"  server: connecting to {builder.DataSource} (connect timeout {builder.ConnectTimeout} s) ...");
            if (options.ServerDataDirectory is not null)
            {
                console.MarkupLineInterpolated(
                    $"  [yellow]server: --server-dir given: the baseline, the probes and the counters measure the volume and the machine bench runs on; with the server on another machine they are not the server's disk[/]");
            }
        }

        try
        {
            return await SqlServerTarget.OpenAsync(
                connectionString, workspace, separator => ServerDirectories.Map(options, workspace.Directory, workspace.BackupDirectory, separator), runId,
                options.Container ? null : Path.GetFullPath(options.DataDirectory), container,
                new ServerStart(ifiOffPlanned, line => console.MarkupLineInterpolated($"  server: {line}")), cancellationToken);
        }
        catch
        {
            if (container is not null)
            {
                await container.DisposeAsync();
            }

            throw;
        }
    }
}
