namespace Bench.Harness.Native.Transfer;

/// <summary>Where a backup reads the database from: its data files, or the generator directly (to make a restore's backup).</summary>
internal abstract class DataSource
{
    /// <summary>Data files.</summary>
    public abstract int Files { get; }

    /// <summary>Size of each data file.</summary>
    public abstract long FileBytes { get; }

    /// <summary>Whether reads come from the volume (and count as bytes read).</summary>
    public abstract bool FromVolume { get; }

    /// <summary>Fills <paramref name="destination"/> with <paramref name="file"/>'s data from <paramref name="offset"/>.</summary>
    public abstract void Read(int file, long offset, Span<byte> destination);

    /// <summary>The generator's data, made in memory.</summary>
    public static DataSource Generated(int files, long fileBytes) => new GeneratedSource(files, fileBytes);

    /// <summary>Data files on the volume, read with direct I/O.</summary>
    public static DataSource From(IReadOnlyList<IBlockFile> files, long fileBytes) => new FileSource(files, fileBytes);

    private sealed class GeneratedSource(int files, long fileBytes) : DataSource
    {
        public override int Files => files;

        public override long FileBytes => fileBytes;

        public override bool FromVolume => false;

        public override void Read(int file, long offset, Span<byte> destination) => DataGenerator.Fill(destination, file, offset);
    }

    private sealed class FileSource(IReadOnlyList<IBlockFile> files, long fileBytes) : DataSource
    {
        public override int Files => files.Count;

        public override long FileBytes => fileBytes;

        public override bool FromVolume => true;

        public override void Read(int file, long offset, Span<byte> destination) => files[file].ReadExactly(destination, offset);
    }
}
