using System.Globalization;
using Bench.Results.Units;

namespace Bench.Harness.SqlServer;

/// <summary>
/// What a server refuses before it starts: each check gives the reason a case is skipped (the message number SQL Server
/// would answer with, the sizes or edition at stake, and the fix), or null when the server takes it.
/// </summary>
internal static class ServerLimits
{
    /// <summary>Express's limit on a database's data files: 10 GB (10240 MB; the log is not counted).</summary>
    public const long ExpressDataBytes = 10240L << 20;

    /// <summary>Whether the server is Express (EngineEdition 4).</summary>
    public static bool IsExpress(ServerFacts facts) => facts.EngineEdition == 4;

    /// <summary>Whether the server is Web edition (EngineEdition 2, as Standard: only the Edition text tells them apart).</summary>
    public static bool IsWeb(ServerFacts facts) => facts.Edition.StartsWith("Web", StringComparison.OrdinalIgnoreCase);

    /// <summary>BACKUP ... WITH COMPRESSION fails on Express and Web (Msg 1844): not skipped elsewhere.</summary>
    public static string? CompressionRefusal(ServerFacts facts)
    {
        ArgumentNullException.ThrowIfNull(facts);
        return IsExpress(facts) || IsWeb(facts)
            ? $"BACKUP ... WITH COMPRESSION is not supported on {facts.Edition} (Msg 1844). Fix: a Standard, Enterprise or Developer edition server, or compression=off"
            : null;
    }

    /// <summary>
    /// Why a restore of a compressed backup is skipped on Express and Web: not the RESTORE, which every edition runs, but
    /// the compressed backup it reads, which the edition cannot make (<see cref="CompressionRefusal"/>).
    /// </summary>
    public static string? CompressedFixtureRefusal(ServerFacts facts) => CompressionRefusal(facts) is { } refused
        ? $"{facts.Edition} restores a compressed backup but cannot make the one this case reads: {refused}"
        : null;

    /// <summary>Express refuses a database whose data files pass 10 GB (Msg 1827): to create it, restore it, or fill it as a fixture.</summary>
    public static string? SizeRefusal(ServerFacts facts, long dataBytes)
    {
        ArgumentNullException.ThrowIfNull(facts);
        return IsExpress(facts) && dataBytes > ExpressDataBytes
            ? string.Create(CultureInfo.InvariantCulture,
                $"{facts.Edition} holds at most {ByteSize.Spoken(ExpressDataBytes)} of data files a database (Msg 1827), and this case needs {ByteSize.Spoken(dataBytes)}. Fix: a Standard, Enterprise or Developer edition server, or a size of 10GB or less")
            : null;
    }

    /// <summary>What the profiles hold that this server cannot run, one sentence each (bench doctor); empty when nothing.</summary>
    public static IReadOnlyList<string> CannotRun(ServerFacts facts)
    {
        ArgumentNullException.ThrowIfNull(facts);
        var cannot = new List<string>();
        if (CompressionRefusal(facts) is not null)
        {
            cannot.Add("compressed backups (BACKUP ... WITH COMPRESSION, Msg 1844): the compression=on backup cases are skipped, and the restores from them, whose compressed backup this edition cannot make (every edition restores one)");
        }

        if (IsExpress(facts))
        {
            cannot.Add(string.Create(CultureInfo.InvariantCulture,
                $"databases of more than {ByteSize.Spoken(ExpressDataBytes)} of data (Msg 1827): larger creates, backups and restores (the full profile's 16 GB and 50 GB) are skipped"));
        }

        return cannot;
    }

    /// <summary>
    /// CREATE DATABASE refuses a primary data file smaller than the model database's (Msg 1803): 8 MB since SQL Server
    /// 2016, so seed 002's 4 MB file cannot be made there.
    /// </summary>
    public static string? ModelRefusal(ServerFacts facts, long dataFileBytes)
    {
        ArgumentNullException.ThrowIfNull(facts);
        return dataFileBytes >= facts.ModelDataBytes
            ? null
            : string.Create(CultureInfo.InvariantCulture,
                $"CREATE DATABASE refuses a primary data file smaller than the model database's (Msg 1803): this case asks for {ByteSize.Spoken(dataFileBytes)} and model's is {ByteSize.Spoken(facts.ModelDataBytes)} on this server (8 MB since SQL Server 2016; seed 002's 4 MB predates it). Fix: a size (initial_size for autogrow) of {ByteSize.Format(facts.ModelDataBytes)} or more");
    }
}
