namespace Bench.Harness.Native.Transfer;

/// <summary>Backup file I/O in BLOCKSIZE requests (the native target's model of BLOCKSIZE).</summary>
internal static class StripeIo
{
    /// <summary>Writes the first <paramref name="length"/> bytes of <paramref name="buffer"/> at <paramref name="offset"/>, <paramref name="request"/> bytes at a time.</summary>
    public static void Write(IBlockFile file, AlignedBuffer buffer, int length, long offset, int request)
    {
        for (var done = 0; done < length; done += request)
        {
            file.Write(buffer.Span.Slice(done, Math.Min(request, length - done)), offset + done);
        }
    }

    /// <summary>Reads <paramref name="length"/> bytes at <paramref name="offset"/> into <paramref name="buffer"/>, <paramref name="request"/> bytes at a time.</summary>
    public static void Read(IBlockFile file, AlignedBuffer buffer, int length, long offset, int request)
    {
        for (var done = 0; done < length; done += request)
        {
            file.ReadExactly(buffer.Span.Slice(done, Math.Min(request, length - done)), offset + done);
        }
    }
}
