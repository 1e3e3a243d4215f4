namespace Bench.Harness.Counters;

/// <summary>
/// Parses a cgroup v2 io.stat: one line per device, "major:minor rbytes=N wbytes=N rios=N wios=N dbytes=N dios=N"
/// (keys the kernel may add later are ignored). The bytes and I/Os a group of processes (a container) did, apart
/// from everyone else on the machine.
/// </summary>
public static class CgroupIoStat
{
    /// <summary>Sums the lines of the devices <paramref name="accept"/> takes (all when null).</summary>
    /// <returns>The read and write bytes and I/Os, and whether any accepted line was there.</returns>
    public static (ulong ReadBytes, ulong WriteBytes, ulong Reads, ulong Writes, bool Found) Sum(ReadOnlySpan<byte> text, Func<int, int, bool>? accept)
    {
        ulong rbytes = 0, wbytes = 0, rios = 0, wios = 0;
        var found = false;
        var cursor = new ProcText(text);
        while (cursor.NextLine(out var line))
        {
            var fields = new ProcText(line);
            var device = fields.NextWord();
            var colon = device.IndexOf((byte)':');
            if (colon < 0 || !ProcText.TryNumber(device[..colon], out var major) || !ProcText.TryNumber(device[(colon + 1)..], out var minor)
                || (accept is not null && !accept((int)major, (int)minor)))
            {
                continue;
            }

            found = true;
            for (var pair = fields.NextWord(); !pair.IsEmpty; pair = fields.NextWord())
            {
                var equals = pair.IndexOf((byte)'=');
                if (equals < 0 || !ProcText.TryNumber(pair[(equals + 1)..], out var value))
                {
                    continue;
                }

                var key = pair[..equals];
                if (key.SequenceEqual("rbytes"u8))
                {
                    rbytes += value;
                }
                else if (key.SequenceEqual("wbytes"u8))
                {
                    wbytes += value;
                }
                else if (key.SequenceEqual("rios"u8))
                {
                    rios += value;
                }
                else if (key.SequenceEqual("wios"u8))
                {
                    wios += value;
                }
            }
        }

        return (rbytes, wbytes, rios, wios, found);
    }
}
