using Microsoft.Data.SqlClient;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// Opening a connection with Microsoft.Data.SqlClient's encryption defaults: a certificate this machine does not
/// trust fails the real TLS handshake (against <see cref="UntrustedTlsEndpoint"/>, not a server), and the error says
/// so and names the keyword that fixes it, without the password; with that keyword the handshake completes, encrypted.
/// </summary>
public sealed class SqlSessionTests
{
    private const string Password = "Cert-Test-Pass-81";

    [Theory]
    [InlineData("Server=db01;User ID=sa;Password=x")]
    [InlineData("Server=db01;User ID=sa;Password=x;ConnectRetryCount=3")]
    public void A_session_never_reconnects_silently_whatever_the_connection_string_says(string given)
    {
        var used = new SqlConnectionStringBuilder(SqlSession.WithoutSilentReconnect(given));

        Assert.Equal(0, used.ConnectRetryCount);
        Assert.Equal("db01", used.DataSource);
        Assert.Equal("x", used.Password);
    }

    [Fact]
    public async Task An_untrusted_certificate_fails_the_handshake_and_the_error_names_TrustServerCertificate()
    {
        await using var endpoint = new UntrustedTlsEndpoint(strict: false);

        var e = await Assert.ThrowsAsync<ServerUnusableException>(() => OpenAsync(endpoint, string.Empty));

        Assert.True(endpoint.HandshakeSeen, "the client reached the TLS handshake");
        Assert.Null(endpoint.FirstEncryptedPacket);
        Assert.IsType<SqlException>(e.InnerException);
        Assert.Contains("does not trust the server's certificate", e.Message, StringComparison.Ordinal);
        Assert.Contains("encrypts every connection by default (Encrypt=True)", e.Message, StringComparison.Ordinal);
        Assert.Contains("add TrustServerCertificate=True", e.Message, StringComparison.Ordinal);
        Assert.Contains("never turns encryption off", e.Message, StringComparison.Ordinal);
        Assert.DoesNotContain(Password, e.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task With_Encrypt_Strict_the_error_says_TrustServerCertificate_is_ignored_and_names_what_works()
    {
        await using var endpoint = new UntrustedTlsEndpoint(strict: true);

        var e = await Assert.ThrowsAsync<ServerUnusableException>(() => OpenAsync(endpoint, "Encrypt=Strict"));

        Assert.True(endpoint.HandshakeSeen, "the client reached the TLS handshake");
        Assert.Contains("Encrypt=Strict (TDS 8) TrustServerCertificate is ignored", e.Message, StringComparison.Ordinal);
        Assert.Contains("ServerCertificate=", e.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task With_TrustServerCertificate_the_handshake_completes_encrypted_and_what_fails_next_is_not_the_certificate()
    {
        await using var endpoint = new UntrustedTlsEndpoint(strict: false);

        // The client's LOGIN7 (0x10) arrives inside TLS; the endpoint then hangs up, so the client fails with its own error, past TLS.
        var e = await Assert.ThrowsAsync<SqlException>(() => OpenAsync(endpoint, "TrustServerCertificate=True"));

        Assert.Equal((byte)0x10, endpoint.FirstEncryptedPacket);
        Assert.False(SqlSession.CertificateRejected(e), e.ToString());
    }

    private static async Task OpenAsync(UntrustedTlsEndpoint endpoint, string extra)
    {
        var connection = $"Server=127.0.0.1,{endpoint.Port};User ID=sa;Password={Password};Connect Timeout=5;{extra}";
        await using var session = await SqlSession.OpenAsync(connection, TestContext.Current.CancellationToken);
    }
}
