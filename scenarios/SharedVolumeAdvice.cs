namespace Bench.Scenarios;

/// <summary>
/// What the report says of a transfer whose backup files shared the data volume, so every case read and wrote one device
/// at once and its settings could not show what they gain: the best rate at each count of backup files, and where the
/// gains were measured and how to put the backups elsewhere.
/// </summary>
/// <param name="FilesParameter">The parameter counting its backup files, in case ids (e.g. stripes).</param>
/// <param name="Seed">Where the gains were measured, as a sentence names it (e.g. seed 001).</param>
/// <param name="Gains">What gains, in "gains from ..." (e.g. more backup files and buffers).</param>
/// <param name="Option">The bench run option that puts the backups on other storage (e.g. --backup-dir).</param>
public sealed record SharedVolumeAdvice(string FilesParameter, string Seed, string Gains, string Option);
