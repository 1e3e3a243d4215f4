using System.Diagnostics;
using Microsoft.Data.SqlClient;
using Testcontainers.MsSql;

namespace Bench.Store.Tests.SqlServer;

/// <summary>
/// A SQL Server database for the store's tests: on the server BENCH_SQLSERVER names, else in a container when a Docker
/// engine answers (Testcontainers), else none, with the reason. The database is named bench_store_tests_* and
/// dropped afterwards; nothing else on the server is touched.
/// </summary>
public sealed class SqlServerFixture : IAsyncLifetime
{
    private MsSqlContainer? container;
    private string? server;
    private string? database;

    /// <summary>The test database's connection string, or null when there is no server.</summary>
    public string? ConnectionString { get; private set; }

    /// <summary>Why there is no server.</summary>
    public string Reason { get; private set; } = "no SQL Server: BENCH_SQLSERVER is not set and no Docker engine answers";

    public async ValueTask InitializeAsync()
    {
        if (Environment.GetEnvironmentVariable("BENCH_SQLSERVER") is { Length: > 0 } given)
        {
            server = given;
        }
        else if (DockerAnswers())
        {
            container = new MsSqlBuilder("mcr.microsoft.com/mssql/server:2022-latest").Build();
            await container.StartAsync();
            server = container.GetConnectionString();
        }
        else
        {
            return;
        }

        database = "bench_store_tests_" + Guid.NewGuid().ToString("N")[..8];
        await using (var connection = new SqlConnection(server))
        {
            await connection.OpenAsync();
            await using var command = connection.CreateCommand();
            command.CommandText = $"CREATE DATABASE [{database}]";
            await command.ExecuteNonQueryAsync();
        }

        ConnectionString = new SqlConnectionStringBuilder(server) { InitialCatalog = database }.ConnectionString;
    }

    public async ValueTask DisposeAsync()
    {
        if (server is not null && database is not null)
        {
            SqlConnection.ClearAllPools();
            await using var connection = new SqlConnection(server);
            await connection.OpenAsync();
            await using var command = connection.CreateCommand();
            command.CommandText = $"ALTER DATABASE [{database}] SET SINGLE_USER WITH ROLLBACK IMMEDIATE; DROP DATABASE [{database}]";
            await command.ExecuteNonQueryAsync();
        }

        if (container is not null)
        {
            await container.DisposeAsync();
        }
    }

    private static bool DockerAnswers()
    {
        try
        {
            using var docker = Process.Start(new ProcessStartInfo("docker", "version --format {{.Server.Version}}") { RedirectStandardOutput = true, RedirectStandardError = true });
            return docker is not null && docker.WaitForExit(10_000) && docker.ExitCode == 0;
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return false;
        }
    }
}
