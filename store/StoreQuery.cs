namespace Bench.Store;

/// <summary>Which runs to read from a store.</summary>
/// <param name="Fleet">Only runs published into this fleet; null: all.</param>
/// <param name="Since">Only runs that started at or after this time (UTC); null: all.</param>
public sealed record StoreQuery(string? Fleet = null, DateTime? Since = null)
{
    /// <summary>Every run.</summary>
    public static StoreQuery All { get; } = new();
}
