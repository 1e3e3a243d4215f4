using System.Data;
using System.Globalization;
using Microsoft.Data.SqlClient;
using Microsoft.SqlServer.TransactSql.ScriptDom;
using SqlBatch = Bench.Harness.SqlServer.SqlBatch;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// A session whose error log behaves as the published samples show a real one does, for <see cref="ServerTrace"/>: the
/// clock (GETDATE()) answers <see cref="Now"/>; xp_readerrorlog returns the lines of <see cref="Log"/> (in file order,
/// each stamped as the log stamps it) from @start to @end; the batch's own filter and ORDER BY are then applied, with
/// rows the ORDER BY leaves tied returned in reverse file order (an order ORDER BY allows: it guarantees nothing for
/// ties). What a real server does beyond the samples is not proven here.
/// </summary>
internal sealed class ErrorLogSession : ISqlSession
{
    /// <summary>What GETDATE() answers.</summary>
    public DateTime Now { get; set; } = new(2026, 11, 22, 10, 15, 0, 283, DateTimeKind.Unspecified);

    /// <summary>This session's @@SPID.</summary>
    public int Spid { get; set; } = 52;

    /// <summary>The current error log's lines in file order: LogDate, ProcessInfo, Text.</summary>
    public List<(DateTime Stamp, string Process, string Text)> Log { get; } = [];

    /// <summary>The parameters of every error log read, in order.</summary>
    public List<IReadOnlyList<SqlParameter>> Reads { get; } = [];

    public bool IsOpen => true;

    /// <summary>Adds a line of this session, stamped <paramref name="stamp"/>.</summary>
    public ErrorLogSession Line(DateTime stamp, string text)
    {
        Log.Add((stamp, $"spid{Spid}", text));
        return this;
    }

    public Task<IReadOnlyList<double>> ExecuteAsync(SqlBatch batch, Action<string>? messages, CancellationToken cancellationToken, params IReadOnlyList<SqlParameter> parameters) =>
        Task.FromResult<IReadOnlyList<double>>([0.0]);

    public Task<IReadOnlyList<T>> QueryAsync<T>(SqlBatch batch, Func<IDataRecord, T> read, Action<string>? messages, CancellationToken cancellationToken, params IReadOnlyList<SqlParameter> parameters)
    {
        List<object[]> rows = batch.Text == SqlSession.ClockQuery.Text ? [[Now]]
            : batch.Text == IfiScripts.SessionLog.Text ? ReadLog(batch.Text, parameters)
            : [];
        using var table = new DataTable();
        table.Columns.Add("LogDate", typeof(DateTime));
        table.Columns.Add("ProcessInfo", typeof(string));
        table.Columns.Add("Text", typeof(string));
        if (rows.Count > 0 && rows[0].Length == 1)
        {
            table.Columns.Remove("ProcessInfo");
            table.Columns.Remove("Text");
        }

        return FakeRecords.Read(table, rows, read);
    }

    public ValueTask DisposeAsync() => ValueTask.CompletedTask;

    private List<object[]> ReadLog(string text, IReadOnlyList<SqlParameter> parameters)
    {
        Reads.Add(parameters);
        var start = Time(parameters, "@start");
        var end = Time(parameters, "@end");
        var process = $"spid{Spid}";
        var window = Log.Select((l, i) => (Line: l, Id: i + 1))
            .Where(r => (start is null || r.Line.Stamp >= start) && (end is null || r.Line.Stamp <= end) && r.Line.Process == process)
            .ToList();
        IOrderedEnumerable<(( DateTime Stamp, string Process, string Text) Line, int Id)>? sorted = null;
        foreach (var column in OrderBy(text))
        {
            Func<((DateTime Stamp, string Process, string Text) Line, int Id), object> key = column.Equals("id", StringComparison.OrdinalIgnoreCase)
                ? r => r.Id
                : column.Equals("LogDate", StringComparison.OrdinalIgnoreCase) ? r => r.Line.Stamp
                : throw new InvalidOperationException($"the fake does not order by {column}");
            sorted = sorted is null ? window.OrderBy(key) : sorted.ThenBy(key);
        }

        // Ties in reverse file order: what an unstable sort may return.
        var ordered = sorted is null ? window.AsEnumerable() : sorted.ThenByDescending(r => r.Id);
        return [.. ordered.Select(r => new object[] { r.Line.Stamp, r.Line.Process, r.Line.Text })];
    }

    /// <summary>The columns of the batch's last ORDER BY, as ScriptDom parses them.</summary>
    private static List<string> OrderBy(string text)
    {
        var script = new TSql160Parser(true).Parse(new StringReader(text), out var errors);
        if (errors.Count > 0)
        {
            throw new InvalidOperationException($"the batch does not parse: {errors[0].Message}");
        }

        var visitor = new OrderByVisitor();
        script.Accept(visitor);
        return visitor.Columns;
    }

    /// <summary>The window's bound as the server would read it: a datetime as is, a string as SQL Server converts it.</summary>
    private static DateTime? Time(IReadOnlyList<SqlParameter> parameters, string name) =>
        parameters.FirstOrDefault(p => p.ParameterName == name)?.Value switch
        {
            DateTime t => t,
            string s => DateTime.Parse(s, CultureInfo.InvariantCulture),
            _ => null,
        };

    private sealed class OrderByVisitor : TSqlFragmentVisitor
    {
        public List<string> Columns { get; private set; } = [];

        public override void Visit(OrderByClause node) =>
            Columns = [.. node.OrderByElements.Select(e => e.Expression is ColumnReferenceExpression c ? c.MultiPartIdentifier.Identifiers[^1].Value : e.Expression.ToString()!)];
    }
}
