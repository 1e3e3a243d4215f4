using System.Text.Json;
using System.Text.Json.Serialization;

namespace Bench.Results.Manifest;

/// <summary>Reads and writes manifest.json (snake_case, indented, times in UTC).</summary>
public static class ManifestFile
{
    /// <summary>The file name inside a run folder.</summary>
    public const string FileName = "manifest.json";

    private static readonly JsonSerializerOptions Options = new()
    {
        PropertyNamingPolicy = JsonNamingPolicy.SnakeCaseLower,
        WriteIndented = true,
        DefaultIgnoreCondition = JsonIgnoreCondition.Never,
        Converters = { new JsonStringEnumConverter(JsonNamingPolicy.SnakeCaseLower) },
    };

    /// <summary>Writes the manifest atomically (a temporary file, then a rename), so a crash never leaves half of one.</summary>
    public static void Write(string runDirectory, RunManifest manifest)
    {
        AtomicFile.WriteAllText(Path.Combine(runDirectory, FileName), Serialize(manifest));
    }

    /// <summary>
    /// Why <paramref name="runDirectory"/>'s manifest cannot be seen when the folder exists but this user may not read it
    /// (permission denied: it looks empty, not like a folder that is no run's); null when it can be read or does not exist.
    /// </summary>
    public static string? Unreadable(string runDirectory)
    {
        ArgumentNullException.ThrowIfNull(runDirectory);
        if (!Directory.Exists(runDirectory))
        {
            return null;
        }

        try
        {
            using var entries = Directory.EnumerateFileSystemEntries(runDirectory).GetEnumerator();
            _ = entries.MoveNext();
            return null;
        }
        catch (UnauthorizedAccessException)
        {
            return $"{Path.GetFullPath(runDirectory)} cannot be read: permission denied (this user may not list it)";
        }
    }

    /// <summary>Reads the manifest of a run folder.</summary>
    public static RunManifest Read(string runDirectory)
    {
        var path = Path.Combine(runDirectory, FileName);

        // Shared for delete: a running run replaces the manifest by a rename, which on Windows fails while a reader
        // (bench report on that run) holds it without FILE_SHARE_DELETE.
        using var reader = Csv.CsvTableReader.OpenText(path);
        return JsonSerializer.Deserialize<RunManifest>(reader.ReadToEnd(), Options)
            ?? throw new InvalidDataException($"{path} is empty");
    }

    /// <summary>A manifest from its text; throws <see cref="InvalidDataException"/> naming <paramref name="source"/> when it is not one.</summary>
    public static RunManifest Parse(string json, string source)
    {
        try
        {
            return JsonSerializer.Deserialize<RunManifest>(json, Options) ?? throw new InvalidDataException($"{source} is empty");
        }
        catch (JsonException e)
        {
            throw new InvalidDataException($"{source} is not a bench manifest: {e.Message}", e);
        }
    }

    /// <summary>The manifest as manifest.json holds it.</summary>
    public static string Serialize(RunManifest manifest) => JsonSerializer.Serialize(manifest, Options);
}
