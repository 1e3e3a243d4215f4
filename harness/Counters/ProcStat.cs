namespace Bench.Harness.Counters;

/// <summary>
/// Parses the CPU lines of /proc/stat: "cpu user nice system idle iowait irq softirq steal guest guest_nice", the
/// machine's total first, then one "cpuN" line per online core.
/// </summary>
public static class ProcStat
{
    /// <summary>The kernel's file.</summary>
    public const string Path = "/proc/stat";

    /// <summary>
    /// Reads the total into <paramref name="total"/> and core N into <paramref name="cores"/>[N] (cores beyond its
    /// length are left out; a core that is offline keeps its slot's old value and is reported in <paramref name="seen"/>).
    /// </summary>
    /// <returns>False when the total line is missing or malformed.</returns>
    public static bool TryParse(ReadOnlySpan<byte> text, out CpuTimes total, Span<CpuTimes> cores, Span<bool> seen)
    {
        total = default;
        seen.Clear();
        var found = false;
        var cursor = new ProcText(text);
        while (cursor.NextLine(out var line))
        {
            if (!line.StartsWith("cpu"u8))
            {
                if (found)
                {
                    break;
                }

                continue;
            }

            var fields = new ProcText(line);
            var name = fields.NextWord();
            if (!TryTimes(ref fields, out var times))
            {
                continue;
            }

            if (name.Length == 3)
            {
                total = times;
                found = true;
            }
            else if (ProcText.TryNumber(name[3..], out var core) && core < (ulong)cores.Length)
            {
                cores[(int)core] = times;
                seen[(int)core] = true;
            }
        }

        return found;
    }

    private static bool TryTimes(ref ProcText fields, out CpuTimes times)
    {
        times = default;
        if (!(fields.NextNumber(out var user) && fields.NextNumber(out var nice) && fields.NextNumber(out var system) && fields.NextNumber(out var idle)))
        {
            return false;
        }

        // Old kernels stop after idle; the rest count as zero.
        fields.NextNumber(out var iowait);
        fields.NextNumber(out var irq);
        fields.NextNumber(out var softirq);
        fields.NextNumber(out var steal);
        times = new CpuTimes(user + nice + system + irq + softirq + steal, idle, iowait);
        return true;
    }
}
