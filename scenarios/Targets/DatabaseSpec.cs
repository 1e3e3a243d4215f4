namespace Bench.Scenarios.Targets;

/// <summary>A database as a scenario asks for it.</summary>
/// <param name="Name">Database name; always starts with bench_.</param>
/// <param name="DataFiles">Number of data files (1 = one .mdf; more add .ndf files, as tempdb does).</param>
/// <param name="DataFileBytes">Size of each data file.</param>
/// <param name="LogBytes">Size of the log file.</param>
/// <param name="GrowthBytes">FILEGROWTH of the data files.</param>
/// <param name="Ifi">Whether data files may skip zeroing.</param>
/// <param name="WriteBytes">Request size of the native target's sequential writes; SQL Server ignores it.</param>
public sealed record DatabaseSpec(
    string Name, int DataFiles, long DataFileBytes, long LogBytes, long GrowthBytes, bool Ifi, int WriteBytes);
