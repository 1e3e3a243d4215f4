namespace Bench.Harness.Native;

/// <summary>What doctor, the run header and the manifest say first on Windows: the IFI privilege's state, and Wine when it is Wine.</summary>
public static class WindowsHost
{
    /// <summary>Said once per process; empty on other systems.</summary>
    public static IReadOnlyList<string> Lines { get; } = OperatingSystem.IsWindows() ? Describe(WindowsIfiPrivilege.Process, WindowsIo.WineVersion()) : [];

    /// <summary>The lines for a privilege state and, under Wine, its version.</summary>
    public static IReadOnlyList<string> Describe(WindowsIfiPrivilege privilege, string? wineVersion)
    {
        ArgumentNullException.ThrowIfNull(privilege);
        var lines = new List<string> { $"IFI: {privilege.State}" };
        if (wineVersion is not null)
        {
            lines.Add($"Wine {wineVersion}: a smoke test of the Windows code paths only. Wine does not enforce privileges, sector alignment or write-through as Windows does: no timing from it stands for Windows");
        }

        return lines;
    }
}
