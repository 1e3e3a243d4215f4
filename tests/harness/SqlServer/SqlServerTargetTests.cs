using System.Diagnostics;
using System.Net;
using System.Net.Sockets;
using Bench.Results.Csv;
using Bench.Results.Manifest;
using Bench.Scenarios.Matrix;
using Microsoft.Data.SqlClient;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// The sqlserver target from the command line: the refusals that need no server, and every scenario against a real
/// one when BENCH_SQLSERVER is set (a connection string; BENCH_SQLSERVER_DATA_DIR and BENCH_SQLSERVER_SERVER_DIR
/// when the server sees the data directory under another path) or a Docker engine answers (--container).
/// </summary>
public sealed class SqlServerTargetTests : CommandTest
{
    private static string? Connection => Environment.GetEnvironmentVariable("BENCH_SQLSERVER") is { Length: > 0 } c ? c : null;

    /// <summary>Whether Testcontainers finds a Docker engine here (the same detection --container relies on).</summary>
    private static bool DockerAnswers => DotNet.Testcontainers.Configurations.TestcontainersSettings.OS.DockerEndpointAuthConfig is not null;

    private const string NoServer = "no SQL Server: BENCH_SQLSERVER is not set and no Docker engine answers (see README, SQL Server: the integration test)";

    [Fact]
    public async Task Without_a_server_the_sqlserver_target_is_refused_naming_the_two_ways_to_give_one()
    {
        Assert.SkipWhen(Connection is not null, "BENCH_SQLSERVER is set: a server is given");
        var clock = Stopwatch.StartNew();

        var output = await RefusedAsync("run", "--target", "sqlserver");

        HangBound.Check("refused without a server", clock.Elapsed);
        Texts.ContainAll(
            output,
            "'sqlserver' needs a server and none was given",
            "--connection",
            "BENCH_SQLSERVER",
            "--container");
    }

    [Fact]
    public async Task An_unreachable_server_is_refused_with_the_clients_own_error_and_no_password()
    {
        var port = Ports.Closed();
        var clock = Stopwatch.StartNew();

        var output = await UnavailableAsync(
            "run", "--target", "sqlserver", "--connection", $"Server=127.0.0.1,{port};User ID=sa;Password=Hidden-Pass-42;Connect Timeout=3", "--baseline-size", "0");

        HangBound.Check("refused for a closed port, Connect Timeout=3", clock.Elapsed);
        Texts.ContainAll(
            output,
            "connect timeout 3 s",
            "the sqlserver target cannot run",
            "SqlException",
            "connection to SQL Server",
            $"nothing accepts TCP connections on 127.0.0.1 port {port} (bench's own TCP connect was refused)",
            "Fix: start SQL Server");
        Assert.DoesNotContain("Hidden-Pass-42", output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_port_that_never_answers_is_refused_on_the_connect_timeout_the_connection_string_gives()
    {
        using var listener = new TcpListener(IPAddress.Loopback, 0);
        listener.Start();
        var port = ((IPEndPoint)listener.LocalEndpoint).Port;
        using var stop = CancellationTokenSource.CreateLinkedTokenSource(TestContext.Current.CancellationToken);
        var silent = Task.Run(async () =>
        {
            var held = new List<TcpClient>();
            try
            {
                while (!stop.IsCancellationRequested)
                {
                    held.Add(await listener.AcceptTcpClientAsync(stop.Token));
                }
            }
            catch (OperationCanceledException)
            {
            }
            finally
            {
                held.ForEach(c => c.Dispose());
            }
        }, TestContext.Current.CancellationToken);
        var clock = Stopwatch.StartNew();

        var output = await UnavailableAsync("run", "--target", "sqlserver", "--connection", $"Server=127.0.0.1,{port};User ID=sa;Password=x;Connect Timeout=3", "--baseline-size", "0");
        await stop.CancelAsync();
        await silent;

        HangBound.Check("refused for a port that never answers, Connect Timeout=3", clock.Elapsed);
        Assert.Contains("connect timeout 3 s", output, StringComparison.Ordinal);

        // What ended it is the connect timeout the connection string gave (SqlClient's timeout error, -2), not a wait of bench's own.
        Assert.Contains("Connection Timeout Expired", output, StringComparison.Ordinal);
        Assert.Contains("(SqlException -2,", output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_container_without_a_docker_engine_is_refused_naming_the_other_way()
    {
        Assert.SkipWhen(DockerAnswers, "a Docker engine answers here");
        var clock = Stopwatch.StartNew();

        var output = await UnavailableAsync("run", "--target", "sqlserver", "--container", "--baseline-size", "0");

        HangBound.Check("--container refused without a Docker engine", clock.Elapsed);
        Assert.Contains("--container needs a Docker engine, and none answer", output, StringComparison.Ordinal);
        Assert.Contains(Environment.GetEnvironmentVariable("DOCKER_HOST") is null ? "Failed to connect to Docker endpoint" : "DOCKER_HOST", output, StringComparison.Ordinal);
        Assert.Contains("BENCH_SQLSERVER", output, StringComparison.Ordinal);
        Assert.Contains("--connection", output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_server_certificate_this_machine_does_not_trust_is_refused_naming_TrustServerCertificate_without_the_password()
    {
        await using var endpoint = new UntrustedTlsEndpoint(strict: false);

        var output = await UnavailableAsync(
            "run", "--target", "sqlserver", "--connection", $"Server=127.0.0.1,{endpoint.Port};User ID=sa;Password=Cert-Pass-5521;Connect Timeout=5", "--baseline-size", "0");

        Assert.Contains("the sqlserver target cannot run", output, StringComparison.Ordinal);
        Assert.Contains("does not trust the server's certificate", output, StringComparison.Ordinal);
        Assert.Contains("add TrustServerCertificate=True", output, StringComparison.Ordinal);
        Assert.DoesNotContain("Cert-Pass-5521", output, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("--container", "--connection", "one of --connection and --container")]
    [InlineData("--server-dir", null, "for the sqlserver target")]
    public async Task Server_options_that_do_not_go_together_are_refused_before_any_io(string option, string? with, string expected)
    {
        string[] args = option == "--container"
            ? ["run", "--target", "sqlserver", "--container", with!, "Server=x;User ID=sa;Password=y"]
            : ["run", "--server-dir", "/bench/data"];

        Assert.Contains(expected, await RefusedAsync(args), StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_connection_string_the_client_cannot_read_is_refused_before_any_io_without_repeating_it()
    {
        var output = await RefusedAsync("run", "--target", "sqlserver", "--connection", "Srv=db1;Password=Not-This-1");

        Assert.Contains("--connection: not a connection string: keyword 'srv' is not one the SQL Server client takes", output, StringComparison.Ordinal);
        Assert.DoesNotContain("Not-This-1", output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_connection_of_blanks_is_refused_before_any_io()
    {
        var output = await RefusedAsync("run", "--target", "sqlserver", "--connection", "   ");

        Assert.Contains("--connection: it holds only blanks", output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_password_holding_an_unquoted_semicolon_is_not_repeated_when_the_client_reads_its_rest_as_a_keyword()
    {
        var output = await RefusedAsync("run", "--target", "sqlserver", "--connection", "Server=x;User Id=sa;Password=Tr0ub;4dor&3;Database=b");

        Assert.Contains("--connection: not a connection string: the keyword=value pair after its third ';' has a keyword the SQL Server client does not take", output, StringComparison.Ordinal);
        Assert.DoesNotContain("4dor", output, StringComparison.OrdinalIgnoreCase);
        Assert.DoesNotContain("Tr0ub", output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task The_quick_profile_runs_end_to_end_with_ifi_proven_and_the_restore_phases_from_the_servers_own_lines()
    {
        Assert.SkipWhen(Connection is null && !DockerAnswers, NoServer);
        var (dataDir, server) = ServerArguments();

        var exit = await Bench(["run", "--target", "sqlserver", .. server, "--profile", "quick", "--repetitions", "1", "--data-dir", dataDir, "--out", Temp["runs"], "--baseline-size", "64MB", "--no-report"]);

        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(run, RunFiles.Results));
        Assert.True(exit == ExitCodes.Ok, Cli.Output + string.Join("\n", rows.Where(r => r.Status == CaseStatus.Failed).Select(r => $"{r.CaseId}: {r.Error}")));
        Assert.Equal(MatrixPlanner.Plan(Profiles.Get("quick")).Select(c => c.Id.ToString()).Order(StringComparer.Ordinal), rows.Select(r => r.CaseId.ToString()).Order(StringComparer.Ordinal));
        Assert.All(rows.Where(r => r.Status == CaseStatus.Skipped), r => Assert.Contains("Fix:", r.Error, StringComparison.Ordinal));
        var ran = rows.Where(r => r.Status == CaseStatus.Ok).ToList();
        var proven = ran.Where(r => r.Scenario is "create" or "restore" or "exposure").ToList();
        Assert.Contains(proven, r => r.Parameters.Ifi == true);
        Assert.All(proven, r => Assert.True(r.Parameters.Ifi == r.IfiEffective, $"{r.CaseId}: asked ifi={r.Parameters.Ifi}, the error log says {r.IfiEffective}"));
        var restores = ran.Where(r => r.Scenario == "restore").ToList();
        Assert.NotEmpty(restores);
        Assert.All(restores, r =>
        {
            Assert.True(r.AllocateMs is >= 0, $"{r.CaseId}: no allocate phase (Restore: PreparingContainers .. Containers are ready)");
            Assert.True(r.LogZeroMs is >= 0, $"{r.CaseId}: no log zero phase (the .ldf's Zeroing .. Zeroing completed lines)");
            Assert.True(r.TransferMs > 0, $"{r.CaseId}: no transfer phase");
            Assert.True(r.AllocateMs + r.TransferMs <= r.ElapsedMs * 1.05 + 50, $"{r.CaseId}: phases {r.AllocateMs} + {r.TransferMs} ms exceed the restore's {r.ElapsedMs} ms");
        });
        Assert.All(restores.Where(r => r.Parameters.Ifi == false), r => Assert.True(r.AllocateMs > 0, $"{r.CaseId}: IFI off, yet zeroing took no time"));
        Assert.StartsWith("sqlserver: IFI", ManifestFile.Read(run).IfiState, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Every_scenario_runs_against_a_real_server()
    {
        Assert.SkipWhen(Connection is null && !DockerAnswers, NoServer);
        var (dataDir, server) = ServerArguments();

        var exit = await Bench(["run", "--target", "sqlserver", .. server, "--matrix", Matrices.Path("every-scenario.json"), "--data-dir", dataDir, "--out", Temp["runs"], "--baseline-size", "16MB", "--no-report"]);

        var run = Assert.Single(Directory.GetDirectories(Temp["runs"]));
        var rows = CsvTableReader.ReadAll<ResultRow>(Path.Combine(run, RunFiles.Results));
        Assert.True(exit == ExitCodes.Ok, Cli.Output + string.Join("\n", rows.Where(r => r.Status == CaseStatus.Failed).Select(r => $"{r.CaseId}: {r.Error}")));
        Assert.Equal(15, rows.Count);
        Assert.All(rows, r => Assert.Equal("sqlserver", r.Target));
        Assert.All(rows.Where(r => r.Status == CaseStatus.Skipped), r => Assert.Contains("Fix:", r.Error, StringComparison.Ordinal));
        var ran = rows.Where(r => r.Status == CaseStatus.Ok).ToList();
        Assert.Contains(ran, r => r.Scenario == "create");
        Assert.All(ran.Where(r => r.Scenario is "create" or "autogrow" or "restore"), r => Assert.Equal(r.Parameters.Ifi, r.IfiEffective));
        Assert.All(ran.Where(r => r.Scenario == "restore"), r => Assert.True(r.TransferMs > 0 && r.BytesRead > 0, $"{r.CaseId}: transfer {r.TransferMs} ms"));
        Assert.All(ran.Where(r => r.Scenario == "backup"), r => Assert.True(r.ThroughputMbS > 0, r.CaseId.ToString()));
        Assert.All(ran.Where(r => r.Scenario == "autogrow"), r => Assert.NotNull(r.StallMaxMs));
        Assert.Contains(ran, r => r.Scenario == "restore" && !string.IsNullOrEmpty(r.Counters.TopWaits));
        Assert.All(ran.Where(r => r.Scenario == "exposure"), r => Assert.False(string.IsNullOrEmpty(r.Exposure.ExposureVerdict)));
        Assert.All(ran.Where(r => r.Scenario == "exposure" && r.Parameters.Ifi == false), r => Assert.Equal("reads back as zeros", r.Exposure.ExposureVerdict));

        var manifest = ManifestFile.Read(run);
        Assert.StartsWith("SQL Server ", manifest.SqlServer, StringComparison.Ordinal);
        Assert.StartsWith("sqlserver: IFI", manifest.IfiState, StringComparison.Ordinal);
        if (Connection is { } connection)
        {
            var password = new SqlConnectionStringBuilder(connection).Password;
            Assert.All(Directory.GetFiles(run, "*", SearchOption.AllDirectories), f => Assert.DoesNotContain(password, File.ReadAllText(f), StringComparison.Ordinal));
            await using var check = new SqlConnection(connection);
            await check.OpenAsync(TestContext.Current.CancellationToken);
            await using var left = new SqlCommand("SELECT COUNT(*) FROM sys.databases WHERE name LIKE N'bench[_]' + @tag + N'%'", check);
            left.Parameters.AddWithValue("@tag", Harness.SqlServer.SqlServerTarget.Tag(manifest.RunId));
            Assert.Equal(0, (int)(await left.ExecuteScalarAsync(TestContext.Current.CancellationToken))!);
        }

        Assert.False(File.Exists(Path.Combine(dataDir, ".bench-sqlserver-databases")), "every database made was dropped, so the ledger is gone");
    }

    /// <summary>
    /// Where the run's data goes and how bench reaches the server: BENCH_SQLSERVER (with BENCH_SQLSERVER_DATA_DIR and
    /// BENCH_SQLSERVER_SERVER_DIR when the server sees the data directory under another path), else --container.
    /// </summary>
    private (string DataDir, string[] Server) ServerArguments()
    {
        var dataDir = Environment.GetEnvironmentVariable("BENCH_SQLSERVER_DATA_DIR") is { Length: > 0 } d ? Path.Combine(d, Guid.NewGuid().ToString("N")) : Temp["data"];
        string[] server = Connection is { } c
            ? ["--connection", c, .. Environment.GetEnvironmentVariable("BENCH_SQLSERVER_SERVER_DIR") is { Length: > 0 } s ? new[] { "--server-dir", s } : []]
            : ["--container"];
        return (dataDir, server);
    }

    /// <summary>Runs bench with the test's data and out directories; checks it exited 2 (bad input) and wrote neither; returns its output on one line, wrapping undone.</summary>
    private Task<string> RefusedAsync(params string[] args) => EndsWithAsync(ExitCodes.BadInput, args);

    /// <summary>As <see cref="RefusedAsync"/>, for a server that cannot be reached or used: exit 3 (the environment).</summary>
    private Task<string> UnavailableAsync(params string[] args) => EndsWithAsync(ExitCodes.Environment, args);

    private async Task<string> EndsWithAsync(int expected, string[] args)
    {
        var exit = await Bench([.. args, "--data-dir", Temp["data"], "--out", Temp["runs"]]);

        Assert.Equal(expected, exit);
        Assert.False(Directory.Exists(Temp["runs"]), "no run folder");
        Assert.False(Directory.Exists(Temp["data"]), "no data directory left");
        return string.Join(' ', Cli.Output.Split((char[])[' ', '\r', '\n'], StringSplitOptions.RemoveEmptyEntries));
    }
}
