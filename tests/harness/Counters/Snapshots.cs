namespace Bench.Harness.Tests.Counters;

/// <summary>
/// /proc/diskstats and /proc/stat as the kernel writes them. The plain disk and /proc/stat were recorded on this
/// project's CI machine (kernel 6.18, 20 fields per disk line); the partition (NVMe, kernel 5.15, 20 fields), the
/// device-mapper (LVM on a SATA disk, kernel 4.18, 14 fields) and md snapshots follow the kernel's format
/// (Documentation/admin-guide/iostats.rst) with numbers of such machines.
/// </summary>
internal static class Snapshots
{
    public const string PlainDisk = """
           7       0 loop0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
           7       1 loop1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
         254       0 vda 405716 31233 273137530 757209 1084168 48660 883800328 2607979 0 500924 3434087 116502 50 855663624 68530 5176 367
         253       0 zram0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
        """;

    public const string Partitioned = """
         259       0 nvme0n1 1520349 402112 95234114 331829 2913012 1803321 301224562 2812334 0 1423120 3311563 0 0 0 0 180412 167399
         259       1 nvme0n1p1 412 1024 27388 91 2 0 2 0 0 88 91 0 0 0 0 0 0
         259       2 nvme0n1p2 1519803 401088 95200038 331712 2912996 1803321 301224560 2812331 3 1423001 3144043 0 0 0 0 0 0
        """;

    public const string DeviceMapper = """
           8       0 sda 884203 19822 63127750 1203311 2203412 1120330 210334210 9930212 0 2212330 11133523
           8       1 sda1 2004 0 126412 1101 1022 11 16424 3302 0 3012 4403
           8       2 sda2 882133 19822 63000002 1202177 2202390 1120319 210317786 9926910 0 2210001 11129087
         253       0 dm-0 901711 0 62210010 1301223 3322110 0 209987232 15022110 2 2301223 16323333
         253       1 dm-1 221 0 9990 122 120 0 1024 12 0 40 134
        """;

    public const string Md = """
           8      16 sdb 1203 11 403222 2231 330221 1022 41331200 120330 0 99202 122561 0 0 0 0 1102 3303
           8      17 sdb1 1190 11 402110 2211 330220 1022 41331198 120330 0 99180 122541 0 0 0 0 0 0
           8      32 sdc 1198 9 401102 2101 330219 1031 41331200 121002 0 99880 123103 0 0 0 0 1102 3101
           8      33 sdc1 1186 9 400006 2090 330218 1031 41331198 121002 0 99860 123092 0 0 0 0 0 0
           9       0 md0 2310 0 802116 0 331250 0 41331198 0 0 0 0 0 0 0 0 0 0
        """;

    public const string ProcStat = """
        cpu  183801 0 53678 496372 37783 0 1510 3550 0 0
        cpu0 86878 0 22676 269889 8087 0 106 1533 0 0
        cpu1 96923 0 31002 226482 29696 0 1404 2017 0 0
        intr 51322910 0 1211 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
        ctxt 98273021
        btime 1795660000
        processes 1203311
        procs_running 2
        procs_blocked 0
        softirq 9923012 1 2203112 3 402211 0 0 1003 3302211 0 4012471
        """;

    /// <summary>The text as the kernel's bytes.</summary>
    public static byte[] Bytes(string text) => System.Text.Encoding.ASCII.GetBytes(text);

    /// <summary>Adds <paramref name="add"/> to each counter field of one device's line (fields after the name).</summary>
    public static string Advance(string snapshot, string device, params long[] add)
    {
        var lines = snapshot.Split('\n');
        for (var i = 0; i < lines.Length; i++)
        {
            var fields = lines[i].Split(' ', StringSplitOptions.RemoveEmptyEntries);
            if (fields.Length > 3 && fields[2] == device)
            {
                for (var f = 0; f < add.Length; f++)
                {
                    fields[3 + f] = (ulong.Parse(fields[3 + f], System.Globalization.CultureInfo.InvariantCulture) + (ulong)add[f]).ToString(System.Globalization.CultureInfo.InvariantCulture);
                }

                lines[i] = string.Join(' ', fields);
            }
        }

        return string.Join('\n', lines);
    }

    /// <summary>The snapshot without one device's line (a device that went away).</summary>
    public static string Without(string snapshot, string device) =>
        string.Join('\n', snapshot.Split('\n').Where(l => l.Split(' ', StringSplitOptions.RemoveEmptyEntries) is not [_, _, var name, ..] || name != device));
}
