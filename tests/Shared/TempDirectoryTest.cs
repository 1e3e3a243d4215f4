namespace Bench.Tests;

/// <summary>A test class with a temporary directory of its own (<see cref="Temp"/>), removed after each test.</summary>
public abstract class TempDirectoryTest : IDisposable
{
    internal TempDirectory Temp { get; } = new();

    public void Dispose()
    {
        Dispose(true);
        GC.SuppressFinalize(this);
    }

    protected virtual void Dispose(bool disposing)
    {
        if (disposing)
        {
            Temp.Dispose();
        }
    }
}
