namespace Bench.Harness.Volume;

/// <summary>Whether this user can write under a directory: a file made and deleted at once in the nearest folder that exists.</summary>
public static class WriteCheck
{
    /// <summary>
    /// Why nothing can be written under <paramref name="directory"/> ("/mnt/ro: read-only file system", the nearest
    /// folder that exists and the reason, never ending in a period), or null when it can.
    /// </summary>
    public static string? Problem(string directory)
    {
        ArgumentNullException.ThrowIfNull(directory);
        var existing = Path.GetFullPath(directory);
        while (!Directory.Exists(existing) && Path.GetDirectoryName(existing) is { } parent)
        {
            existing = parent;
        }

        var probe = Path.Combine(existing, $".bench-write-{Guid.NewGuid():N}");
        try
        {
            using (File.Create(probe, 1, FileOptions.DeleteOnClose))
            {
            }

            return null;
        }
        catch (UnauthorizedAccessException)
        {
            return $"{existing}: permission denied";
        }
        catch (IOException e)
        {
            return $"{existing}: {Reason(e.Message)}";
        }
    }

    /// <summary>
    /// Why <paramref name="e"/> failed to write, in the system's words without the file's name .NET puts in them (a
    /// temporary file's above all: "Could not find file '/proc/x.sql.75507e947370.tmp'"), never ending in a period.
    /// </summary>
    public static string Reason(Exception e) => e switch
    {
        UnauthorizedAccessException => "permission denied",
        FileNotFoundException or DirectoryNotFoundException => "its folder takes no new file (the file system refused to create it)",
        _ => Reason(e.Message),
    };

    /// <summary>The system's reason without the probe file's name .NET appends ("Read-only file system : '/mnt/ro/.bench-write-...'").</summary>
    private static string Reason(string message)
    {
        var at = message.IndexOf(" : '", StringComparison.Ordinal);
        var reason = (at > 0 ? message[..at] : message).TrimEnd('.');
        reason = System.Text.RegularExpressions.Regex.Replace(reason, @"\s*'[^']*'", string.Empty);
        return reason.Length > 0 ? char.ToLowerInvariant(reason[0]) + reason[1..] : reason;
    }
}
