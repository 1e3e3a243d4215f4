namespace Bench.Harness.Tests.Tune;

/// <summary>The sizes and the grid the tuning tests share.</summary>
internal static class Grids
{
    /// <summary>1 KB.</summary>
    public const int KB = 1 << 10;

    /// <summary>1 MB.</summary>
    public const int MB = 1 << 20;

    /// <summary>The default restore grid: stripes 1..16, BUFFERCOUNT 1..1024 and the estimate, MAXTRANSFERSIZE 64 KB..4 MB.</summary>
    public static TuneSpace Restore { get; } = TuneSpace.For(TuneOperation.Restore);
}
