using System.Buffers.Binary;
using System.Net;
using System.Net.Security;
using System.Net.Sockets;
using System.Security.Cryptography;
using System.Security.Cryptography.X509Certificates;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>
/// A loopback endpoint that takes a SQL Server client as far as its certificate check and no further: it answers
/// the TDS pre-login with "encryption on" (or, for Encrypt=Strict, starts TLS at once, as TDS 8 does) and then
/// offers a self-signed certificate that no machine trusts. It is not a server: there is no login, no query, no
/// TDS beyond the pre-login; it exists so that the client's real handshake failure can be produced here, where no
/// SQL Server runs. Each connection is served once; the endpoint stops when disposed.
/// </summary>
internal sealed class UntrustedTlsEndpoint : IAsyncDisposable
{
    private const byte PreLogin = 0x12;
    private const byte TabularResult = 0x04;
    private readonly TcpListener listener = new(IPAddress.Loopback, 0);
    private readonly CancellationTokenSource stop = new();
    private readonly X509Certificate2 certificate;
    private readonly bool strict;
    private readonly Task serving;

    public UntrustedTlsEndpoint(bool strict)
    {
        this.strict = strict;
        using var key = RSA.Create(2048);
        var request = new CertificateRequest("CN=bench-untrusted-test", key, HashAlgorithmName.SHA256, RSASignaturePadding.Pkcs1);
        request.CertificateExtensions.Add(new X509EnhancedKeyUsageExtension([new Oid("1.3.6.1.5.5.7.3.1")], false));
        using var created = request.CreateSelfSigned(DateTimeOffset.UtcNow.AddDays(-1), DateTimeOffset.UtcNow.AddDays(1));
        certificate = X509CertificateLoader.LoadPkcs12(created.Export(X509ContentType.Pfx), null);
        listener.Start();
        serving = Task.Run(ServeAsync);
    }

    /// <summary>The port it listens on (127.0.0.1).</summary>
    public int Port => ((IPEndPoint)listener.LocalEndpoint).Port;

    /// <summary>Whether a client went as far as the TLS handshake (and so saw the certificate).</summary>
    public bool HandshakeSeen { get; private set; }

    /// <summary>
    /// The type of the first TDS packet that came in over TLS after the handshake (0x10: LOGIN7), or null: a client
    /// that refused the certificate sends nothing more, one that accepted it goes on, encrypted.
    /// </summary>
    public byte? FirstEncryptedPacket { get; private set; }

    public async ValueTask DisposeAsync()
    {
        await stop.CancelAsync();
        listener.Stop();
        try
        {
            await serving;
        }
        catch (Exception e) when (e is OperationCanceledException or SocketException or ObjectDisposedException)
        {
        }

        stop.Dispose();
        certificate.Dispose();
    }

    private async Task ServeAsync()
    {
        while (!stop.IsCancellationRequested)
        {
            using var client = await listener.AcceptTcpClientAsync(stop.Token);
            try
            {
                await using var network = client.GetStream();
                TdsFramedStream? framed = null;
                if (!strict)
                {
                    // The client's PRELOGIN, answered with VERSION and ENCRYPTION = ENCRYPT_ON; the TLS handshake then travels in TDS packets.
                    _ = await ReadPacketAsync(network);
                    await WritePacketAsync(network, TabularResult, PreLoginResponse());
                    framed = new TdsFramedStream(network);
                }

                await using var tls = new SslStream(framed ?? (Stream)network, leaveInnerStreamOpen: true);
                HandshakeSeen = true;

                // TLS 1.2, so that nothing follows the handshake unasked (TLS 1.3 session tickets would be framed wrongly).
                await tls.AuthenticateAsServerAsync(
                    new SslServerAuthenticationOptions { ServerCertificate = certificate, EnabledSslProtocols = System.Security.Authentication.SslProtocols.Tls12 },
                    stop.Token);

                // After the handshake TLS records travel bare, and the client's next TDS packet comes inside them.
                framed?.Unframe();
                var first = new byte[1];
                if (await tls.ReadAsync(first, stop.Token) == 1)
                {
                    FirstEncryptedPacket = first[0];
                }
            }
            catch (Exception e) when (e is IOException or System.Security.Authentication.AuthenticationException or SocketException or InvalidDataException or EndOfStreamException)
            {
                // The client refused the certificate and hung up: what the test wants.
            }
        }
    }

    private static byte[] PreLoginResponse()
    {
        // Option table: VERSION (6 bytes) and ENCRYPTION (1 byte), then the terminator, then the data.
        const int table = 5 + 5 + 1;
        var body = new byte[table + 6 + 1];
        body[0] = 0x00;
        BinaryPrimitives.WriteUInt16BigEndian(body.AsSpan(1), table);
        BinaryPrimitives.WriteUInt16BigEndian(body.AsSpan(3), 6);
        body[5] = 0x01;
        BinaryPrimitives.WriteUInt16BigEndian(body.AsSpan(6), table + 6);
        BinaryPrimitives.WriteUInt16BigEndian(body.AsSpan(8), 1);
        body[10] = 0xFF;
        body[table] = 16;
        body[table + 6] = 0x01;
        return body;
    }

    private static async Task<byte[]> ReadPacketAsync(Stream stream)
    {
        var header = new byte[8];
        await stream.ReadExactlyAsync(header);
        var length = BinaryPrimitives.ReadUInt16BigEndian(header.AsSpan(2)) - 8;
        if (length < 0)
        {
            throw new InvalidDataException("not a TDS packet");
        }

        var payload = new byte[length];
        await stream.ReadExactlyAsync(payload);
        return payload;
    }

    private static async Task WritePacketAsync(Stream stream, byte type, ReadOnlyMemory<byte> payload)
    {
        var packet = new byte[payload.Length + 8];
        packet[0] = type;
        packet[1] = 0x01;
        BinaryPrimitives.WriteUInt16BigEndian(packet.AsSpan(2), (ushort)packet.Length);
        packet[6] = 1;
        payload.CopyTo(packet.AsMemory(8));
        await stream.WriteAsync(packet);
        await stream.FlushAsync();
    }

    /// <summary>TLS records in TDS PRELOGIN packets, as the pre-login handshake carries them.</summary>
    private sealed class TdsFramedStream(Stream inner) : Stream
    {
        private byte[] pending = [];
        private int offset;
        private bool framed = true;

        /// <summary>From now on, bytes pass as they are.</summary>
        public void Unframe() => framed = false;

        public override bool CanRead => true;

        public override bool CanSeek => false;

        public override bool CanWrite => true;

        public override long Length => throw new NotSupportedException();

        public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }

        public override async ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default)
        {
            if (!framed && offset == pending.Length)
            {
                return await inner.ReadAsync(buffer, cancellationToken);
            }

            if (offset == pending.Length)
            {
                pending = await ReadPacketAsync(inner);
                offset = 0;
            }

            var n = Math.Min(buffer.Length, pending.Length - offset);
            pending.AsMemory(offset, n).CopyTo(buffer);
            offset += n;
            return n;
        }

        public override Task<int> ReadAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) =>
            ReadAsync(buffer.AsMemory(offset, count), cancellationToken).AsTask();

        public override ValueTask WriteAsync(ReadOnlyMemory<byte> buffer, CancellationToken cancellationToken = default) =>
            framed ? new(WritePacketAsync(inner, PreLogin, buffer)) : inner.WriteAsync(buffer, cancellationToken);

        public override Task WriteAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) =>
            WriteAsync(buffer.AsMemory(offset, count), cancellationToken).AsTask();

        public override void Flush()
        {
        }

        public override int Read(byte[] buffer, int offset, int count) => ReadAsync(buffer, offset, count).GetAwaiter().GetResult();

        public override void Write(byte[] buffer, int offset, int count) => WriteAsync(buffer, offset, count).GetAwaiter().GetResult();

        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

        public override void SetLength(long value) => throw new NotSupportedException();
    }
}
