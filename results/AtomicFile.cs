namespace Bench.Results;

/// <summary>Files written whole or not at all: a temporary file beside the target, then a rename over it.</summary>
public static class AtomicFile
{
    /// <summary>Writes <paramref name="text"/> to <paramref name="path"/> through <c>path.tmp</c>, so a crash never leaves half of it.</summary>
    public static void WriteAllText(string path, string text)
    {
        ArgumentNullException.ThrowIfNull(path);
        var temporary = path + ".tmp";
        File.WriteAllText(temporary, text);
        File.Move(temporary, path, overwrite: true);
    }
}
