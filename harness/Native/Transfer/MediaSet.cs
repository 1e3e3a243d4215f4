using Bench.Scenarios.Targets;

namespace Bench.Harness.Native.Transfer;

/// <summary>The backup files of one backup, read and checked as RESTORE checks a media set.</summary>
internal static class MediaSet
{
    /// <summary>Reads every file's index and checks that they are one complete backup of <paramref name="expected"/>'s shape.</summary>
    public static IReadOnlyList<(IBlockFile File, StripeContents Contents)> Read(IReadOnlyList<IBlockFile> files, FixtureSpec expected)
    {
        ArgumentNullException.ThrowIfNull(files);
        ArgumentNullException.ThrowIfNull(expected);
        var set = files.Select(f => (File: f, Contents: BackupFormat.Read(f))).ToList();
        var first = set[0].Contents;
        foreach (var (file, contents) in set)
        {
            if (contents.SetId != first.SetId || contents.Stripes != files.Count)
            {
                throw new InvalidDataException($"{file.Path} belongs to another media set (files of different backups cannot be restored together)");
            }

            if (contents.DataFiles != expected.DataFiles || contents.DataFileBytes != expected.DataFileBytes)
            {
                throw new InvalidDataException(
                    $"{file.Path} holds {contents.DataFiles} data file(s) of {contents.DataFileBytes} bytes, not {expected.DataFiles} of {expected.DataFileBytes}");
            }
        }

        if (set.Select(s => s.Contents.Stripe).Order().SequenceEqual(Enumerable.Range(1, files.Count)) is false)
        {
            throw new InvalidDataException($"the media set is incomplete: it needs files 1 to {files.Count}");
        }

        var covered = set.Sum(s => s.Contents.Entries.Sum(e => (long)e.RawLength));
        if (covered != expected.DataBytes)
        {
            throw new InvalidDataException($"the media set holds {covered} bytes of data, not {expected.DataBytes}");
        }

        return set;
    }
}
