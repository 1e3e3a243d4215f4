namespace Bench.Harness.Counters;

/// <summary>
/// One source of performance counters (a disk, the CPUs, a process, a cgroup). It keeps its previous reading; each
/// <see cref="Read"/> takes a new one and adds what happened since to the batch.
/// </summary>
public interface ICounterSource : IDisposable
{
    /// <summary>What it samples, for the manifest (e.g. "disk vda (254:0): /proc/diskstats").</summary>
    string Description { get; }

    /// <summary>Forgets the previous reading (the next <see cref="Read"/> is a new start and adds nothing).</summary>
    void Restart();

    /// <summary>Takes a reading and adds the values of the <paramref name="seconds"/> since the previous one to <paramref name="batch"/>.</summary>
    void Read(double seconds, SampleBatch batch);
}
