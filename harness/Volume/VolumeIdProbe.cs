using System.Runtime.InteropServices;
using Bench.Results.Manifest;

namespace Bench.Harness.Volume;

/// <summary>
/// The identity of the volume under test, the same however it is mounted or named: Linux, the file system's UUID (the
/// /dev/disk/by-uuid link to its device); Windows, the volume GUID (GetVolumeNameForVolumeMountPoint). Where the system
/// has none (an overlay or tmpfs, a container without /dev/disk), the fallback is the machine id with the device number
/// and mount point, and the source says so.
/// </summary>
public static partial class VolumeIdProbe
{
    private const string ByUuid = "/dev/disk/by-uuid";

    /// <summary>The id of <paramref name="volume"/> on the machine <paramref name="machineId"/>, and where it came from.</summary>
    public static (string Id, string Source) Describe(VolumeInfo volume, string machineId)
    {
        ArgumentNullException.ThrowIfNull(volume);
        var (id, source, why) = OperatingSystem.IsWindows() ? Windows(volume) : Linux(volume);
        return id is not null
            ? (id, source!)
            : ($"{machineId}:{volume.DeviceNumber ?? volume.Device ?? "?"}:{volume.MountPoint ?? volume.Path}",
                $"fallback: machine id, device number and mount point, because {why}");
    }

    private static (string? Id, string? Source, string Why) Linux(VolumeInfo volume)
    {
        if (volume.Device is not { Length: > 0 } device || !device.StartsWith("/dev/", StringComparison.Ordinal))
        {
            return (null, null, $"the volume's device ({volume.Device ?? "unknown"}) is not a block device");
        }

        if (!Directory.Exists(ByUuid))
        {
            return (null, null, $"{ByUuid} does not exist here");
        }

        try
        {
            var target = Path.GetFullPath(device);
            foreach (var link in Directory.EnumerateFileSystemEntries(ByUuid))
            {
                if (new FileInfo(link).ResolveLinkTarget(returnFinalTarget: true)?.FullName == target)
                {
                    return ("uuid:" + Path.GetFileName(link), $"{ByUuid} (file system UUID of {device})", string.Empty);
                }
            }
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return (null, null, $"{ByUuid} could not be read: {e.Message}");
        }

        return (null, null, $"no link in {ByUuid} points at {device}");
    }

    private static (string? Id, string? Source, string Why) Windows(VolumeInfo volume)
    {
        var root = volume.MountPoint ?? Path.GetPathRoot(volume.Path);
        if (root is null)
        {
            return (null, null, "the volume's root is unknown");
        }

        var name = new char[64];
        return GetVolumeNameForVolumeMountPointW(root.EndsWith('\\') ? root : root + '\\', name, name.Length)
            ? (new string(name).TrimEnd('\0'), "GetVolumeNameForVolumeMountPoint (volume GUID)", string.Empty)
            : (null, null, $"GetVolumeNameForVolumeMountPoint({root}) failed with error {Marshal.GetLastPInvokeError()}");
    }

    [LibraryImport("kernel32.dll", SetLastError = true, StringMarshalling = StringMarshalling.Utf16)]
    [return: MarshalAs(UnmanagedType.Bool)]
    private static partial bool GetVolumeNameForVolumeMountPointW(string mountPoint, [Out] char[] volumeName, int length);
}
