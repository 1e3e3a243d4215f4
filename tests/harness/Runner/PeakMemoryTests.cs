using Bench.Harness.Runner;

namespace Bench.Harness.Tests.Runner;

/// <summary>The kernel's high-water mark of this process, measured: alone, as other tests' memory would show in it.</summary>
[Collection(nameof(RunsAlone))]
public sealed class PeakMemoryTests
{
    [Fact]
    public void A_reset_gives_back_the_garbage_of_earlier_work_so_the_next_mark_starts_below_it()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "VmHWM and /proc/self/clear_refs are Linux's");
        Assert.SkipUnless(PeakMemory.Reset(giveBack: true), "this kernel refuses /proc/self/clear_refs (e.g. gVisor, WSL1)");

        const int megabytes = 256;
        LeaveGarbage(megabytes);
        var before = PeakMemory.Read()!.Value;

        Assert.True(PeakMemory.Reset(giveBack: true), "this process could reset its high-water mark a moment ago, but not now");
        var after = PeakMemory.Read()!.Value;

        // Without the collection the garbage stays resident and the new mark starts at it (before - after near 0).
        Assert.True(before - after >= megabytes / 2 * (1L << 20),
            $"the mark fell from {before >> 20} MB to {after >> 20} MB after {megabytes} MB of garbage was left");
    }

    [Fact]
    public void A_process_that_did_not_ask_for_the_give_back_resets_without_a_collection()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "VmHWM and /proc/self/clear_refs are Linux's");

        // The test host never calls GiveBackBeforeEachCase: its in-process runs must not pause every other test.
        var collections = GC.CollectionCount(GC.MaxGeneration);
        PeakMemory.Reset();
        Assert.Equal(collections, GC.CollectionCount(GC.MaxGeneration));
    }

    private static void LeaveGarbage(int megabytes)
    {
        var chunks = new byte[megabytes][];
        for (var i = 0; i < megabytes; i++)
        {
            chunks[i] = new byte[1 << 20];
            Array.Fill(chunks[i], (byte)i); // touched, so resident
        }

        GC.KeepAlive(chunks);
    }
}
