namespace Bench.Harness.Tests.Tune;

/// <summary>
/// Known throughput surfaces in MB/s, each a product of saturating factors like a volume's: more stripes, more bytes in
/// flight (BUFFERCOUNT x MAXTRANSFERSIZE) and larger requests each help less and less, up to the limit.
/// </summary>
internal static class Surfaces
{
    /// <summary>The volume's limit of every surface.</summary>
    public const double Limit = 2000;

    private const double MB = 1 << 20;

    /// <summary>limit x (1 - e^-stripes/2) x (1 - e^-(MB in flight)/16) x request/(request + 64 KB).</summary>
    public static double Plateau(TuneSetting s) => Limit * StripesFactor(s) * BuffersFactor(s) * RequestFactor(s.MaxTransferSize);

    /// <summary>
    /// <see cref="Plateau"/> with the backup files written in BLOCKSIZE requests: request/(request + 16 KB) of the
    /// BLOCKSIZE (MAXTRANSFERSIZE when not given), so 512 B runs at 3% of not given and 64 KB at 80%.
    /// </summary>
    public static double BlockSized(TuneSetting s)
    {
        double request = s.BlockSize == TuneSetting.BlockSizeNotGiven ? s.MaxTransferSize : s.BlockSize;
        return Plateau(s) * request / (request + (16 * 1024));
    }

    /// <summary><see cref="Plateau"/> whose stripes beyond 4 hurt: a quarter less for each doubling (contention on the volume).</summary>
    public static double PeakInStripes(TuneSetting s) =>
        Plateau(s) * (s.Stripes <= 4 ? 1 : 1 - (0.25 * Math.Log2(s.Stripes / 4.0)));

    /// <summary>
    /// Shaped like the grid measured on a RAM-backed ext4 here (tune-vs-grid.sh): bytes in flight help up to 8 MB and hurt
    /// past it (buffers fall out of the CPU's caches), a tenth less for each doubling beyond, so at 2 MB requests
    /// BUFFERCOUNT 4 beats the default estimate's 9 (and its near neighbour 8) by a tenth; two backup files are best,
    /// each doubling or halving from there costs 8%.
    /// </summary>
    public static double PeakInBuffers(TuneSetting s) => PeakInFlight(s, 8);

    /// <summary><see cref="PeakInBuffers"/> with its peak at <paramref name="peakMb"/> MB in flight instead of 8.</summary>
    public static double PeakInFlight(TuneSetting s, double peakMb)
    {
        var inFlight = s.BufferCount * (double)s.MaxTransferSize / MB;
        var buffers = inFlight <= peakMb ? inFlight / peakMb : 1 - (0.1 * Math.Log2(inFlight / peakMb));
        var stripes = 1 - (0.08 * Math.Abs(Math.Log2(s.Stripes / 2.0)));
        return Limit * stripes * buffers * RequestFactor(s.MaxTransferSize);
    }

    /// <summary>A backup whose writes bound it: compression halves the bytes written (x1.8 overall) but the codec caps it at 2600 MB/s.</summary>
    public static double CompressionPays(TuneSetting s) => s.Compression ? Math.Min(1.8 * Plateau(s), 2600 * StripesFactor(s)) : Plateau(s);

    private static double StripesFactor(TuneSetting s) => 1 - Math.Exp(-s.Stripes / 2.0);

    private static double BuffersFactor(TuneSetting s) => 1 - Math.Exp(-(s.BufferCount * (double)s.MaxTransferSize / MB) / 16);

    private static double RequestFactor(int bytes) => bytes / (bytes + (64.0 * 1024));
}
