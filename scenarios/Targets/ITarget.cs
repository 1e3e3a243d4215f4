namespace Bench.Scenarios.Targets;

/// <summary>
/// Where cases run: by T-SQL on a SQL Server, or by the same file operations directly on a volume. A target is a name
/// and an I/O mode; what it can do is the capability interfaces it also implements (<see cref="IDatabaseFiles"/>,
/// <see cref="IFixtureStore"/>, <see cref="ITransferStreams"/>, ...), which scenarios ask for by type.
/// </summary>
public interface ITarget : IAsyncDisposable
{
    /// <summary>native or sqlserver.</summary>
    string Name { get; }

    /// <summary>How this target's files are written: direct, buffered, or server.</summary>
    string IoMode { get; }

    /// <summary>What the reader of the results must know about this target (for the manifest).</summary>
    IReadOnlyList<string> Notes { get; }
}
