using Microsoft.Win32.SafeHandles;

namespace Bench.Harness.Counters;

/// <summary>
/// A /proc or /sys file kept open and read again from offset 0 at every sample (the kernel writes it anew), into
/// one buffer that grows only when the text outgrows it.
/// </summary>
internal sealed class ProcFile : IDisposable
{
    private readonly SafeFileHandle handle;
    private byte[] buffer = new byte[16 * 1024];

    private ProcFile(string path, SafeFileHandle handle)
    {
        Path = path;
        this.handle = handle;
    }

    /// <summary>The file.</summary>
    public string Path { get; }

    /// <summary>Opens <paramref name="path"/>; null when it cannot be read.</summary>
    public static ProcFile? Open(string path)
    {
        try
        {
            return new ProcFile(path, File.OpenHandle(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite));
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }

    /// <summary>The file's whole text now; empty when reading fails.</summary>
    public ReadOnlySpan<byte> Read()
    {
        try
        {
            while (true)
            {
                var total = 0;
                int read;
                while (total < buffer.Length && (read = RandomAccess.Read(handle, buffer.AsSpan(total), total)) > 0)
                {
                    total += read;
                }

                if (total < buffer.Length)
                {
                    return buffer.AsSpan(0, total);
                }

                buffer = new byte[buffer.Length * 2];
            }
        }
        catch (IOException)
        {
            return default;
        }
    }

    /// <inheritdoc/>
    public void Dispose() => handle.Dispose();
}
