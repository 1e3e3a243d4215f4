using System.ComponentModel;
using System.Globalization;
using System.Runtime.InteropServices;
using Bench.Results.Manifest;
using Microsoft.Win32.SafeHandles;

namespace Bench.Harness.Volume;

/// <summary>
/// Asks Windows about the volume holding a directory: GetVolumePathName, GetVolumeInformation, GetDiskFreeSpace(Ex),
/// and, on the volume's device (opened with no access rights, which needs no elevation), IOCTL_STORAGE_QUERY_PROPERTY
/// for the access alignment, the seek penalty and the device's name, and IOCTL_STORAGE_GET_DEVICE_NUMBER. Only
/// gathers the answers; <see cref="WindowsVolumeFacts"/> makes sense of them. Under Wine 8 (CI) the two storage
/// properties are not supported and the drive is a fake NTFS volume: the answers of a real Windows volume are
/// not tested here.
/// </summary>
internal static partial class WindowsVolumeProbe
{
    private const uint IoctlStorageQueryProperty = 0x002D1400;
    private const uint IoctlStorageGetDeviceNumber = 0x002D1080;
    private const uint FileShareReadWrite = 0x1 | 0x2;
    private const uint OpenExisting = 3;

    /// <summary>Describes the volume holding <paramref name="existing"/> (an existing directory); <paramref name="full"/> is the data directory.</summary>
    public static VolumeInfo Describe(string full, string existing) => WindowsVolumeFacts.Describe(Read(full, existing));

    private static WindowsVolumeRaw Read(string full, string existing)
    {
        var errors = new List<string>();
        var root = Text(260, (buffer, size) => GetVolumePathNameW(existing, buffer, size), "GetVolumePathName", errors)
            ?? Path.GetPathRoot(existing) ?? existing;
        var fileSystem = new char[64];
        var named = GetVolumeInformationW(root, null, 0, out _, out _, out _, fileSystem, fileSystem.Length);
        if (!named)
        {
            errors.Add(Failed("GetVolumeInformation", root));
        }

        var clustered = GetDiskFreeSpaceW(root, out var sectorsPerCluster, out var bytesPerSector, out _, out _);
        if (!clustered)
        {
            errors.Add(Failed("GetDiskFreeSpace", root));
        }

        var spaced = GetDiskFreeSpaceExW(existing, out var free, out var total, out _);
        if (!spaced)
        {
            errors.Add(Failed("GetDiskFreeSpaceEx", existing));
        }

        var raw = new WindowsVolumeRaw(full, root)
        {
            FileSystem = named ? new string(fileSystem).TrimEnd('\0') : null,
            SectorsPerCluster = clustered ? sectorsPerCluster : null,
            BytesPerSector = clustered ? bytesPerSector : null,
            TotalBytes = spaced ? (long)total : null,
            FreeBytes = spaced ? (long)free : null,
        };
        var device = DevicePath(root, errors);
        using var handle = device is null ? null : CreateFileW(device, 0, FileShareReadWrite, IntPtr.Zero, OpenExisting, 0, IntPtr.Zero);
        if (handle is null || handle.IsInvalid)
        {
            if (device is not null)
            {
                errors.Add(Failed("CreateFile", device));
            }

            return raw with { Errors = errors };
        }

        return raw with
        {
            Alignment = Property(handle, StorageDescriptors.AccessAlignmentProperty, "StorageAccessAlignmentProperty", errors),
            SeekPenalty = Property(handle, StorageDescriptors.SeekPenaltyProperty, "StorageDeviceSeekPenaltyProperty", errors),
            Device = Property(handle, StorageDescriptors.DeviceProperty, "StorageDeviceProperty", errors),
            DeviceNumber = Control(handle, IoctlStorageGetDeviceNumber, [], 12, "IOCTL_STORAGE_GET_DEVICE_NUMBER", errors),
            Errors = errors,
        };
    }

    /// <summary>The volume's device path: \\?\Volume{guid} (no trailing backslash), else \\.\C: for a drive letter.</summary>
    private static string? DevicePath(string root, List<string> errors)
    {
        if (Text(64, (buffer, size) => GetVolumeNameForVolumeMountPointW(root, buffer, size), "GetVolumeNameForVolumeMountPoint", errors) is { } name)
        {
            return name.TrimEnd('\\');
        }

        return root.Length >= 2 && root[1] == ':' ? $@"\\.\{root[..2]}" : null;
    }

    private static byte[]? Property(SafeFileHandle handle, int property, string name, List<string> errors)
    {
        var query = new byte[StorageDescriptors.PropertyQueryBytes];
        StorageDescriptors.PropertyQuery(property, query);
        return Control(handle, IoctlStorageQueryProperty, query, 1024, $"IOCTL_STORAGE_QUERY_PROPERTY({name})", errors);
    }

    private static unsafe byte[]? Control(SafeFileHandle handle, uint code, byte[] input, int outputBytes, string name, List<string> errors)
    {
        var output = new byte[outputBytes];
        fixed (byte* inputStart = input)
        fixed (byte* outputStart = output)
        {
            if (!DeviceIoControl(handle, code, input.Length == 0 ? null : inputStart, input.Length, outputStart, output.Length, out var returned, IntPtr.Zero))
            {
                errors.Add(Failed(name, null));
                return null;
            }

            return output[..returned];
        }
    }

    private static string? Text(int capacity, Func<char[], int, bool> call, string name, List<string> errors)
    {
        var buffer = new char[capacity];
        if (!call(buffer, buffer.Length))
        {
            errors.Add(Failed(name, null));
            return null;
        }

        return new string(buffer).TrimEnd('\0');
    }

    private static string Failed(string call, string? argument)
    {
        var error = Marshal.GetLastPInvokeError();
        return string.Create(CultureInfo.InvariantCulture, $"{call}{(argument is null ? string.Empty : $"({argument})")} failed: {new Win32Exception(error).Message} (error {error})");
    }

    [LibraryImport("kernel32.dll", SetLastError = true, StringMarshalling = StringMarshalling.Utf16)]
    [return: MarshalAs(UnmanagedType.Bool)]
    private static partial bool GetVolumePathNameW(string path, [Out] char[] volumePath, int length);

    [LibraryImport("kernel32.dll", SetLastError = true, StringMarshalling = StringMarshalling.Utf16)]
    [return: MarshalAs(UnmanagedType.Bool)]
    private static partial bool GetVolumeNameForVolumeMountPointW(string mountPoint, [Out] char[] volumeName, int length);

    [LibraryImport("kernel32.dll", SetLastError = true, StringMarshalling = StringMarshalling.Utf16)]
    [return: MarshalAs(UnmanagedType.Bool)]
    private static partial bool GetVolumeInformationW(
        string root, [Out] char[]? volumeName, int volumeNameLength, out uint serial, out uint maxComponent, out uint flags, [Out] char[] fileSystem, int fileSystemLength);

    [LibraryImport("kernel32.dll", SetLastError = true, StringMarshalling = StringMarshalling.Utf16)]
    [return: MarshalAs(UnmanagedType.Bool)]
    private static partial bool GetDiskFreeSpaceW(string root, out uint sectorsPerCluster, out uint bytesPerSector, out uint freeClusters, out uint totalClusters);

    [LibraryImport("kernel32.dll", SetLastError = true, StringMarshalling = StringMarshalling.Utf16)]
    [return: MarshalAs(UnmanagedType.Bool)]
    private static partial bool GetDiskFreeSpaceExW(string directory, out ulong freeToCaller, out ulong total, out ulong totalFree);

    [LibraryImport("kernel32.dll", SetLastError = true, StringMarshalling = StringMarshalling.Utf16)]
    private static partial SafeFileHandle CreateFileW(string name, uint access, uint share, IntPtr security, uint disposition, uint flags, IntPtr template);

    [LibraryImport("kernel32.dll", SetLastError = true)]
    [return: MarshalAs(UnmanagedType.Bool)]
    private static unsafe partial bool DeviceIoControl(
        SafeFileHandle device, uint code, byte* input, int inputLength, byte* output, int outputLength, out int returned, IntPtr overlapped);
}
