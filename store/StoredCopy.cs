using System.Globalization;
using Bench.Results.Manifest;
using Bench.Store.Folder;
using Bench.Store.Schema;

namespace Bench.Store;

/// <summary>How a run folder differs from the copy of its run a store holds: what a publish without replace tells.</summary>
internal static class StoredCopy
{
    /// <summary>
    /// The differences, one line each: rows per table (samples as the whole lines after samples.csv's header, which are
    /// what a publish loads), then the manifest's status and end. Empty when the folder is what was published.
    /// </summary>
    public static IReadOnlyList<string> Differences(RunFolder folder, RunManifest stored, IReadOnlyDictionary<string, long> storedRows)
    {
        var differences = new List<string>();
        var rows = new Dictionary<string, long>(StringComparer.Ordinal)
        {
            [StoreSchema.Results.Name] = folder.Rows.Count,
            [StoreSchema.Stalls.Name] = folder.Stalls.Count,
            [StoreSchema.Summary.Name] = folder.Summary.Count,
            [StoreSchema.Samples.Name] = folder.Samples is null ? 0 : Math.Max(0, WholeLines(folder.Samples.Path) - 1),
        };
        foreach (var (table, count) in rows)
        {
            var inStore = storedRows.GetValueOrDefault(table);
            if (count != inStore)
            {
                differences.Add(string.Create(CultureInfo.InvariantCulture, $"{table}: {count} rows in the folder, {inStore} in the store"));
            }
        }

        if (folder.Manifest.Status != stored.Status)
        {
            differences.Add($"status: {folder.Manifest.Status} in the folder, {stored.Status} in the store");
        }

        if (folder.Manifest.EndedUtc != stored.EndedUtc)
        {
            differences.Add($"ended: {Time(folder.Manifest.EndedUtc)} in the folder, {Time(stored.EndedUtc)} in the store");
        }

        return differences;
    }

    private static string Time(DateTime? time) =>
        time?.ToUniversalTime().ToString("yyyy-MM-dd'T'HH:mm:ss.FFFFFFF'Z'", CultureInfo.InvariantCulture) ?? "none";

    /// <summary>The lines of <paramref name="path"/> that end in a line break (a torn last line, which a publish leaves out, does not count).</summary>
    private static long WholeLines(string path)
    {
        using var stream = new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite, 1 << 16);
        var buffer = new byte[1 << 16];
        long lines = 0;
        int read;
        while ((read = stream.Read(buffer, 0, buffer.Length)) > 0)
        {
            lines += buffer.AsSpan(0, read).Count((byte)'\n');
        }

        return lines;
    }
}
