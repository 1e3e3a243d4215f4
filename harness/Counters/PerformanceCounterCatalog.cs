using System.Diagnostics;
using System.Runtime.Versioning;

namespace Bench.Harness.Counters;

/// <summary>
/// PerfMon through System.Diagnostics.PerformanceCounter (which reads the registry's performance data). Under Wine 8
/// (CI) no PhysicalDisk or Processor category exists, so CI sees the unavailable path only: reading real counters
/// is not tested here.
/// </summary>
[SupportedOSPlatform("windows")]
public sealed class PerformanceCounterCatalog : IPerfMonCatalog
{
    /// <inheritdoc/>
    public IReadOnlyList<string> Instances(string category) => new PerformanceCounterCategory(category).GetInstanceNames();

    /// <inheritdoc/>
    public IPerfMonReader Open(IReadOnlyList<PerfMonCounter> counters)
    {
        ArgumentNullException.ThrowIfNull(counters);
        var open = new List<PerformanceCounter>(counters.Count);
        try
        {
            foreach (var counter in counters)
            {
                open.Add(new PerformanceCounter(counter.Category, counter.Counter, counter.Instance, readOnly: true));
            }

            return new Reader(open);
        }
        catch
        {
            open.ForEach(c => c.Dispose());
            throw;
        }
    }

    private sealed class Reader(List<PerformanceCounter> counters) : IPerfMonReader
    {
        public bool TryRead(Span<float> values, out string? why)
        {
            try
            {
                for (var i = 0; i < counters.Count; i++)
                {
                    values[i] = counters[i].NextValue();
                }

                why = null;
                return true;
            }
            catch (Exception e) when (WindowsCounterSources.IsUnavailable(e))
            {
                why = e.Message;
                return false;
            }
        }

        public void Dispose() => counters.ForEach(c => c.Dispose());
    }
}
