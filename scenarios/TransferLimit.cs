namespace Bench.Scenarios;

/// <summary>Which of the volume's baseline bandwidths limits a scenario's transfer phase.</summary>
public enum TransferLimit
{
    /// <summary>It has no transfer phase.</summary>
    None,

    /// <summary>It reads the data files (backup): held against the read bandwidth.</summary>
    Read,

    /// <summary>It writes the data files (restore, autogrow's page writes): held against the write bandwidth.</summary>
    Write,
}
