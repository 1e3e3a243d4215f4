using System.Buffers.Binary;
using System.Text;
using Bench.Harness.Volume;

namespace Bench.Harness.Tests.Volume;

/// <summary>
/// What Windows says about a volume, as the bytes its calls return (laid out as the Win32 headers say), becomes the
/// volume facts of doctor and the manifest.
/// </summary>
public sealed class WindowsVolumeFactsTests
{
    private static byte[] Words(int length, params (int Offset, uint Value)[] words)
    {
        var bytes = new byte[length];
        foreach (var (offset, value) in words)
        {
            BinaryPrimitives.WriteUInt32LittleEndian(bytes.AsSpan(offset), value);
        }

        return bytes;
    }

    /// <summary>STORAGE_ACCESS_ALIGNMENT_DESCRIPTOR of a 512e disk: 512-byte logical, 4096-byte physical sectors.</summary>
    private static readonly byte[] Alignment512e = Words(28, (0, 28), (4, 28), (8, 64), (16, 512), (20, 4096));

    /// <summary>DEVICE_SEEK_PENALTY_DESCRIPTOR (Version, Size, IncursSeekPenalty).</summary>
    private static byte[] SeekPenalty(bool spinning)
    {
        var bytes = Words(12, (0, 12), (4, 12));
        bytes[8] = spinning ? (byte)1 : (byte)0;
        return bytes;
    }

    /// <summary>STORAGE_DEVICE_DESCRIPTOR with vendor and product strings after the fixed part.</summary>
    private static byte[] DeviceDescriptor(string vendor, string product)
    {
        var strings = Encoding.ASCII.GetBytes($"{vendor}\0{product}\0");
        var bytes = Words(40 + strings.Length, (0, 40), (4, (uint)(40 + strings.Length)), (12, 40), (16, (uint)(40 + vendor.Length + 1)));
        strings.CopyTo(bytes, 40);
        return bytes;
    }

    private static WindowsVolumeRaw Ntfs64K => new(@"D:\sql\data", @"D:\")
    {
        FileSystem = "NTFS",
        SectorsPerCluster = 128,
        BytesPerSector = 512,
        TotalBytes = 1L << 40,
        FreeBytes = 1L << 39,
        Alignment = Alignment512e,
        SeekPenalty = SeekPenalty(spinning: false),
        Device = DeviceDescriptor("NVMe    ", "Samsung SSD 990 PRO"),
        DeviceNumber = Words(12, (0, 7), (4, 2), (8, 1)),
    };

    [Fact]
    public void The_allocation_unit_is_sectors_per_cluster_times_bytes_per_sector()
    {
        var volume = WindowsVolumeFacts.Describe(Ntfs64K);

        Assert.Equal(65536, volume.AllocationUnitBytes);
        Assert.Equal(4096, WindowsVolumeFacts.Describe(Ntfs64K with { SectorsPerCluster = 8 }).AllocationUnitBytes);
    }

    [Fact]
    public void A_512e_disk_reports_512_byte_logical_and_4096_byte_physical_sectors()
    {
        var volume = WindowsVolumeFacts.Describe(Ntfs64K);

        Assert.Equal((512, 4096), (volume.LogicalBlockBytes, volume.PhysicalSectorBytes));
    }

    [Theory]
    [InlineData(true, true)]
    [InlineData(false, false)]
    public void A_seek_penalty_means_a_spinning_disk(bool seekPenalty, bool rotational) =>
        Assert.Equal(rotational, WindowsVolumeFacts.Describe(Ntfs64K with { SeekPenalty = SeekPenalty(seekPenalty) }).Rotational);

    [Fact]
    public void The_disk_number_names_the_physical_drive_the_counters_follow()
    {
        var volume = WindowsVolumeFacts.Describe(Ntfs64K);

        Assert.Equal((@"\\.\PhysicalDrive2", "2", @"D:\"), (volume.Device, volume.DeviceNumber, volume.MountPoint));
        Assert.Equal("NVMe Samsung SSD 990 PRO", volume.Model);
        Assert.Equal(("NTFS", 1L << 40, 1L << 39), (volume.FileSystem, volume.TotalBytes, volume.FreeBytes));
        Assert.Empty(volume.Notes);
    }

    [Fact]
    public void Unanswered_storage_properties_leave_the_facts_unknown_and_say_so()
    {
        // As Wine 8 answers: no alignment or seek penalty property, a device descriptor naming nothing.
        var raw = Ntfs64K with
        {
            SectorsPerCluster = 8,
            Alignment = null,
            SeekPenalty = null,
            Device = Words(40, (0, 40), (4, 40), (28, 1)),
            Errors = ["IOCTL_STORAGE_QUERY_PROPERTY(StorageAccessAlignmentProperty) failed: Request not supported. (error 50)"],
        };

        var volume = WindowsVolumeFacts.Describe(raw);

        Assert.Equal((512, null, null, null), (volume.LogicalBlockBytes, volume.PhysicalSectorBytes, volume.Rotational, volume.Model));
        Assert.Equal(raw.Errors[0], volume.Notes[0]);
        Assert.Contains(volume.Notes, n => n.StartsWith("physical sector size unknown", StringComparison.Ordinal));
        Assert.Contains(volume.Notes, n => n.StartsWith("seek penalty unknown", StringComparison.Ordinal));
    }

    [Fact]
    public void A_file_system_SQL_Server_does_not_use_is_noted()
    {
        var volume = WindowsVolumeFacts.Describe(Ntfs64K with { FileSystem = "exFAT" });

        Assert.Equal("exFAT: SQL Server keeps data files on NTFS or ReFS only, and SetFileValidData (IFI) needs NTFS", Assert.Single(volume.Notes));
        Assert.Empty(WindowsVolumeFacts.Describe(Ntfs64K with { FileSystem = "ReFS" }).Notes);
    }

    [Fact]
    public void Buffers_shorter_than_their_structure_or_its_Size_field_parse_as_nothing()
    {
        Assert.Null(StorageDescriptors.ParseAccessAlignment(Alignment512e.AsSpan(0, 20)));
        Assert.Null(StorageDescriptors.ParseAccessAlignment(Words(28, (0, 28), (4, 12), (16, 512))));
        Assert.Null(StorageDescriptors.ParseSeekPenalty(new byte[8]));
        Assert.Null(StorageDescriptors.ParseDeviceNumber(new byte[8]));
        Assert.Null(StorageDescriptors.ParseFileStorageInfo(new byte[27]));
    }

    [Fact]
    public void File_storage_info_gives_the_logical_and_both_physical_sectors()
    {
        var info = StorageDescriptors.ParseFileStorageInfo(Words(28, (0, 512), (4, 4096), (8, 4096), (12, 4096)));

        Assert.Equal(new FileStorageInfo(512, 4096, 4096), info);
    }

    [Fact]
    public void A_property_query_names_the_property_and_the_standard_query()
    {
        var query = new byte[StorageDescriptors.PropertyQueryBytes];
        query.AsSpan().Fill(0xFF);

        StorageDescriptors.PropertyQuery(StorageDescriptors.SeekPenaltyProperty, query);

        Assert.Equal(new byte[] { 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 }, query);
    }
}
