namespace Bench.Harness.Tuning;

/// <summary>One line of tune-ranked.csv: a setting the search ran, by median MB/s, with what it costs.</summary>
/// <param name="Rank">1 for the highest median.</param>
/// <param name="Setting">The setting in the matrix's parameter names, every axis (the console and tune.md say the fixed axes once instead).</param>
/// <param name="Stripes">Backup files.</param>
/// <param name="BufferCount">BUFFERCOUNT.</param>
/// <param name="MaxTransferSize">MAXTRANSFERSIZE in bytes.</param>
/// <param name="BlockSize">BLOCKSIZE in bytes; 0 not given.</param>
/// <param name="Compression">COMPRESSION.</param>
/// <param name="Runs">Runs that gave a throughput.</param>
/// <param name="MedianMbS">Median transfer MB/s (Harrell-Davis).</param>
/// <param name="CiLowerMbS">Lower bound of its 95% interval (empty below two runs).</param>
/// <param name="CiUpperMbS">Upper bound.</param>
/// <param name="LimitPct">Median as a percentage of the volume's limit (the run's baseline).</param>
/// <param name="BufferMemoryBytes">Buffer memory as the cap counts it.</param>
/// <param name="MbSPerMemoryMb">Median MB/s per MB of buffer memory.</param>
/// <param name="Role">best, knee, "best knee", or empty.</param>
/// <param name="Failures">Runs that failed.</param>
public sealed record TuneRankedRow(
    int Rank, string Setting, int Stripes, int BufferCount, int MaxTransferSize, int BlockSize, bool Compression, int Runs,
    double? MedianMbS, double? CiLowerMbS, double? CiUpperMbS, double? LimitPct, long BufferMemoryBytes, double? MbSPerMemoryMb, string Role, int Failures);
