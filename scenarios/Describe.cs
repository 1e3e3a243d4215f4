using Bench.Results.Cases;

namespace Bench.Scenarios;

/// <summary>What several scenarios' descriptions share, said once.</summary>
internal static class Describe
{
    /// <summary>A scenario whose cases come as IFI twins and whose report compares their times.</summary>
    public static ScenarioInfo IfiCompared(string name, string title, string description) =>
        new(name, title, description) { IfiTwins = true, ComparesIfi = true };

    /// <summary>A case spoken of as the database it makes: its total data size where the case id says it (size x files).</summary>
    public static string Database(CaseId id) =>
        id.Number("size") is { } size ? $"a {ByteSize.Spoken(size * (id.Number("files") ?? 1))} database" : "a database";
}
