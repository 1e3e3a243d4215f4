using Docker.DotNet.Models;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// The container of --container publishes its port on 127.0.0.1 only. Checked on the create request Testcontainers
/// hands to its parameter modifiers (no Docker engine runs here to start one): a binding as WithPortBinding(1433, true)
/// makes it (every interface, a random host port) leaves with the loopback address and the same host port; an IPv4 and an
/// IPv6 binding of one host port become one.
/// </summary>
public sealed class ContainerServerTests
{
    [Fact]
    public void The_servers_port_is_published_on_loopback_only_keeping_the_host_port_testcontainers_chose()
    {
        var request = new CreateContainerParameters
        {
            HostConfig = new HostConfig
            {
                PortBindings = new Dictionary<string, IList<PortBinding>>
                {
                    ["1433/tcp"] = [new PortBinding { HostPort = string.Empty }],
                    ["1434/tcp"] = [new PortBinding { HostIP = "0.0.0.0", HostPort = "14340" }, new PortBinding { HostIP = "::", HostPort = "14340" }],
                },
            },
        };

        ContainerServer.OnLoopbackOnly(request);

        var random = Assert.Single(request.HostConfig.PortBindings["1433/tcp"]);
        Assert.Equal(("127.0.0.1", string.Empty), (random.HostIP, random.HostPort));
        var fixedPort = Assert.Single(request.HostConfig.PortBindings["1434/tcp"]);
        Assert.Equal(("127.0.0.1", "14340"), (fixedPort.HostIP, fixedPort.HostPort));
    }

    [Fact]
    public void A_request_without_port_bindings_is_left_as_it_is()
    {
        var request = new CreateContainerParameters { HostConfig = new HostConfig() };

        ContainerServer.OnLoopbackOnly(request);

        Assert.Null(request.HostConfig.PortBindings);
    }
}
