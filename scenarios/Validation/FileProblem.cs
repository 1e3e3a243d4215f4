namespace Bench.Scenarios.Validation;

/// <summary>Why a file a user named could not be read, in words: a directory, not found, or the system's reason.</summary>
public static class FileProblem
{
    /// <summary>
    /// What is wrong with <paramref name="path"/>, given the <paramref name="error"/> reading it raised: "a directory, not a
    /// file" (which Linux reports as access denied), "not found", or the error's own message; never ending in a period,
    /// so that it sits inside a sentence.
    /// </summary>
    public static string Of(string path, Exception error)
    {
        ArgumentNullException.ThrowIfNull(path);
        ArgumentNullException.ThrowIfNull(error);
        if (Directory.Exists(path))
        {
            return "it is a directory, not a file";
        }

        return error is FileNotFoundException or DirectoryNotFoundException || !File.Exists(path) ? "not found" : error.Message.TrimEnd('.');
    }
}
