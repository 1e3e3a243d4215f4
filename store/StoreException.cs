namespace Bench.Store;

/// <summary>A store refused or failed an operation; the message names the store (never a password) and what was done.</summary>
public sealed class StoreException : Exception
{
    /// <summary>An empty failure.</summary>
    public StoreException()
    {
    }

    /// <summary>A failure with its message.</summary>
    public StoreException(string message)
        : base(message)
    {
    }

    /// <summary>A failure with its message and cause.</summary>
    public StoreException(string message, Exception innerException)
        : base(message, innerException)
    {
    }
}
