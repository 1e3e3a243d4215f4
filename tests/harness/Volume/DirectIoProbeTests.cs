using Bench.Harness.Native;
using Bench.Harness.Volume;

namespace Bench.Harness.Tests.Volume;

/// <summary>Doctor's direct I/O line is what one aligned block written and read back unbuffered did, not an open flag accepted.</summary>
public sealed class DirectIoProbeTests
{
    private static string Flag => OperatingSystem.IsWindows() ? "FILE_FLAG_NO_BUFFERING" : "O_DIRECT";

    [Fact]
    public void A_block_that_reads_back_as_written_proves_direct_io_in_the_sector_size_at_least_the_alignment()
    {
        var file = new FakeFile();

        var proof = DirectIoProbe.Prove(file, direct: true, sectorBytes: 512);

        Assert.True(proof.Works);
        Assert.Equal($"yes (4096-byte aligned write and read through {Flag})", proof.Says);
        Assert.Equal([(0L, 4096)], file.Writes);
    }

    [Fact]
    public void A_volume_with_a_larger_logical_sector_is_probed_with_one_whole_sector()
    {
        var file = new FakeFile();

        var proof = DirectIoProbe.Prove(file, direct: true, sectorBytes: 8192);

        Assert.Equal($"yes (8192-byte aligned write and read through {Flag})", proof.Says);
        Assert.Equal([(0L, 8192)], file.Writes);
    }

    [Fact]
    public void A_write_the_system_refuses_is_said_with_its_error()
    {
        var file = new FakeFile { FailWrite = new IOException("Invalid argument") };

        var proof = DirectIoProbe.Prove(file, direct: true, sectorBytes: null);

        Assert.False(proof.Works);
        Assert.Equal($"refused: the 4096-byte aligned write at offset 0 through {Flag} failed: Invalid argument", proof.Says);
    }

    [Fact]
    public void A_write_refused_for_want_of_space_is_thrown_not_taken_for_a_refusal_of_direct_io()
    {
        var full = OperatingSystem.IsWindows() ? new IOException("There is not enough space on the disk.", unchecked((int)0x80070070)) : new IOException("No space left on device", 28);
        var file = new FakeFile { FailWrite = full };

        Assert.Same(full, Assert.Throws<IOException>(() => DirectIoProbe.Prove(file, direct: true, sectorBytes: null)));
    }

    [Fact]
    public void A_block_that_reads_back_otherwise_is_not_direct_io()
    {
        var file = new FakeFile { Corrupt = 100 };

        var proof = DirectIoProbe.Prove(file, direct: true, sectorBytes: 4096);

        Assert.False(proof.Works);
        Assert.Equal($"refused: the 4096 bytes read back through {Flag} differ from those written at offset 0 (from byte 100)", proof.Says);
    }

    [Fact]
    public void A_file_the_system_would_not_open_unbuffered_is_refused_without_a_write()
    {
        var file = new FakeFile();

        var proof = DirectIoProbe.Prove(file, direct: false, sectorBytes: 512);

        Assert.False(proof.Works);
        Assert.StartsWith($"refused: the file system does not open files with {Flag}", proof.Says, StringComparison.Ordinal);
        Assert.Empty(file.Writes);
    }

    /// <summary>A file in memory that can refuse its write or hand back one byte changed.</summary>
    private sealed class FakeFile : IBlockFile
    {
        private byte[] content = [];

        public IOException? FailWrite { get; init; }

        public int? Corrupt { get; init; }

        public List<(long Offset, int Length)> Writes { get; } = [];

        public string Path => "probe";

        public long Length => content.Length;

        public bool WriteThrough => true;

        public void Write(ReadOnlySpan<byte> data, long offset)
        {
            if (FailWrite is not null)
            {
                throw FailWrite;
            }

            Writes.Add((offset, data.Length));
            content = data.ToArray();
        }

        public void ReadExactly(Span<byte> buffer, long offset)
        {
            content.AsSpan((int)offset, buffer.Length).CopyTo(buffer);
            if (Corrupt is { } at)
            {
                buffer[at] ^= 0xFF;
            }
        }

        public void Flush()
        {
        }

        public bool TryPreallocate(long length) => false;

        public void SetLength(long length)
        {
        }
    }
}
