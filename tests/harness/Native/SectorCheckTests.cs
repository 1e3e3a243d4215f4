using Bench.Harness.Native;
using Bench.Harness.Volume;

namespace Bench.Harness.Tests.Native;

/// <summary>Unbuffered writes on Windows: the harness's 4096-byte aligned buffers against the volume's sectors.</summary>
public sealed class SectorCheckTests
{
    [Theory]
    [InlineData(512, 512)]
    [InlineData(512, 4096)]
    [InlineData(4096, 4096)]
    public void Buffers_aligned_to_4096_suit_512e_and_4Kn_disks(int logical, int physical)
    {
        var check = SectorCheck.Of(new FileStorageInfo(logical, physical, physical), string.Empty, AlignedBuffer.Alignment);

        Assert.Null(check.Refusal);
        Assert.Contains("suit both", check.Note, StringComparison.Ordinal);
    }

    [Fact]
    public void A_logical_sector_larger_than_the_alignment_refuses_unbuffered_io()
    {
        var check = SectorCheck.Of(new FileStorageInfo(8192, 8192, 8192), string.Empty, AlignedBuffer.Alignment);

        Assert.Equal("the volume has sectors of 8192 bytes logical, 8192 physical; unbuffered I/O needs buffers aligned to the logical sector and the harness aligns to 4096 bytes", check.Refusal);
    }

    [Fact]
    public void A_physical_sector_larger_than_the_alignment_is_noted_as_a_cost_not_refused()
    {
        var check = SectorCheck.Of(new FileStorageInfo(512, 4096, 65536), string.Empty, AlignedBuffer.Alignment);

        Assert.Null(check.Refusal);
        Assert.Equal("sectors of 512 bytes logical, 65536 physical: 4096-byte requests are below the physical sector, so the device reads, modifies and writes (the figures include that cost)", check.Note);
    }

    [Fact]
    public void Unknown_sectors_say_why_and_what_the_buffers_suit()
    {
        var check = SectorCheck.Of(null, "GetFileInformationByHandleEx(FileStorageInfo) failed: Call not implemented. (error 120)", AlignedBuffer.Alignment);

        Assert.Null(check.Refusal);
        Assert.Equal(
            "sector sizes unknown (GetFileInformationByHandleEx(FileStorageInfo) failed: Call not implemented. (error 120)): buffers are 4096-byte aligned, which suits 512- and 4096-byte sectors",
            check.Note);
    }
}
