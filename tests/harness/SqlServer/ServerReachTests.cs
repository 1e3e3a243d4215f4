using System.Net;
using System.Net.Sockets;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>bench's own TCP connect, which names why a server's port cannot be reached where SqlClient's error does not.</summary>
public sealed class ServerReachTests
{
    [Theory]
    [InlineData("db01", "db01", 1433)]
    [InlineData("tcp:db01,14330", "db01", 14330)]
    [InlineData(" db01 , 1500 ", "db01", 1500)]
    [InlineData(".", "localhost", 1433)]
    [InlineData("(local),1434", "localhost", 1434)]
    [InlineData(@"db01\SQL2022,50123", "db01", 50123)]
    [InlineData("10.0.0.5", "10.0.0.5", 1433)]
    public void A_tcp_server_is_a_host_and_port_with_1433_when_none_is_given(string dataSource, string host, int port)
    {
        Assert.Equal((host, port), ServerReach.Endpoint(dataSource));
    }

    [Theory]
    [InlineData(@"db01\SQL2022")] // the Browser service gives a named instance's port
    [InlineData(@"np:\\db01\pipe\sql\query")]
    [InlineData("lpc:db01")]
    [InlineData("admin:db01")]
    [InlineData(@"(localdb)\MSSQLLocalDB")]
    [InlineData("db01,notaport")]
    [InlineData("db01,70000")]
    [InlineData("")]
    public void A_server_reached_otherwise_than_by_a_plain_tcp_port_is_not_probed(string dataSource)
    {
        Assert.Null(ServerReach.Endpoint(dataSource));
    }

    [Fact]
    public async Task A_closed_port_is_said_to_refuse_with_the_fix_and_a_listening_one_says_nothing()
    {
        var closed = Ports.Closed();
        using var listener = new TcpListener(IPAddress.Loopback, 0);
        listener.Start();
        var open = ((IPEndPoint)listener.LocalEndpoint).Port;

        var refused = await ServerReach.WhyUnreachableAsync($"Server=127.0.0.1,{closed};User ID=sa;Password=x", ServerReach.Timeout, TestContext.Current.CancellationToken);
        var reached = await ServerReach.WhyUnreachableAsync($"Server=tcp:127.0.0.1,{open};User ID=sa;Password=x", ServerReach.Timeout, TestContext.Current.CancellationToken);

        Assert.NotNull(refused);
        Assert.StartsWith($"nothing accepts TCP connections on 127.0.0.1 port {closed}", refused, StringComparison.Ordinal);
        Assert.Contains("Fix: start SQL Server", refused, StringComparison.Ordinal);
        Assert.Null(reached);
    }

    [Fact]
    public void Each_cause_of_a_failed_connect_is_named_with_its_fix()
    {
        var endpoint = ("db01", 1433);

        Assert.StartsWith("the host name db01 does not resolve (DNS)", ServerReach.Said(endpoint, SocketError.HostNotFound, ServerReach.Timeout), StringComparison.Ordinal);
        Assert.StartsWith("db01 port 1433 did not answer bench's own TCP connect within 5 s (TimedOut)", ServerReach.Said(endpoint, SocketError.TimedOut, ServerReach.Timeout), StringComparison.Ordinal);
        Assert.Contains("inbound rule for TCP 1433", ServerReach.Said(endpoint, SocketError.HostUnreachable, ServerReach.Timeout), StringComparison.Ordinal);
        Assert.Null(ServerReach.Said(endpoint, SocketError.AccessDenied, ServerReach.Timeout));
    }
}
