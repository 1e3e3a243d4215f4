using System.Globalization;
using Bench.Results.Manifest;
using Bench.Store.Folder;
using Bench.Store.Schema;

namespace Bench.Store;

/// <summary>How a run folder differs from the copy of its run a store holds: what a publish without replace tells.</summary>
internal static class StoredCopy
{
    /// <summary>
    /// The differences, one line each: rows per table, then the manifest's status and end. Empty when the folder is what
    /// was published. Samples are not counted: a publish leaves out the lines of samples.csv it cannot read (and says
    /// so), so their count would make an unchanged folder differ on every publish; a run that went on since it was
    /// published holds more results rows or another status or end anyway.
    /// </summary>
    public static IReadOnlyList<string> Differences(StoredRunFolder folder, RunManifest stored, IReadOnlyDictionary<string, long> storedRows)
    {
        var differences = new List<string>();
        var rows = new Dictionary<string, long>(StringComparer.Ordinal)
        {
            [StoreSchema.Results.Name] = folder.Rows.Count,
            [StoreSchema.Stalls.Name] = folder.Stalls.Count,
            [StoreSchema.Summary.Name] = folder.Summary.Count,
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
}
