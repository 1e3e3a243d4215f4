using Bench.Store.Sql;
using Microsoft.SqlServer.TransactSql.ScriptDom;
using ColumnType = Bench.Store.Schema.ColumnType;

namespace Bench.Store.Tests.Sql;

/// <summary>No SQL Server runs here: every statement the SQL Server dialect writes is parsed by Microsoft's T-SQL parser.</summary>
public sealed class SqlServerDialectTests
{
    private static readonly SqlServerDialect Dialect = SqlServerDialect.Instance;

    public static TheoryData<string> Statements()
    {
        var data = new TheoryData<string> { Dialect.CreateSchema(), SqlDialect.ExistingColumns(), Dialect.CountRunForUpdate(), Dialect.LockSchema()! };
        foreach (var table in StoreSchema.Tables)
        {
            data.Add(Dialect.CreateTable(table));
            data.Add(Dialect.AddColumn(table, table.Columns[^1]));
            data.Add(Dialect.Insert(table));
            data.Add(Dialect.DeleteRun(table));
            data.Add(Dialect.CountRun(table));
            data.Add(Dialect.SelectRows(table, table.Columns.Skip(1).Select(c => c.Name).ToList(), "[fleet] = @fleet AND [started_utc] >= @since", [StoreSchema.RunId]));
            foreach (var index in Dialect.CreateIndexes(table))
            {
                data.Add(index);
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Statements))]
    public void Every_statement_is_valid_T_SQL(string sql)
    {
        var parser = new TSql160Parser(initialQuotedIdentifiers: true);

        parser.Parse(new StringReader(sql), out var errors);

        Assert.True(errors.Count == 0, $"{sql}\n{string.Join("\n", errors.Select(e => $"{e.Line}:{e.Column} {e.Message}"))}");
    }

    [Fact]
    public void Row_tables_are_clustered_by_run_and_position_and_runs_by_their_key()
    {
        Assert.Contains("CREATE CLUSTERED INDEX [CX_results] ON [bench].[results] ([run_id], [ordinal])", Assert.Single(Dialect.CreateIndexes(StoreSchema.Results)), StringComparison.Ordinal);
        Assert.Contains("CONSTRAINT [PK_runs] PRIMARY KEY CLUSTERED ([run_id])", Dialect.CreateTable(StoreSchema.Runs), StringComparison.Ordinal);
        Assert.Empty(Dialect.CreateIndexes(StoreSchema.Runs));
    }

    [Theory]
    [InlineData(ColumnType.Key, "nvarchar(256)")]
    [InlineData(ColumnType.Text, "nvarchar(max)")]
    [InlineData(ColumnType.Document, "nvarchar(max)")]
    [InlineData(ColumnType.Whole32, "int")]
    [InlineData(ColumnType.Whole64, "bigint")]
    [InlineData(ColumnType.Real, "float")]
    [InlineData(ColumnType.Boolean, "bit")]
    [InlineData(ColumnType.Timestamp, "datetime2(6)")]
    public void Column_kinds_have_the_documented_types(ColumnType type, string name) => Assert.Equal(name, Dialect.TypeName(type));
}
