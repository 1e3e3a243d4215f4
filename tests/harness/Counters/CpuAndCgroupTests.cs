using Bench.Results.Manifest;

namespace Bench.Harness.Tests.Counters;

public sealed class CpuAndCgroupTests
{
    [Fact]
    public void Proc_stat_gives_the_total_and_every_core()
    {
        var cores = new CpuTimes[4];
        var seen = new bool[4];

        Assert.True(ProcStat.TryParse(Snapshots.Bytes(Snapshots.ProcStat), out var total, cores, seen));

        Assert.Equal(new CpuTimes(183801 + 53678 + 1510 + 3550, 496372, 37783), total);
        Assert.Equal([true, true, false, false], seen);
        Assert.Equal(226482UL, cores[1].Idle);
    }

    [Fact]
    public void Busy_and_iowait_per_cent_come_from_the_tick_differences()
    {
        var before = new CpuTimes(Busy: 1000, Idle: 5000, IoWait: 100);
        var after = new CpuTimes(Busy: 1030, Idle: 5060, IoWait: 110);

        Assert.Equal(30.0, CpuTimes.BusyPct(before, after));
        Assert.Equal(10.0, CpuTimes.IoWaitPct(before, after));
        Assert.Null(CpuTimes.BusyPct(after, after));
    }

    [Fact]
    public void Other_processes_share_is_the_machines_busy_share_less_this_processs_own_CPU_time()
    {
        // 2 cores, 10 s: 2000 ticks in all, 1500 busy (75%); the process used 3 s of CPU, 15% of the 20 core-seconds.
        var before = new CpuTimes(Busy: 10_000, Idle: 50_000, IoWait: 0);
        var after = new CpuTimes(Busy: 11_500, Idle: 50_500, IoWait: 0);

        var shares = MachineLoad.Of(before, after, TimeSpan.FromSeconds(3), TimeSpan.FromSeconds(10), cores: 2);

        Assert.Equal(new MachineLoad.Shares(75, 60), shares);
        Assert.Equal(0, MachineLoad.Of(before, after, TimeSpan.FromSeconds(19), TimeSpan.FromSeconds(10), cores: 2)!.Value.OthersPct);
        Assert.Null(MachineLoad.Of(after, after, TimeSpan.Zero, TimeSpan.FromSeconds(10), cores: 2));
    }

    [Fact]
    public void The_machines_load_is_read_on_Linux_only_so_a_Windows_build_under_Wine_says_nothing_of_its_Linux_host()
    {
        using var temp = new TempDirectory();
        var stat = temp["stat"];
        File.WriteAllBytes(stat, Snapshots.Bytes(Snapshots.ProcStat));

        Assert.NotNull(MachineLoad.Start(stat, linux: true));
        Assert.Null(MachineLoad.Start(stat, linux: false));
    }

    [Fact]
    public void A_run_says_its_timings_shared_the_machine_only_when_others_took_a_fifth_of_its_CPU_time_or_more()
    {
        var cpu = new CpuInfo(1000, 500, 1L << 30, 1.4);

        Assert.Null(cpu.SharedMachine());
        Assert.Null((cpu with { MachineBusyPct = 30, OthersBusyPct = 19 }).SharedMachine());
        Assert.Equal(
            "other processes kept this machine's CPUs 61% busy during the run (bench itself 12%): its timings include their contention; for figures to publish, run it again on a quiet machine",
            (cpu with { MachineBusyPct = 73, OthersBusyPct = 61 }).SharedMachine());
    }

    [Fact]
    public void A_core_that_went_offline_is_not_reported()
    {
        var offline = Snapshots.ProcStat.Replace("cpu1 96923 0 31002 226482 29696 0 1404 2017 0 0\n", string.Empty, StringComparison.Ordinal);
        var cores = new CpuTimes[2];
        var seen = new bool[2];

        Assert.True(ProcStat.TryParse(Snapshots.Bytes(offline), out _, cores, seen));

        Assert.Equal([true, false], seen);
    }

    [Fact]
    public void Proc_stat_without_its_total_line_is_refused()
    {
        Assert.False(ProcStat.TryParse(Snapshots.Bytes("intr 1 2 3\n"), out _, new CpuTimes[1], new bool[1]));
    }

    [Fact]
    public void A_cgroup_io_stat_sums_the_devices_asked_for()
    {
        const string ioStat = """
            8:0 rbytes=4096 wbytes=1073741824 rios=1 wios=256 dbytes=0 dios=0
            254:0 rbytes=8192 wbytes=2048 rios=2 wios=1 dbytes=0 dios=0 cost.usage=3
            """;

        var vda = CgroupIoStat.Sum(Snapshots.Bytes(ioStat), (major, minor) => major == 254 && minor == 0);
        var all = CgroupIoStat.Sum(Snapshots.Bytes(ioStat), null);

        Assert.Equal((8192UL, 2048UL, 2UL, 1UL, true), vda);
        Assert.Equal((12288UL, 1073743872UL, 3UL, 257UL, true), all);
        Assert.False(CgroupIoStat.Sum(Snapshots.Bytes(ioStat), (major, _) => major == 9).Found);
    }

    [Fact]
    public void The_own_cgroup_is_found_from_proc_self_cgroup_and_the_root_group_has_none()
    {
        using var temp = new TempDirectory();
        File.WriteAllText(temp["cgroup"], "0::/system.slice/bench.service\n");
        Directory.CreateDirectory(temp["root/system.slice/bench.service"]);
        File.WriteAllText(temp["root/system.slice/bench.service/io.stat"], string.Empty);
        File.WriteAllText(temp["root-cgroup"], "0::/\n");

        Assert.Equal(temp["root/system.slice/bench.service/io.stat"], CgroupIoSource.OwnIoStat(temp["cgroup"], temp["root"]));
        Assert.Null(CgroupIoSource.OwnIoStat(temp["root-cgroup"], temp["root"]));
    }
}
