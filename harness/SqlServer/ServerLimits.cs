using System.Globalization;
using Bench.Results.Units;

namespace Bench.Harness.SqlServer;

/// <summary>
/// What a server refuses before it starts: each check gives the reason a case is skipped (the message number SQL Server
/// would answer with, the sizes or edition at stake, and the fix), or null when the server takes it.
/// </summary>
internal static class ServerLimits
{
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
