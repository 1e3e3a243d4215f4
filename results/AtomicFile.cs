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
        var temporary = path + ".tmp";
        try
        {
            File.WriteAllText(temporary, text);
            File.Move(temporary, path, overwrite: true);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
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
