using Bench.Harness.Native;

namespace Bench.Harness.Tests.Native;

/// <summary>How a file is opened where the runtime opens it (Windows): the flags the requests in flight depend on.</summary>
public sealed class DirectFileTests
{
    [Theory]
    [InlineData(true, true)]
    [InlineData(true, false)]
    [InlineData(false, true)]
    [InlineData(false, false)]
    public void On_Windows_every_file_is_opened_for_overlapped_io_so_requests_from_several_threads_run_together(bool direct, bool writeThrough)
    {
        var options = DirectFile.Options(direct, writeThrough, windows: true);

        Assert.True(options.HasFlag(FileOptions.Asynchronous), $"{options}: without FILE_FLAG_OVERLAPPED Windows serialises the I/O on the handle");
        Assert.Equal(direct, options.HasFlag(WindowsIo.NoBuffering));
        Assert.Equal(writeThrough, options.HasFlag(FileOptions.WriteThrough));
    }

    [Fact]
    public void Elsewhere_the_runtime_opens_files_synchronously() =>
        Assert.Equal(WindowsIo.NoBuffering | FileOptions.WriteThrough, DirectFile.Options(preferDirect: true, writeThrough: true, windows: false));

    [Fact]
    public void A_file_the_runtime_opens_is_shared_with_no_reader_as_SetFileValidData_advises_while_it_holds_old_clusters()
    {
        using var temp = new TempDirectory();
        var path = temp["data.mdf"];
        using (var file = DirectFile.OpenByRuntime(path, create: true, preferDirect: false, writeThrough: false, windows: false))
        {
            file.Write(new byte[4096], 0);

            // The runtime keeps FileShare on Linux too (an exclusive flock for FileShare.None), so a reader is refused here as on Windows.
            Assert.Throws<IOException>(() => File.OpenHandle(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite).Dispose());
        }

        using var reader = File.OpenHandle(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite);
        Assert.Equal(4096, RandomAccess.GetLength(reader));
    }
}
