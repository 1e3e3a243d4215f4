namespace Bench.Store.Schema;

/// <summary>The layout of each record type, built once.</summary>
public static class RecordLayout
{
    /// <summary>The layout of <typeparamref name="T"/>.</summary>
    public static RecordLayout<T> Of<T>()
        where T : class => Cache<T>.Layout;

    private static class Cache<T>
        where T : class
    {
        public static readonly RecordLayout<T> Layout = new();
    }
}
