using System.Data;
using System.Diagnostics;
using System.Globalization;
using Microsoft.Data.SqlClient;

namespace Bench.Harness.SqlServer;

/// <summary>
/// One connection to the server and the batches run on it. Messages (STATS percentages, "Processed N pages",
/// message 3014, DBCC output) are delivered as they come (FireInfoMessageEventOnUserErrors), so errors of
/// severity 11 to 16 arrive as messages too: they are collected and thrown as <see cref="ServerErrorException"/>
/// once the batch ends. Commands have no timeout (a restore takes as long as it takes); cancellation sends an
/// attention and the server stops the statement.
/// </summary>
public sealed class SqlSession : ISqlSession
{
    private readonly SqlConnection connection;
    private readonly List<RaisedError> errors = [];
    private Action<string>? onMessage;

    private SqlSession(SqlConnection connection, int spid)
    {
        this.connection = connection;
        Spid = spid;
        connection.InfoMessage += (_, e) =>
        {
            foreach (SqlError error in e.Errors)
            {
                if (error.Class > 10)
                {
                    lock (errors)
                    {
                        errors.Add(new RaisedError(error.Number, error.Class, error.Message));
                    }
                }
                else
                {
                    onMessage?.Invoke(error.Message);
                }
            }
        };
    }

    /// <summary>
    /// The session's first batch, once the login succeeds: its messages in US English whatever the login's default
    /// language (message 3014's "successfully processed N pages in S seconds" and 3211's "N percent processed" are read
    /// by their English text: a German or French login's would be missed, and a backup's time taken from the wall clock),
    /// then its id.
    /// </summary>
    public static SqlBatch OpeningBatch { get; } = new("SET LANGUAGE us_english;\nSELECT @@SPID;");

    /// <summary>The server's clock, asked around each traced batch.</summary>
    public static SqlBatch ClockQuery { get; } = new("SELECT GETDATE()");

    /// <summary>The session id (@@SPID): error log lines of this connection say spid + this.</summary>
    public int Spid { get; }

    /// <inheritdoc/>
    public bool IsOpen => connection.State == ConnectionState.Open;

    /// <summary>
    /// <paramref name="connectionString"/> with ConnectRetryCount=0: SqlClient's idle connection resiliency (1 retry by
    /// default) would reopen a broken session silently under a new spid, so the case's error log lines (read by the
    /// session's spid) would be lost, and after a restart the trace flags the run set would be gone unnoticed. bench
    /// reconnects itself, saying so and checking the server and its flags (SqlServerTarget's ReadyAsync).
    /// </summary>
    internal static string WithoutSilentReconnect(string connectionString) =>
        new SqlConnectionStringBuilder(connectionString) { ConnectRetryCount = 0 }.ConnectionString;

    /// <summary>
    /// Opens a connection with the connection string as given (but for ConnectRetryCount, <see cref="WithoutSilentReconnect"/>) (its Encrypt setting included: encryption is never
    /// switched off here). An unreachable server fails within the connection string's Connect Timeout with the
    /// client's or the server's own error (<see cref="SqlException"/>); a server whose certificate this machine does
    /// not trust fails with <see cref="ServerUnusableException"/>, whose message names the keyword that fixes it.
    /// </summary>
    public static async Task<SqlSession> OpenAsync(string connectionString, CancellationToken cancellationToken)
    {
        var connection = new SqlConnection(WithoutSilentReconnect(connectionString));
        try
        {
            // Messages live only once logged in: a failed login must stay an exception.
            await connection.OpenAsync(cancellationToken);
            connection.FireInfoMessageEventOnUserErrors = true;
            await using var command = new SqlCommand(OpeningBatch.Text, connection);
            var spid = Convert.ToInt32(await command.ExecuteScalarAsync(cancellationToken), CultureInfo.InvariantCulture);
            return new SqlSession(connection, spid);
        }
        catch (SqlException e) when (CertificateRejected(e))
        {
            await connection.DisposeAsync();
            throw new ServerUnusableException(UntrustedCertificate(new SqlConnectionStringBuilder(connectionString), e), e);
        }
        catch
        {
            await connection.DisposeAsync();
            throw;
        }
    }

    /// <summary>
    /// Whether the TLS handshake failed because the server's certificate was not accepted (not a network, protocol or
    /// login failure): the client or the TLS layer under it names the certificate ("Certificate failed chain
    /// validation", "The certificate chain was issued by an authority that is not trusted").
    /// </summary>
    internal static bool CertificateRejected(Exception e) => Causes(e).Any(m => m.Contains("certificate", StringComparison.OrdinalIgnoreCase));

    /// <summary>What failed, in the client's words, and the connection string keyword that fixes it for the Encrypt mode in use.</summary>
    private static string UntrustedCertificate(SqlConnectionStringBuilder builder, SqlException e)
    {
        var said = string.Join(" ", Causes(e).Distinct(StringComparer.Ordinal));
        var fix = builder.Encrypt == SqlConnectionEncryptOption.Strict
            ? "Fix: with Encrypt=Strict (TDS 8) TrustServerCertificate is ignored: give ServerCertificate=<the server's certificate file> or HostNameInCertificate=<the name in it>, or for a local container or self-signed test server use Encrypt=Mandatory;TrustServerCertificate=True"
            : "Fix: for a local container or a self-signed test server add TrustServerCertificate=True to the connection string (the traffic stays encrypted; the certificate is not checked); for a server with a real certificate, trust its issuer on this machine or give HostNameInCertificate=<the name in it>";
        return $"the TLS handshake with {builder.DataSource} failed: this machine does not trust the server's certificate ({said}). Microsoft.Data.SqlClient encrypts every connection by default (Encrypt={builder.Encrypt}) and checks the certificate; bench never turns encryption off. {fix}";
    }

    private static IEnumerable<string> Causes(Exception e)
    {
        for (Exception? x = e; x is not null; x = x.InnerException)
        {
            yield return x.Message.ReplaceLineEndings(" ").Trim();
        }
    }

    /// <summary>Runs <paramref name="batch"/> (each of its <see cref="SqlBatch.Times"/> executions timed); returns the ms of each.</summary>
    /// <param name="batch">The batch.</param>
    /// <param name="messages">Receives every informational message as it arrives (null: dropped).</param>
    /// <param name="cancellationToken">Stops the statement.</param>
    /// <param name="parameters">Parameters the batch names (@start, ...).</param>
    public async Task<IReadOnlyList<double>> ExecuteAsync(
        SqlBatch batch, Action<string>? messages, CancellationToken cancellationToken, params IReadOnlyList<SqlParameter> parameters)
    {
        ArgumentNullException.ThrowIfNull(batch);
        var times = new List<double>(batch.Times);
        for (var i = 0; i < batch.Times; i++)
        {
            var clock = Stopwatch.StartNew();
            await RunAsync(batch.Text, messages, parameters, async command => await command.ExecuteNonQueryAsync(cancellationToken), cancellationToken);
            times.Add(clock.Elapsed.TotalMilliseconds);
        }

        return times;
    }

    /// <summary>Runs <paramref name="batch"/> and reads the rows of its first result set with <paramref name="read"/>, with the batch's messages as they arrive.</summary>
    public async Task<IReadOnlyList<T>> QueryAsync<T>(
        SqlBatch batch, Func<IDataRecord, T> read, Action<string>? messages, CancellationToken cancellationToken, params IReadOnlyList<SqlParameter> parameters)
    {
        ArgumentNullException.ThrowIfNull(batch);
        ArgumentNullException.ThrowIfNull(read);
        var rows = new List<T>();
        await RunAsync(batch.Text, messages, parameters, async command =>
        {
            await using var reader = await command.ExecuteReaderAsync(cancellationToken);
            do
            {
                if (reader.FieldCount == 0)
                {
                    continue;
                }

                while (await reader.ReadAsync(cancellationToken))
                {
                    rows.Add(read(reader));
                }

                break;
            }
            while (await reader.NextResultAsync(cancellationToken));

            return 0;
        }, cancellationToken);
        return rows;
    }

    /// <inheritdoc/>
    public ValueTask DisposeAsync() => connection.DisposeAsync();

    private async Task RunAsync(
        string text, Action<string>? messages, IReadOnlyList<SqlParameter> parameters, Func<SqlCommand, Task<int>> run, CancellationToken cancellationToken)
    {
        lock (errors)
        {
            errors.Clear();
        }

        onMessage = messages;
        try
        {
            await using var command = new SqlCommand(text, connection) { CommandTimeout = 0, CommandType = CommandType.Text };
            foreach (var parameter in parameters)
            {
                command.Parameters.Add(parameter);
            }

            await run(command);
        }
        catch (SqlException e) when (cancellationToken.IsCancellationRequested)
        {
            // The attention stopped the statement: that is a cancellation, not the server's failure.
            throw new OperationCanceledException("cancelled; the server stopped the statement", e, cancellationToken);
        }
        finally
        {
            onMessage = null;
        }

        RaisedError[] raised;
        lock (errors)
        {
            raised = [.. errors];
        }

        Settle(raised, cancellationToken);
    }

    /// <summary>
    /// How a batch that ran to its end is taken, given the errors it raised: cancelled when it was (the attention's
    /// "Operation cancelled by user" may arrive as a message), unless the guard refused (<see cref="DatabaseScripts.ExistsError"/>),
    /// which wins: the batch made nothing, and the caller must know that the database of that name is not the run's.
    /// Otherwise the errors are thrown as one <see cref="ServerErrorException"/>, numbered by the first (the last is
    /// usually the summary, 3013 "... terminating abnormally"; the first says why).
    /// </summary>
    /// <exception cref="OperationCanceledException">Cancelled, and the guard did not refuse.</exception>
    /// <exception cref="ServerErrorException">The server raised an error.</exception>
    internal static void Settle(IReadOnlyList<RaisedError> raised, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(raised);
        if (!raised.Any(e => e.Number == DatabaseScripts.ExistsError))
        {
            cancellationToken.ThrowIfCancellationRequested();
        }

        if (raised.Count > 0)
        {
            throw new ServerErrorException(
                raised[0].Number,
                string.Join(" ", raised.Select(e => string.Create(CultureInfo.InvariantCulture, $"Msg {e.Number}, Level {e.Class}: {e.Message}"))))
            {
                Errors = raised.Select(e => (e.Number, e.Message)).ToList(),
            };
        }
    }

    /// <summary>An error of severity 11 or more the server raised while a batch ran.</summary>
    internal readonly record struct RaisedError(int Number, byte Class, string Message);
}
