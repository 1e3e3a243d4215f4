namespace Bench.Tests;

/// <summary>
/// A temporary directory beside the test binaries (on the repository's disk, not a tmpfs /tmp), removed after the test.
/// </summary>
internal sealed class TempDirectory : IDisposable
{
    public TempDirectory()
    {
        Path = System.IO.Path.Combine(AppContext.BaseDirectory, "test-data", Guid.NewGuid().ToString("N")[..12]);
        Directory.CreateDirectory(Path);
    }

    public string Path { get; }

    public string this[string relative] => System.IO.Path.Combine(Path, relative);

    public void Dispose()
    {
        if (Directory.Exists(Path))
        {
            Directory.Delete(Path, recursive: true);
        }
    }
}
