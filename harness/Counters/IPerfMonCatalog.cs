namespace Bench.Harness.Counters;

/// <summary>PerfMon as the Windows counter sources see it: instance names, and readers of counters. Faked in tests.</summary>
public interface IPerfMonCatalog
{
    /// <summary>The instances of <paramref name="category"/> (e.g. PhysicalDisk); throws when the category is not there.</summary>
    IReadOnlyList<string> Instances(string category);

    /// <summary>Opens <paramref name="counters"/> for reading; throws when one is not there.</summary>
    IPerfMonReader Open(IReadOnlyList<PerfMonCounter> counters);
}
