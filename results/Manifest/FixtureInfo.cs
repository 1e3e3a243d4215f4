namespace Bench.Results.Manifest;

/// <summary>A database or backup made for the run's cases: timed apart, it belongs to no row.</summary>
/// <param name="Key">What it is (kind and shape).</param>
/// <param name="MadeMs">Time taken to make it.</param>
/// <param name="BytesWritten">Bytes written (backup files are smaller than the data when compressed).</param>
/// <param name="DataBytes">Bytes of data it holds, uncompressed.</param>
public sealed record FixtureInfo(string Key, double MadeMs, long BytesWritten, long DataBytes);
