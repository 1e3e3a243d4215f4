using Bench.Harness.Volume;

namespace Bench.Harness.Tests.Volume;

public sealed class WriteCheckTests
{
    [Theory]
    [InlineData("Could not find file '/proc/x.sql.75507e947370.tmp'.", "its folder takes no new file (the file system refused to create it)")]
    [InlineData("Read-only file system : '/mnt/ro/x.sql.75507e947370.tmp'", "read-only file system")]
    [InlineData("No space left on device : '/mnt/full/x.sql.75507e947370.tmp'", "no space left on device")]
    public void A_failed_write_is_said_in_the_systems_words_without_a_temporary_files_name(string message, string expected)
    {
        Exception e = message.StartsWith("Could not find", StringComparison.Ordinal) ? new FileNotFoundException(message) : new IOException(message);

        Assert.Equal(expected, WriteCheck.Reason(e));
    }

    [Fact]
    public void A_denied_write_says_permission_denied()
    {
        Assert.Equal("permission denied", WriteCheck.Reason(new UnauthorizedAccessException("Access to the path 'out/x.sql.1.tmp' is denied.")));
    }
}
