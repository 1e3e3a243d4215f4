using System.Security.Cryptography;
using System.Text;

namespace Bench.Harness.Volume;

/// <summary>
/// A stable id of this machine, kept apart from its host name (hosts get renamed, images get cloned with a new name):
/// Linux, /etc/machine-id (else /var/lib/dbus/machine-id); Windows, MachineGuid under
/// HKLM\SOFTWARE\Microsoft\Cryptography. The system's id is never written: the manifest holds the first 32 hex digits of
/// SHA-256("bench:" + id), as systemd advises for ids that leave the machine. Where no id can be read (macOS, a
/// container without /etc/machine-id) the fallback is the same hash of "host:" + the host name, and the source says so.
/// </summary>
public static class MachineIdProbe
{
    private static readonly string[] LinuxFiles = ["/etc/machine-id", "/var/lib/dbus/machine-id"];

    /// <summary>The id and where it came from.</summary>
    public static (string Id, string Source) Describe()
    {
        var (raw, source, why) = OperatingSystem.IsWindows() ? Windows() : Linux();
        return raw is not null
            ? (Hash("bench:" + raw), source!)
            : (Hash("host:" + Environment.MachineName), $"fallback: the host name (renaming the host changes it), because {why}");
    }

    /// <summary>The first 32 hex digits of SHA-256 of <paramref name="text"/>.</summary>
    public static string Hash(string text) => Convert.ToHexStringLower(SHA256.HashData(Encoding.UTF8.GetBytes(text)))[..32];

    private static (string? Raw, string? Source, string Why) Linux()
    {
        foreach (var file in LinuxFiles)
        {
            try
            {
                if (File.Exists(file) && File.ReadAllText(file).Trim() is { Length: > 0 } id)
                {
                    return (id, $"{file} (hashed)", string.Empty);
                }
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                return (null, null, $"{file} could not be read: {e.Message}");
            }
        }

        return (null, null, $"neither {string.Join(" nor ", LinuxFiles)} exists or holds an id");
    }

    private static (string? Raw, string? Source, string Why) Windows()
    {
        const string key = @"HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Cryptography";
        if (!OperatingSystem.IsWindows())
        {
            return (null, null, "not Windows");
        }

        try
        {
            return Microsoft.Win32.Registry.GetValue(key, "MachineGuid", null) is string { Length: > 0 } guid
                ? (guid, $@"{key}\MachineGuid (hashed)", string.Empty)
                : (null, null, $@"{key}\MachineGuid is missing");
        }
        catch (Exception e) when (e is System.Security.SecurityException or IOException or UnauthorizedAccessException)
        {
            return (null, null, $@"{key}\MachineGuid could not be read: {e.Message}");
        }
    }
}
