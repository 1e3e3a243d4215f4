namespace Bench.Results.Manifest;

/// <summary>
/// The names of the targets a run can measure: the one spelling of a target's identity, as <c>--target</c> takes it,
/// a target reports it (<c>ITarget.Name</c>) and the manifest's and results.csv's <c>target</c> field hold it. Compare
/// against these, never against a literal, so that a typo does not compile.
/// </summary>
public static class TargetNames
{
    /// <summary>The same file operations done directly on the volume, without a server (the volume's own pace).</summary>
    public const string Native = "native";

    /// <summary>T-SQL on a SQL Server, which opens and writes its own files.</summary>
    public const string SqlServer = "sqlserver";
}
