namespace Bench.Harness.SqlServer;

/// <summary>Quoting for the T-SQL the harness writes: names in brackets, strings as N'...'.</summary>
public static class Tsql
{
    /// <summary>[name], with ] doubled.</summary>
    public static string Name(string name) => "[" + (name ?? throw new ArgumentNullException(nameof(name))).Replace("]", "]]", StringComparison.Ordinal) + "]";

    /// <summary>N'text', with ' doubled.</summary>
    public static string Text(string text) => "N'" + (text ?? throw new ArgumentNullException(nameof(text))).Replace("'", "''", StringComparison.Ordinal) + "'";
}
