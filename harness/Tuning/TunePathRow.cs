namespace Bench.Harness.Tuning;

/// <summary>One line of tune-path.csv: a case run of the search, in order, with why it ran and the best it was held against.</summary>
/// <param name="Step">1-based position (case runs used so far).</param>
/// <param name="Purpose">warmup (a run of the start before the search, in no decision), screen, repeat, final or confirm.</param>
/// <param name="Stripes">Backup files.</param>
/// <param name="BufferCount">BUFFERCOUNT.</param>
/// <param name="MaxTransferSize">MAXTRANSFERSIZE in bytes.</param>
/// <param name="BlockSize">BLOCKSIZE in bytes; 0 not given.</param>
/// <param name="Compression">COMPRESSION.</param>
/// <param name="BufferMemoryBytes">Buffer memory as the cap counts it.</param>
/// <param name="TransferMbS">The run's transfer MB/s; empty when it failed.</param>
/// <param name="Error">Why it failed.</param>
/// <param name="Best">The best setting the run was held against, every axis (as tune-result.json says settings; the console and tune.md say the fixed axes once instead).</param>
public sealed record TunePathRow(
    int Step, string Purpose, int Stripes, int BufferCount, int MaxTransferSize, int BlockSize, bool Compression, long BufferMemoryBytes,
    double? TransferMbS, string? Error, string Best);
