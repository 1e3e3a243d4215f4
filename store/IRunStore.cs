namespace Bench.Store;

/// <summary>
/// A database that run folders are published into and read back from: one open connection, one transaction per run.
/// One thread at a time; open one store per thread or process.
/// </summary>
public interface IRunStore : IDisposable
{
    /// <summary>What the store is, for messages: a file, or a server and database (never a password).</summary>
    string Description { get; }

    /// <summary>
    /// Publishes a run folder in one transaction, keyed by its run id: a run already stored adds nothing (unless
    /// <see cref="PublishOptions.Replace"/>), and a publish that fails or is killed leaves none of its rows.
    /// </summary>
    /// <exception cref="IOException">The folder is not a run folder, or a file cannot be read.</exception>
    /// <exception cref="InvalidDataException">A file does not hold what bench writes; the message names it.</exception>
    /// <exception cref="StoreException">The database refused; the message names the store and the run.</exception>
    PublishResult Publish(string runFolder, PublishOptions? options = null);

    /// <summary>The stored runs <paramref name="query"/> keeps, oldest first, each with its manifest and rows.</summary>
    IReadOnlyList<StoredRun> Read(StoreQuery? query = null);

    /// <summary>
    /// The fleets of the stored runs <paramref name="query"/> keeps, in ordinal order, read without their rows (its
    /// <see cref="StoreQuery.Fleet"/> is ignored: this is what a misspelt fleet is told).
    /// </summary>
    IReadOnlyList<string> Fleets(StoreQuery? query = null);

    /// <summary>A stored run's samples, by case, repetition, time and counter, streamed.</summary>
    IEnumerable<SampleRow> ReadSamples(string runId);

    /// <summary>Rows the store holds for <paramref name="runId"/>, per table (runs included: 1 or 0).</summary>
    IReadOnlyDictionary<string, long> CountRows(string runId);
}
