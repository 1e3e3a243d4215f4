using System.Data;
using System.Text.RegularExpressions;
using Microsoft.Data.SqlClient;
using SqlBatch = Bench.Harness.SqlServer.SqlBatch;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// A SQL Server as far as the target's cleanup and trace flags go: global trace flags switched by DBCC TRACEON/TRACEOFF
/// and read by DBCC TRACESTATUS(-1), databases made by CREATE/RESTORE (Msg 1801 for a name taken; the guard's THROW when
/// the batch has one) and dropped by DROP, a probe's data file zeroed while a flag it obeys is on, and every batch sent,
/// per connection. A connection can be broken (as KILL or severity 20 leave it) and a batch made to fail.
/// </summary>
internal sealed partial class FakeServer
{
    public HashSet<int> Flags { get; } = [];

    public HashSet<string> Databases { get; } = new(StringComparer.Ordinal);

    /// <summary>What the facts query answers for SERVERPROPERTY('Edition') and 'EngineEdition' (3: Enterprise and Developer).</summary>
    public (string Name, int Engine) Edition { get; set; } = ("Developer Edition (64-bit)", 3);

    /// <summary>
    /// Whether the error log shows a CREATE's log zeroing while trace flags 3004 and 3605 are on, as a real server's does
    /// (on by default: the start stops when the IFI probe's log zeroing does not show).
    /// </summary>
    public bool LogsLogZeroing { get; set; } = true;

    /// <summary>The flag that really switches IFI off here (null: none does).</summary>
    public int? ObeyedOffFlag { get; set; } = 1806;

    /// <summary>
    /// Names someone else creates right after a guard sent on its own let them pass: the guard passes, and the batch that
    /// makes the database then refuses on its own guard line (50001).
    /// </summary>
    public HashSet<string> TakenAfterGuard { get; } = new(StringComparer.Ordinal);

    /// <summary>The messages a batch (by its text) sends to the client, as DBCC PAGE's dump.</summary>
    public Func<string, IEnumerable<string>> Messages { get; set; } = _ => [];

    /// <summary>Fails a batch (by its text) with the exception returned, before it does anything.</summary>
    public Func<string, Exception?> Fail { get; set; } = _ => null;

    public List<Connection> Connections { get; } = [];

    /// <summary>What @@SERVERNAME answers (another replica after a failover answers another).</summary>
    public string Name { get; set; } = "fake";

    /// <summary>sys.dm_os_sys_info's sqlserver_start_time.</summary>
    public DateTime Started { get; set; } = new(2026, 11, 22, 9, 0, 0, DateTimeKind.Unspecified);

    /// <summary>A restart of the service: every connection broken, the flags set with TRACEON gone, a new start time.</summary>
    public void Restart()
    {
        Connections.ForEach(c => c.Broken = true);
        Flags.Clear();
        Started = Started.AddMinutes(5);
    }

    /// <summary>Every batch sent, with the number of the connection that sent it.</summary>
    public List<(int Connection, string Text)> Sent { get; } = [];

    /// <summary>Fails each connection attempt with the exception returned (null: it connects).</summary>
    public Func<Exception?> Refuse { get; set; } = () => null;

    public Func<CancellationToken, Task<ISqlSession>> Connect => _ =>
    {
        if (Refuse() is { } refused)
        {
            return Task.FromException<ISqlSession>(refused);
        }

        var connection = new Connection(this, Connections.Count);
        Connections.Add(connection);
        return Task.FromResult<ISqlSession>(connection);
    };

    private string? lastCreated;

    private void Run(Connection on, string text)
    {
        if (on.Broken)
        {
            throw new InvalidOperationException("Invalid operation. The connection is closed.");
        }

        Sent.Add((on.Number, text));
        if (Fail(text) is { } failure)
        {
            throw failure;
        }

        if (Guard().Match(text) is { Success: true } guard && Databases.Contains(guard.Groups["name"].Value))
        {
            throw new ServerErrorException(50001, $"Msg 50001, Level 16: database {guard.Groups["name"].Value} already exists");
        }

        if (Guard().Match(text) is { Success: true } alone && !Made().IsMatch(text) && TakenAfterGuard.Remove(alone.Groups["name"].Value))
        {
            Databases.Add(alone.Groups["name"].Value);
            return;
        }

        if (Made().Match(text) is { Success: true } made)
        {
            var name = made.Groups["name"].Value;
            if (Databases.Contains(name))
            {
                // 50001: the number of the guard's THROW (DatabaseScripts.Absent).
                throw text.Contains("THROW 50001", StringComparison.Ordinal)
                    ? new ServerErrorException(50001, $"Msg 50001, Level 16: database {name} already exists")
                    : new ServerErrorException(1801, $"Msg 1801, Level 16: Database '{name}' already exists. Choose a different database name.");
            }

            Databases.Add(name);
            lastCreated = name;
        }

        if (Dropped().Match(text) is { Success: true } dropped)
        {
            Databases.Remove(dropped.Groups["name"].Value);
        }

        if (Trace().Match(text) is { Success: true } trace)
        {
            var flag = int.Parse(trace.Groups["flag"].Value, System.Globalization.CultureInfo.InvariantCulture);
            _ = trace.Groups["on"].Value == "ON" ? Flags.Add(flag) : Flags.Remove(flag);
        }
    }

    private List<object[]> Rows(string text)
    {
        if (text == ServerFacts.Query.Text)
        {
            return [["16.0.4135.4", "RTM-CU15", Edition.Name, "/", 1, 8L << 20, Edition.Engine]];
        }

        if (text == ServerFacts.Identity.Text)
        {
            return [[Name, Started]];
        }

        if (text == IfiScripts.State.Text)
        {
            return [["Y"]];
        }

        if (text == IfiScripts.GlobalFlags.Text)
        {
            return [.. Flags.Order().Select(f => new object[] { f, 1, 1, 0 })];
        }

        if (text == SqlSession.ClockQuery.Text)
        {
            return [[DateTime.Now]];
        }

        if (text == IfiScripts.SessionLog.Text && lastCreated is { } name)
        {
            List<object[]> lines = ObeyedOffFlag is { } off && Flags.Contains(off) ? [[DateTime.Now, "spid52", $"Zeroing /d/{name}.mdf from page 0 to 1024 (0x0 to 0x800000)"]] : [];
            if (LogsLogZeroing && Flags.Contains(3004) && Flags.Contains(3605))
            {
                lines.Add([DateTime.Now, "spid52", $"Zeroing /d/{name}_log.ldf from page 0 to 128 (0x0 to 0x100000)"]);
                lines.Add([DateTime.Now, "spid52", $"Zeroing completed on /d/{name}_log.ldf (elapsed = 3 ms)"]);
            }

            return lines;
        }

        return [];
    }

    [GeneratedRegex(@"(?:CREATE|RESTORE) DATABASE \[(?<name>[^\]]+)\]")]
    private static partial Regex Made();

    [GeneratedRegex(@"IF DB_ID\(N'(?<name>[^']+)'\) IS NOT NULL THROW 50001")]
    private static partial Regex Guard();

    [GeneratedRegex(@"DROP DATABASE \[(?<name>[^\]]+)\]")]
    private static partial Regex Dropped();

    [GeneratedRegex(@"DBCC TRACE(?<on>ON|OFF)\((?<flag>\d+), -1\)")]
    private static partial Regex Trace();

    /// <summary>One connection to the fake server.</summary>
    internal sealed class Connection(FakeServer server, int number) : ISqlSession
    {
        public int Number => number;

        public bool Broken { get; set; }

        public bool IsOpen => !Broken;

        public Task<IReadOnlyList<double>> ExecuteAsync(SqlBatch batch, Action<string>? messages, CancellationToken cancellationToken, params IReadOnlyList<SqlParameter> parameters)
        {
            for (var i = 0; i < batch.Times; i++)
            {
                Settled(batch.Text, cancellationToken);
                foreach (var message in server.Messages(batch.Text))
                {
                    messages?.Invoke(message);
                }
            }

            return Task.FromResult<IReadOnlyList<double>>([.. Enumerable.Repeat(0.0, batch.Times)]);
        }

        public Task<IReadOnlyList<T>> QueryAsync<T>(SqlBatch batch, Func<IDataRecord, T> read, Action<string>? messages, CancellationToken cancellationToken, params IReadOnlyList<SqlParameter> parameters)
        {
            Settled(batch.Text, cancellationToken);
            var rows = server.Rows(batch.Text);
            using var table = new DataTable();
            foreach (var value in rows.FirstOrDefault() ?? [])
            {
                table.Columns.Add(null, value.GetType());
            }

            return FakeRecords.Read(table, rows, read);
        }

        public ValueTask DisposeAsync() => ValueTask.CompletedTask;

        /// <summary>Runs a batch; an error it raises is taken as <see cref="SqlSession"/> takes it (a cancellation against the guard's refusal).</summary>
        private void Settled(string text, CancellationToken cancellationToken)
        {
            try
            {
                server.Run(this, text);
            }
            catch (ServerErrorException e) when (cancellationToken.IsCancellationRequested)
            {
                SqlSession.Settle([new SqlSession.RaisedError(e.Number, 16, e.Message)], cancellationToken);
                throw;
            }
        }
    }
}
