using System.Net;
using System.Net.Sockets;

namespace Bench.Store.Tests.SqlServer;

/// <summary>What a publish to SQL Server says when it cannot start: these run without a server, and never show the password.</summary>
public sealed class SqlServerConnectionTests
{
    private const string Password = "Sup3r-S3cret-Pa55";

    [Fact]
    public void A_server_that_does_not_answer_is_named_and_the_password_is_not()
    {
        var port = ClosedPort();

        var error = Assert.Throws<StoreException>(() => RunStore.OpenForPublish(
            $"Server=127.0.0.1,{port};Database=bench_fleet;User ID=publisher;Password={Password};Connect Timeout=2;TrustServerCertificate=True"));

        Assert.StartsWith($"SQL Server store 127.0.0.1,{port}, database bench_fleet, user publisher: cannot connect:", error.Message, StringComparison.Ordinal);
        Assert.DoesNotContain(Password, error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_connection_string_without_a_database_is_refused_before_connecting()
    {
        var error = Assert.Throws<StoreException>(() => RunStore.OpenForPublish($"Server=127.0.0.1,{ClosedPort()};User ID=sa;Password={Password}"));

        Assert.Contains("names no database (Database= or Initial Catalog=)", error.Message, StringComparison.Ordinal);
        Assert.DoesNotContain(Password, error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_malformed_connection_string_is_refused_without_repeating_it()
    {
        var error = Assert.Throws<StoreException>(() => RunStore.OpenForPublish($"Server=db1;Database=bench;Password={Password};Colour=blue"));

        Assert.StartsWith("the SQL Server connection string is not valid:", error.Message, StringComparison.Ordinal);
        Assert.DoesNotContain(Password, error.ToString(), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("Server=db1;Database=bench;Password=Ab;cd=ef;User Id=u", "the keyword=value pair after its third ';'")]
    [InlineData("Server=db1;Database=bench;Pwd = Ab;Cd;Encrypt=False", "the keyword=value pair after its third ';'")]
    [InlineData("Server=x;Password=Ab;Cd=ef", "the keyword=value pair after its second ';'")]
    [InlineData("Ab;Cd=ef;Server=x", "its first keyword=value pair")]
    [InlineData("Data Source=x;Password=Ab;D=ef", "the keyword=value pair after its second ';'")]
    public void A_password_holding_a_semicolon_is_said_by_place_never_by_its_text(string text, string where)
    {
        var error = Assert.Throws<StoreException>(() => RunStore.OpenForPublish(text));

        Assert.Contains($"not valid: {where} has a keyword the SQL Server client does not take", error.Message, StringComparison.Ordinal);
        Assert.DoesNotContain("cd", error.Message.Replace("(Password=", string.Empty, StringComparison.Ordinal), StringComparison.OrdinalIgnoreCase);
    }

    [Fact]
    public void An_unknown_keyword_away_from_a_password_is_named()
    {
        var error = Assert.Throws<StoreException>(() => RunStore.OpenForPublish($"Server=db1;Colour=blue;Database=bench;Password={Password}"));

        Assert.Equal("the SQL Server connection string is not valid: keyword 'colour' is not one the SQL Server client takes", error.Message);
    }

    /// <summary>A loopback port that was free a moment ago and has no listener now.</summary>
    private static int ClosedPort()
    {
        using var listener = new TcpListener(IPAddress.Loopback, 0);
        listener.Start();
        return ((IPEndPoint)listener.LocalEndpoint).Port;
    }
}
