using System.Globalization;

namespace Bench.Harness.SqlServer;

/// <summary>
/// The exposure check (seed 002) as T-SQL, for the sqlserver target: a throwaway database filled with rows of the
/// marker, dropped; a database created with the same file names over the space it freed; then pages past what the
/// new database has allocated, read with DBCC PAGE (trace flag 3604 sends its output to the client, as the seed did).
/// The harness searches the returned page dumps for the marker.
/// </summary>
public static class ExposureScript
{
    /// <summary>Pages of 8 KB in a megabyte.</summary>
    public const int PagesPerMb = 128;

    /// <summary>The batches before the scan: fill, drop, create again.</summary>
    /// <param name="database">The database of the case (bench_*); the throwaway one is named after it.</param>
    /// <param name="directory">Folder of the files, as the server sees it.</param>
    /// <param name="sizeMb">Size of the data file, MB.</param>
    /// <param name="logKb">Size of the log file, KB (the case's log_size).</param>
    /// <param name="marker">The marker text (letters, digits and '-'; repeated to fill each row).</param>
    /// <param name="separator">The server's path separator.</param>
    public static IReadOnlyList<SqlBatch> Prepare(string database, string directory, int sizeMb, long logKb, string marker, char separator)
    {
        ArgumentNullException.ThrowIfNull(database);
        ArgumentNullException.ThrowIfNull(directory);
        ArgumentNullException.ThrowIfNull(marker);
        if (marker.Length == 0 || !marker.All(c => char.IsAsciiLetterOrDigit(c) || c == '-'))
        {
            throw new ArgumentException("the marker is letters, digits and '-' only", nameof(marker));
        }

        var folder = directory.TrimEnd('/', '\\') + separator;
        var filler = database + "_marker";
        var rows = sizeMb * PagesPerMb * 9 / 10;
        return
        [
            new(Create(filler, folder, database, sizeMb, logKb)),
            new(string.Create(CultureInfo.InvariantCulture, $"""
                USE {Tsql.Name(filler)};
                CREATE TABLE dbo.M (c CHAR(8000) NOT NULL);
                INSERT dbo.M (c) SELECT TOP ({rows}) REPLICATE(CONVERT(VARCHAR(MAX), '{marker}'), {8000 / marker.Length}) FROM sys.all_columns a CROSS JOIN sys.all_columns b;
                CHECKPOINT;
                """)),
            new($"USE master; DROP DATABASE {Tsql.Name(filler)}"),
            new(Create(database, folder, database, sizeMb, logKb)),
        ];
    }

    /// <summary>
    /// One DBCC PAGE of page <paramref name="page"/> of file 1 (print option 2: the whole page in hex, to this
    /// connection as messages; NO_INFOMSGS would silence the dump itself).
    /// </summary>
    public static SqlBatch Page(string database, long page) =>
        new(string.Create(CultureInfo.InvariantCulture, $"DBCC TRACEON(3604) WITH NO_INFOMSGS; DBCC PAGE({Tsql.Text(database)}, 1, {page}, 2)"));

    /// <summary>
    /// The pages of file 1 the check reads: at most <paramref name="most"/>, spread evenly from
    /// <paramref name="firstPage"/> (past what CREATE DATABASE copies from model) to the file's end, leaving out the
    /// allocation pages the server writes into every new file (PFS every 8088 pages; GAM, SGAM, DCM and BCM at 2, 3,
    /// 6 and 7 of every 511232-page interval).
    /// </summary>
    public static IReadOnlyList<long> ScanPages(long filePages, long firstPage, int most)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(most, 1);
        var candidates = Math.Max(0, filePages - firstPage);
        var step = Math.Max(1, candidates / most);
        var pages = new List<long>();
        for (var page = firstPage; page < filePages && pages.Count < most; page += step)
        {
            var p = page;
            while (p < filePages && IsAllocationPage(p))
            {
                p++;
            }

            if (p < filePages && (pages.Count == 0 || pages[^1] != p))
            {
                pages.Add(p);
            }
        }

        return pages;
    }

    /// <summary>Pages every data file has, written when it is made: file header, PFS, GAM, SGAM, DCM, BCM, boot.</summary>
    public static bool IsAllocationPage(long page) =>
        page is 0 or 1 or 9 || page % 8088 == 0 || (page % 511232) is 2 or 3 or 6 or 7;

    private static string Create(string name, string folder, string fileStem, int sizeMb, long logKb) => DatabaseScripts.Absent(name) + string.Create(CultureInfo.InvariantCulture, $"""
        CREATE DATABASE {Tsql.Name(name)}
         ON PRIMARY ( NAME = {Tsql.Text(name)}, FILENAME = {Tsql.Text(folder + fileStem + ".mdf")}, SIZE = {sizeMb}MB )
         LOG ON ( NAME = {Tsql.Text(name + "_log")}, FILENAME = {Tsql.Text(folder + fileStem + "_log.ldf")}, SIZE = {logKb}KB )
        """);
}
