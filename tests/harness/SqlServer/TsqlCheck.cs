using System.Globalization;
using System.Numerics;
using Microsoft.SqlServer.TransactSql.ScriptDom;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// Checks one batch of T-SQL with Microsoft's own parser (ScriptDom, SQL Server 2022 grammar: TSql160Parser, quoted
/// identifiers on as SqlClient sets them), then walks the parsed tree of every BACKUP and RESTORE for the values SQL
/// Server documents (sqlserver.md): BUFFERCOUNT a positive integer, MAXTRANSFERSIZE a multiple of 65536 up to
/// 4194304, BLOCKSIZE a power of two from 512 to 65536, 1 to 64 backup devices. Options the harness writes are
/// literals, so a value that is not an integer literal is reported too: it could not be checked.
/// </summary>
internal static class TsqlCheck
{
    /// <summary>Every problem of <paramref name="batch"/>: parse errors (line, column, message), then values out of range.</summary>
    public static IReadOnlyList<string> Problems(string batch)
    {
        var parser = new TSql160Parser(initialQuotedIdentifiers: true);
        var tree = parser.Parse(new StringReader(batch), out var errors);
        if (errors.Count > 0)
        {
            return errors.Select(e => string.Create(CultureInfo.InvariantCulture, $"parse error at {e.Line}:{e.Column}: {e.Message}")).ToList();
        }

        var ranges = new RangeVisitor();
        tree.Accept(ranges);
        return ranges.Problems;
    }

    /// <summary>The statement types in <paramref name="batch"/> (CreateDatabaseStatement, BackupDatabaseStatement, ...).</summary>
    public static IReadOnlyList<string> Statements(string batch)
    {
        var tree = (TSqlScript)new TSql160Parser(true).Parse(new StringReader(batch), out _);
        return tree.Batches.SelectMany(b => b.Statements).Select(s => s.GetType().Name).ToList();
    }

    /// <summary>The BUFFERCOUNT, MAXTRANSFERSIZE and BLOCKSIZE options of every BACKUP and RESTORE in <paramref name="batch"/>, as written.</summary>
    public static IReadOnlyList<(string Statement, string Name, string Value)> TransferOptions(string batch)
    {
        var options = new OptionVisitor();
        new TSql160Parser(true).Parse(new StringReader(batch), out _).Accept(options);
        return options.Found;
    }

    /// <summary>Every BACKUP and RESTORE option with a scalar value: the statement, the option's name in capitals, its value.</summary>
    private abstract class BackupOptionVisitor : TSqlFragmentVisitor
    {
        public override void ExplicitVisit(BackupDatabaseStatement node)
        {
            Devices("BACKUP", node.Devices.Count);
            foreach (var option in node.Options)
            {
                Option("BACKUP", option.OptionKind.ToString().ToUpperInvariant(), option.Value);
            }

            base.ExplicitVisit(node);
        }

        public override void ExplicitVisit(RestoreStatement node)
        {
            Devices("RESTORE", node.Devices.Count);
            foreach (var option in node.Options.OfType<ScalarExpressionRestoreOption>())
            {
                Option("RESTORE", option.OptionKind.ToString().ToUpperInvariant(), option.Value);
            }

            base.ExplicitVisit(node);
        }

        protected virtual void Devices(string statement, int count)
        {
        }

        protected abstract void Option(string statement, string name, ScalarExpression? value);

        protected static bool IsTransferOption(string name) => name is "BUFFERCOUNT" or "MAXTRANSFERSIZE" or "BLOCKSIZE";
    }

    private sealed class OptionVisitor : BackupOptionVisitor
    {
        public List<(string Statement, string Name, string Value)> Found { get; } = [];

        protected override void Option(string statement, string name, ScalarExpression? value)
        {
            if (IsTransferOption(name))
            {
                Found.Add((statement, name, value is Literal literal ? literal.Value : value?.GetType().Name ?? string.Empty));
            }
        }
    }

    private sealed class RangeVisitor : BackupOptionVisitor
    {
        public List<string> Problems { get; } = [];

        protected override void Devices(string statement, int count)
        {
            if (count is < 1 or > 64)
            {
                Problems.Add(string.Create(CultureInfo.InvariantCulture, $"{statement} names {count} devices; SQL Server takes 1 to 64"));
            }
        }

        protected override void Option(string statement, string name, ScalarExpression? value)
        {
            if (!IsTransferOption(name))
            {
                return;
            }

            if (value is not IntegerLiteral literal || !long.TryParse(literal.Value, NumberStyles.None, CultureInfo.InvariantCulture, out var n))
            {
                Problems.Add($"{statement} {name} is not an integer literal, so its range cannot be checked");
                return;
            }

            var allowed = name switch
            {
                "BUFFERCOUNT" => n >= 1,
                "MAXTRANSFERSIZE" => n is >= 65536 and <= 4194304 && n % 65536 == 0,
                _ => n is >= 512 and <= 65536 && BitOperations.IsPow2(n),
            };
            if (!allowed)
            {
                var range = name switch
                {
                    "BUFFERCOUNT" => "a positive integer",
                    "MAXTRANSFERSIZE" => "a multiple of 65536 up to 4194304",
                    _ => "a power of two from 512 to 65536",
                };
                Problems.Add(string.Create(CultureInfo.InvariantCulture, $"{statement} {name} = {n} is out of range: SQL Server takes {range}"));
            }
        }
    }
}
