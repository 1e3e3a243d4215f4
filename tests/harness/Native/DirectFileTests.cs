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
}
