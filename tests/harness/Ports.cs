using System.Net;
using System.Net.Sockets;

namespace Bench.Harness.Tests;

/// <summary>Loopback ports for tests of what happens when nothing answers.</summary>
internal static class Ports
{
    /// <summary>A loopback port that was free a moment ago and has no listener now.</summary>
    public static int Closed()
    {
        using var listener = new TcpListener(IPAddress.Loopback, 0);
        listener.Start();
        return ((IPEndPoint)listener.LocalEndpoint).Port;
    }
}
