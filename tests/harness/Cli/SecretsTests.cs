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
}
