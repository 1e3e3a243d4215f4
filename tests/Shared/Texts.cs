namespace Bench.Tests;

/// <summary>Checks on a text that several tests make.</summary>
public static class Texts
{
    /// <summary>Every one of <paramref name="parts"/> stands in <paramref name="text"/> (ordinal); a failure names the missing one.</summary>
    public static void ContainAll(string text, params string[] parts) =>
        Assert.All(parts, part => Assert.Contains(part, text, StringComparison.Ordinal));
}
