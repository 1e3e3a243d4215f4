using Bench.Harness.Configuration;

namespace Bench.Harness.Tests.Cli;

/// <summary>A password given to bench leaves no trace: not on the console, not in any file under the output or data folders.</summary>
public sealed class SecretsTests : CommandTest
{
    private const string Password = "Hunter2!Secret-7731";


    public static TheoryData<string[]> Commands() => new()
    {
        { ["run", "--target", "sqlserver", "--connection", $"Server=db;User Id=sa;Password={Password};TrustServerCertificate=true"] },
        { ["run", "--connection", $"Server=db;uid=sa;pwd={Password}"] },
        { ["run", "--conection", $"Server=db;Password={Password}"] },
        { ["run", $"Password={Password}"] },
    };

    [Theory]
    [MemberData(nameof(Commands))]
    public async Task A_password_never_reaches_the_console_or_a_file(string[] args)
    {
        var exit = await Bench([.. args, "--data-dir", Temp["data"], "--out", Temp["runs"]]);

        // Refused (2), or, for the sqlserver target, a server that cannot be reached (3): nothing ran either way.
        Assert.Contains(exit, new[] { ExitCodes.BadInput, ExitCodes.Environment });
        Assert.DoesNotContain(Password, Cli.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("Hunter2", Cli.Output, StringComparison.Ordinal);
        var files = Directory.EnumerateFiles(Temp.Path, "*", SearchOption.AllDirectories).ToList();
        Assert.All(files, f => Assert.DoesNotContain(Password, File.ReadAllText(f), StringComparison.Ordinal));
    }

    [Theory]
    [InlineData("Server=x;Password=abc;Database=y", "Server=x;Password=***;Database=y")]
    [InlineData("pwd = 'a;b' ; x=1", "pwd=*** ; x=1")]
    [InlineData("PASSWORD=\"q\"", "PASSWORD=***")]
    [InlineData("no secret here", "no secret here")]
    [InlineData("Server=127.0.0.1,49153;Database=master;User Id=sa;Password=Bn1!xYz23;TrustServerCertificate=True", "Server=127.0.0.1,49153;Database=master;User Id=sa;Password=***;TrustServerCertificate=True")]
    public void Passwords_are_redacted_from_text(string text, string redacted) => Assert.Equal(redacted, Secrets.Redact(text));

    [Fact]
    public void A_failed_connection_keeps_its_innermost_cause_and_no_password()
    {
        var refused = new System.Net.Sockets.SocketException((int)System.Net.Sockets.SocketError.ConnectionRefused);
        var chain = new InvalidOperationException(
            "A network-related or instance-specific error occurred while establishing a connection to SQL Server. (provider: TCP Provider, error: 35 - An internal exception was caught) Password=Hunter2",
            new IOException("An internal exception was caught", refused));

        var said = Secrets.RedactWithCause(chain, "cannot be used: " + chain.Message);

        Assert.Equal(
            $"cannot be used: A network-related or instance-specific error occurred while establishing a connection to SQL Server. (provider: TCP Provider, error: 35 - An internal exception was caught) Password=*** (cause: {refused.Message})",
            said);
        Assert.Contains("refused", refused.Message, StringComparison.OrdinalIgnoreCase);
        Assert.Equal("Server=x;Password=***", Secrets.RedactWithCause(new ArgumentException("Server=x;Password=abc")));
        Assert.Equal("timed out (cause: Password=***)", Secrets.RedactWithCause(new TimeoutException("timed out", new IOException("Password=abc"))));
        // SqlClient on Linux: the refused port's SocketException says "Success" (error 0); the cause before it is said, or none.
        var success = new System.Net.Sockets.SocketException(0);
        Assert.Equal("error: 35 (cause: Connection refused)", Secrets.RedactWithCause(new InvalidOperationException("error: 35", new IOException("Connection refused.", success))));
        Assert.Equal("error: 35", Secrets.RedactWithCause(new InvalidOperationException("error: 35", success)));
    }
}
