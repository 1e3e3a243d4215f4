using System.Globalization;

namespace Bench.Harness.SqlServer;

/// <summary>
/// Which server a connection reaches, as it is now: its @@SERVERNAME (<paramref name="Name"/>; another replica after a
/// failover answers another) and when its service started (<paramref name="Started"/>; a restart changes it, the
/// databases on it stay).
/// </summary>
internal sealed record ServerIdentity(string Name, DateTime Started)
{
    /// <inheritdoc/>
    public override string ToString() => string.Create(CultureInfo.InvariantCulture, $"{Name} started {Started:yyyy-MM-dd HH:mm:ss.fff}");
}
