namespace Bench.Harness.Tests;

/// <summary>The matrix files the tests run (Matrices/*.json, copied beside the test binaries).</summary>
internal static class Matrices
{
    public static string Path(string name) => System.IO.Path.Combine(AppContext.BaseDirectory, "Matrices", name);
}
