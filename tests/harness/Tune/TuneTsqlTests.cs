using Bench.Harness.Tests.SqlServer;
using static Bench.Harness.Tests.Tune.Grids;

namespace Bench.Harness.Tests.Tune;

/// <summary>The T-SQL a DBA pastes: the WITH clause and the statement with its backup files.</summary>
public sealed class TuneTsqlTests
{
    [Fact]
    public void A_restore_WITH_clause_gives_the_buffers_and_transfer_size_and_no_compression() =>
        Assert.Equal("BUFFERCOUNT = 64, MAXTRANSFERSIZE = 4194304", TuneTsql.WithClause(TuneOperation.Restore, new TuneSetting(8, 64, 4 * MB, 0, true)));

    [Fact]
    public void A_backup_WITH_clause_adds_BLOCKSIZE_when_chosen_and_says_compression_either_way()
    {
        Assert.Equal(
            "BUFFERCOUNT = 16, MAXTRANSFERSIZE = 1048576, BLOCKSIZE = 65536, COMPRESSION",
            TuneTsql.WithClause(TuneOperation.Backup, new TuneSetting(2, 16, MB, 65536, true)));
        Assert.EndsWith(", NO_COMPRESSION", TuneTsql.WithClause(TuneOperation.Backup, new TuneSetting(2, 16, MB, 0, false)), StringComparison.Ordinal);
    }

    [Fact]
    public void The_statement_names_one_backup_file_per_stripe_and_the_memory_it_takes()
    {
        var sql = TuneTsql.Statement(TuneOperation.Backup, new TuneSetting(3, 13, 2 * MB, 0, true), files: 1, database: "Sales");

        Assert.Equal(
            """
            -- 3 backup files, buffer memory 84 MiB: 13 x 2048 KB x 3 (compression), and 2048 KB per backup file for its own buffer (as --max-memory counts it)
            -- BUFFERCOUNT 13 is the usual estimate of SQL Server's default (backup files x 4 + 1 data file)
            BACKUP DATABASE [Sales]
             TO DISK = N'Sales_1.bak',
                DISK = N'Sales_2.bak',
                DISK = N'Sales_3.bak'
             WITH BUFFERCOUNT = 13, MAXTRANSFERSIZE = 2097152, COMPRESSION;
            """.ReplaceLineEndings("\n"),
            sql);
    }

    [Fact]
    public void A_restore_of_a_compressed_backup_says_so_in_a_comment_as_RESTORE_takes_no_COMPRESSION()
    {
        var sql = TuneTsql.Statement(TuneOperation.Restore, new TuneSetting(1, 64, MB, 0, true), files: 2);

        Assert.Contains("-- measured restoring a backup taken WITH COMPRESSION\nRESTORE DATABASE [YourDatabase]\n FROM DISK = N'YourDatabase_1.bak'\n WITH BUFFERCOUNT = 64, MAXTRANSFERSIZE = 1048576;", sql, StringComparison.Ordinal);
        Assert.DoesNotContain("estimate", sql, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(TuneOperation.Backup)]
    [InlineData(TuneOperation.Restore)]
    public void Every_statement_at_the_corners_of_the_widest_grid_parses_and_keeps_SQL_Servers_ranges(TuneOperation operation)
    {
        var space = TuneSpace.For(operation) with { Stripes = new(1, 64), BufferCount = new(1, 1 << 19), BlockSize = new(512, 64 * 1024) };
        static bool AtAnEnd(Log2Range range, int value) => value == range.Min || value == range.Max;
        var corners = space.Points()
            .Where(p => AtAnEnd(space.Stripes, p.Stripes) && AtAnEnd(space.BufferCount, p.BufferCount) && AtAnEnd(space.MaxTransferSize, p.MaxTransferSize))
            .ToList();

        Assert.Equal(2 * 2 * 2 * 9 * space.Compression.Count, corners.Count);
        Assert.All(corners, p => Assert.Empty(TsqlCheck.Problems(TuneTsql.Statement(operation, p, files: 3, database: "Sales O'Neil]"))));
    }
}
