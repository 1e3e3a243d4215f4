namespace Bench.Results.Tune;

/// <summary>A setting tune-result.json names (its best, its knee) with what it measured.</summary>
/// <param name="Setting">The setting in the tune's words ("stripes=1 buffer_count=128 max_transfer_size=4MB ...").</param>
/// <param name="Runs">How many runs its figure is of.</param>
/// <param name="MedianMbS">Its median transfer MB/s.</param>
/// <param name="CiLowerMbS">The lower end of the median's 95% interval; null for a single run.</param>
/// <param name="CiUpperMbS">The upper end of the median's 95% interval; null for a single run.</param>
/// <param name="BufferMemoryBytes">The buffer memory it needs.</param>
/// <param name="With">The WITH clause that sets it ("BUFFERCOUNT = 128, MAXTRANSFERSIZE = 4194304").</param>
/// <param name="Unconfirmed">
/// The tune's own warning when its figure is of fewer runs than a confirmed answer's ("measured 2 times only, not the 3
/// runs of a confirmed answer: ..."), as tune.md and the console give it; null when confirmed, and in a file written
/// before the tune wrote it.
/// </param>
public sealed record TuneAnswerSetting(
    string Setting, int Runs, double MedianMbS, double? CiLowerMbS, double? CiUpperMbS, long BufferMemoryBytes, string With,
    string? Unconfirmed = null);
