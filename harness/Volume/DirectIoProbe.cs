using System.ComponentModel;
using System.Globalization;
using Bench.Harness.Native;
using Bench.Harness.Runner;

namespace Bench.Harness.Volume;

/// <summary>
/// What a real direct I/O probe found: <see cref="Works"/> true when one aligned block written at offset 0 of a file
/// opened as the native target opens its data files (Linux O_DIRECT | O_DSYNC; Windows FILE_FLAG_NO_BUFFERING |
/// FILE_FLAG_WRITE_THROUGH, overlapped) read back the same; false, with the system's error, when the volume refused it.
/// </summary>
/// <param name="Works">True: proven; false: refused (the flag at open, the write or the read, or what was read differed); null: no probe file could be opened.</param>
/// <param name="Says">Doctor's line: "yes (4096-byte aligned write and read through O_DIRECT)", or what went wrong.</param>
public sealed record DirectIoProof(bool? Works, string Says);

/// <summary>
/// Proves direct I/O on a probe file by doing it: one block of the volume's logical sector (never less than the
/// harness's <see cref="AlignedBuffer.Alignment"/>, which every request of the harness is a multiple of) written at
/// offset 0 from an aligned buffer, read back into another through the same unbuffered handle, and compared. An open
/// flag the system accepts is not proof: some file systems take O_DIRECT at open(2) and refuse the write, and Windows
/// refuses a misaligned unbuffered request only when it is issued.
/// </summary>
internal static class DirectIoProbe
{
    /// <summary>The flag that makes a file unbuffered, in the system's words.</summary>
    public static string Flag => OperatingSystem.IsWindows() ? "FILE_FLAG_NO_BUFFERING" : "O_DIRECT";

    /// <summary>The flags the probe file is opened with, as the native target opens a data file.</summary>
    public static string Flags => OperatingSystem.IsWindows() ? "FILE_FLAG_NO_BUFFERING | FILE_FLAG_WRITE_THROUGH" : "O_DIRECT | O_DSYNC";

    /// <summary>The block the probe writes for a volume whose logical sector is <paramref name="sectorBytes"/> (null: not known).</summary>
    public static int BlockBytes(int? sectorBytes) => sectorBytes is > AlignedBuffer.Alignment
        ? (sectorBytes.Value + AlignedBuffer.Alignment - 1) / AlignedBuffer.Alignment * AlignedBuffer.Alignment
        : AlignedBuffer.Alignment;

    /// <summary>
    /// Writes, reads back and compares one block at offset 0 of <paramref name="file"/>, opened unbuffered
    /// (<paramref name="direct"/> false: the volume refused the flag at open). A write refused because the volume is full
    /// (<see cref="DiskFull.Is"/>) is thrown, not taken for a refusal of direct I/O.
    /// </summary>
    public static DirectIoProof Prove(IBlockFile file, bool direct, int? sectorBytes)
    {
        ArgumentNullException.ThrowIfNull(file);
        if (!direct)
        {
            return new DirectIoProof(false, $"refused: the file system does not open files with {Flag} (open(2) failed with EINVAL); the native target writes buffered and flushes (fsync) instead");
        }

        var bytes = BlockBytes(sectorBytes);
        using var written = new AlignedBuffer(bytes);
        using var read = new AlignedBuffer(bytes);
        var pattern = written.Span;
        for (var i = 0; i < pattern.Length; i++)
        {
            // Not zeros: a block never written, or a stale one, reads back as something else.
            pattern[i] = (byte)((i * 31) + 7 + (i >> 8));
        }

        var step = "write";
        try
        {
            file.Write(written.Slice(bytes), 0);
            step = "read";
            file.ReadExactly(read.Span, 0);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException && !DiskFull.Is(e))
        {
            // A full volume (ENOSPC) refuses any write, buffered too: it proves nothing of direct I/O, so it is thrown.
            return new DirectIoProof(false, string.Create(CultureInfo.InvariantCulture, $"refused: the {bytes}-byte aligned {step} at offset 0 through {Flag} failed: {Reason(e)}"));
        }

        var differs = written.Slice(bytes).CommonPrefixLength(read.Span);
        return differs < bytes
            ? new DirectIoProof(false, string.Create(CultureInfo.InvariantCulture, $"refused: the {bytes} bytes read back through {Flag} differ from those written at offset 0 (from byte {differs})"))
            : new DirectIoProof(true, string.Create(CultureInfo.InvariantCulture, $"yes ({bytes}-byte aligned write and read through {Flag})"));
    }

    /// <summary>The system's error in <paramref name="e"/>, with its number where the runtime kept it.</summary>
    internal static string Reason(Exception e)
    {
        ArgumentNullException.ThrowIfNull(e);
        var code = e.HResult & 0xFFFF;
        return (e.HResult & unchecked((int)0xFFFF0000)) == unchecked((int)0x80070000) && OperatingSystem.IsWindows()
            ? string.Create(CultureInfo.InvariantCulture, $"{new Win32Exception(code).Message} (error {code})")
            : e.Message;
    }
}
