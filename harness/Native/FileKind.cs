namespace Bench.Harness.Native;

/// <summary>What a file the native target opens is to SQL Server: it decides whether the file is written through.</summary>
internal enum FileKind
{
    /// <summary>A data file (.mdf, .ndf).</summary>
    Data,

    /// <summary>A log file (.ldf).</summary>
    Log,

    /// <summary>A backup file (.bak): direct, flushed when complete.</summary>
    Backup,

    /// <summary>A file of the harness's own (the exposure check's marker): direct, flushed when complete.</summary>
    Scratch,
}
