namespace Bench.Scenarios.Targets;

/// <summary>An optional description of the server a target runs its cases on.</summary>
public interface IServerInfo
{
    /// <summary>Product, version, edition and platform (the manifest's sql_server).</summary>
    string Product { get; }

    /// <summary>Lines for the console before the first case (where its files are, what was cleaned).</summary>
    IReadOnlyList<string> Details { get; }
}
