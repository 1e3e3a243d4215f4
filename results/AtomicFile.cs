namespace Bench.Results;

/// <summary>Files written whole or not at all: a temporary file beside the target, then a rename over it.</summary>
public static class AtomicFile
{
    /// <summary>
    /// Writes <paramref name="text"/> to <paramref name="path"/> through <c>path.tmp</c>, so a crash never leaves half of it;
    /// a write or rename that fails removes the temporary file (where it can) and throws its own error.
    /// </summary>
    public static void WriteAllText(string path, string text)
    {
        ArgumentNullException.ThrowIfNull(path);
        Write(path + ".tmp", FileMode.Create, path, text);
    }

    /// <summary>
    /// As <see cref="WriteAllText"/>, for a path in a folder that is not the harness's own (a user's --sql file): through a
    /// temporary file of a random name, made new, so that no file already there (a user's <c>path.tmp</c>) is written over,
    /// moved or deleted.
    /// </summary>
    public static void WriteAllTextBeside(string path, string text)
    {
        ArgumentNullException.ThrowIfNull(path);
        Write($"{path}.{Guid.NewGuid().ToString("N")[..12]}.tmp", FileMode.CreateNew, path, text);
    }

    private static void Write(string temporary, FileMode mode, string path, string text)
    {
        var made = false;
        try
        {
            using (var stream = new FileStream(temporary, mode, FileAccess.Write))
            {
                made = true;
                using var writer = new StreamWriter(stream);
                writer.Write(text);
            }

            File.Move(temporary, path, overwrite: true);
        }
        catch (Exception e) when ((e is IOException or UnauthorizedAccessException) && made)
        {
            try
            {
                File.Delete(temporary);
            }
            catch (Exception again) when (again is IOException or UnauthorizedAccessException)
            {
                // Nothing more to do: a stray temporary file is the harness's and harmless.
            }

            throw;
        }
    }
}
