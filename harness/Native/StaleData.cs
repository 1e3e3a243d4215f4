using System.Security.Cryptography;

namespace Bench.Harness.Native;

/// <summary>
/// The exposure check's marker and scanner. Every 512-byte sector of the marker file starts with the same
/// 32 bytes (16 random bytes of this case, then "BENCH-STALE-DATA"), so a sector of it that survives into a new
/// file is recognised wherever the file system places it.
/// </summary>
internal sealed class StaleData
{
    /// <summary>The granularity of the scan.</summary>
    public const int SectorBytes = 512;

    private static readonly byte[] Tag = "BENCH-STALE-DATA"u8.ToArray();

    private StaleData(byte[] token) => Token = token;

    /// <summary>The 32 bytes that open every sector of the marker.</summary>
    public byte[] Token { get; }

    /// <summary>A marker with a token of its own.</summary>
    public static StaleData New()
    {
        var token = new byte[32];
        RandomNumberGenerator.Fill(token.AsSpan(0, 16));
        Tag.CopyTo(token, 16);
        return new StaleData(token);
    }

    /// <summary>Fills <paramref name="buffer"/> (whole sectors) with the marker.</summary>
    public void Fill(Span<byte> buffer)
    {
        for (var at = 0; at + SectorBytes <= buffer.Length; at += SectorBytes)
        {
            var sector = buffer.Slice(at, SectorBytes);
            for (var i = 0; i < SectorBytes; i += Token.Length)
            {
                Token.AsSpan(0, Math.Min(Token.Length, SectorBytes - i)).CopyTo(sector[i..]);
            }
        }
    }

    /// <summary>Counts, in <paramref name="data"/> (whole sectors), the bytes of sectors holding the marker and of sectors neither marker nor zero.</summary>
    public (long Marker, long Other) Scan(ReadOnlySpan<byte> data)
    {
        long marker = 0, other = 0;
        for (var at = 0; at + SectorBytes <= data.Length; at += SectorBytes)
        {
            var sector = data.Slice(at, SectorBytes);
            if (sector.StartsWith(Token))
            {
                marker += SectorBytes;
            }
            else if (sector.ContainsAnyExcept((byte)0))
            {
                other += SectorBytes;
            }
        }

        return (marker, other);
    }
}
