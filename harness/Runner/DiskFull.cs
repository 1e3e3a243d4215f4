using System.Globalization;
using System.Runtime.CompilerServices;
using Bench.Harness.SqlServer;
using Bench.Harness.Volume;
using Bench.Results.Units;
using Bench.Scenarios.Targets;
using Microsoft.Data.SqlClient;

namespace Bench.Harness.Runner;

/// <summary>
/// A volume the run writes to that filled up during the run (something else wrote to it after the free-space check):
/// the first write refused for want of space stops the run as a target that cannot go on does
/// (<see cref="RunStoppedException"/>: the case it hit gets no row, its files are removed by the case as on any failure,
/// every finished row is kept, and a resume runs the rest), rather than give each case left a failed row for the same
/// reason and call the run complete.
/// </summary>
/// <param name="directories">The directories the run's cases write to (data, backups): the one on the fullest volume is named.</param>
/// <param name="resume">The command that runs the rest once space is freed (bench run --resume with the run folder).</param>
public sealed class DiskFull(IReadOnlyList<string> directories, string resume)
{
    /// <summary>Linux's errno ENOSPC, which .NET gives as the HResult of the IOException it throws.</summary>
    private const int Enospc = 28;

    /// <summary>The client's exception, asked by name first so that a native run's failures never load its assembly.</summary>
    private const string SqlExceptionName = "Microsoft.Data.SqlClient.SqlException";

    /// <summary>What the stop says after the full volume, whoever's it is.</summary>
    private const string Rest =
        "the run stops here rather than fail every case left: every finished row is kept, the case that ran out of space gets no row and its files are removed. Fix: free space";

    /// <summary>Windows' ERROR_DISK_FULL (112) and ERROR_HANDLE_DISK_FULL (39), as .NET's HResult (0x8007xxxx) or bare.</summary>
    private static readonly int[] WindowsFull = [112, 39];

    /// <summary>
    /// SQL Server's errors that say a disk of its own is full whatever their text: 1101 (no new page: insufficient disk
    /// space in the filegroup), 1105 (the filegroup is full), 9002 (the transaction log is full). The run's databases grow
    /// without a MAXSIZE, so a full filegroup or log is a full volume.
    /// </summary>
    private static readonly int[] ServerFull = [1101, 1105, 9002];

    /// <summary>
    /// SQL Server's errors of a failed write or growth, full only when the operating system's error is ERROR_DISK_FULL,
    /// 112 (SQL Server on Linux reports ENOSPC as 112 too): 3202 (BACKUP's "Write on ... failed: 112(There is not enough
    /// space on the disk.)") and 5149 (MODIFY FILE "encountered operating system error 112(...) while attempting to expand").
    /// </summary>
    private static readonly int[] ServerWriteFailed = [3202, 5149];

    /// <summary>No directory known: the stop names no volume (a target driven without a run folder, as in tests).</summary>
    public static DiskFull Unnamed { get; } = new([], "bench run --resume with the run folder");

    /// <summary>
    /// Whether <paramref name="e"/> (or what it wraps) is a write refused because the volume is full: this machine's
    /// (ENOSPC, ERROR_DISK_FULL), or the server's as it reports it, by each of its errors' numbers (a
    /// <see cref="ServerErrorException"/>'s, or the client's SqlException's: severity 17, as 1101, 1105 and 9002 are, comes as one).
    /// </summary>
    public static bool Is(Exception? e) => e switch
    {
        null => false,
        AggregateException all => all.InnerExceptions.Any(Is),
        IOException io when IsFull(io.HResult) => true,
        _ when ServerFullError(e) is not null => true,
        _ => Is(e.InnerException),
    };

    /// <summary>The stop of a run whose write hit a full volume (<paramref name="full"/>, its cause).</summary>
    public RunStoppedException Stop(Exception full)
    {
        ArgumentNullException.ThrowIfNull(full);
        return new RunStoppedException(ServerError(full) is { } server ? SaidOfServer(server) : Said(), full);
    }

    /// <summary>Whether the server's error <paramref name="number"/>, its text <paramref name="message"/>, says a disk of its own is full.</summary>
    private static bool ServerSaysFull(int number, string message) =>
        ServerFull.Contains(number) || (ServerWriteFailed.Contains(number) && message.Contains(" 112(", StringComparison.Ordinal));

    /// <summary>The server's error in <paramref name="e"/> or what it wraps that says its disk is full; null for none (a full volume of this machine's).</summary>
    private static (int Number, string Message)? ServerError(Exception? e) => e switch
    {
        null => null,
        AggregateException all => all.InnerExceptions.Select(ServerError).FirstOrDefault(error => error is not null),
        _ => ServerFullError(e) ?? ServerError(e.InnerException),
    };

    /// <summary>The error of <paramref name="e"/> itself (not what it wraps) that says the server's disk is full, or null.</summary>
    private static (int Number, string Message)? ServerFullError(Exception e) => e switch
    {
        ServerErrorException server => server.Errors.Where(error => ServerSaysFull(error.Number, error.Message)).Select(error => ((int, string)?)error).FirstOrDefault(),
        _ when e.GetType().FullName == SqlExceptionName => ClientFullError(e),
        _ => null,
    };

    /// <summary>
    /// The SqlException's error that says the server's disk is full, or null; asked apart and never inlined, as
    /// <see cref="CaseExecutor.IsCaseFailure"/> asks: naming SqlException where a method is compiled loads
    /// Microsoft.Data.SqlClient, which a native run never needs.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static (int Number, string Message)? ClientFullError(Exception e) =>
        e is SqlException sql
            ? sql.Errors.Cast<SqlError>().Where(error => ServerSaysFull(error.Number, error.Message)).Select(error => ((int, string)?)(error.Number, error.Message)).FirstOrDefault()
            : null;

    /// <summary>What the stop says when the server's disk is full: its error, and the fix there.</summary>
    private string SaidOfServer((int Number, string Message) error) =>
        string.Create(
            CultureInfo.InvariantCulture,
            $"no space left on the server's disk: SQL Server reported Msg {error.Number} ({error.Message.TrimEnd('.')}), filled during the run; {Rest} on the server's volumes (its data and backup directories), then {resume}");

    private static bool IsFull(int hresult) =>
        OperatingSystem.IsWindows()
            ? WindowsFull.Contains(hresult) || WindowsFull.Select(code => unchecked((int)0x80070000) | code).Contains(hresult)
            : hresult == Enospc;

    /// <summary>What the stop says: the fullest volume of the run's directories with its free space now, and the fix.</summary>
    private string Said()
    {
        var fullest = directories.Distinct(StringComparer.Ordinal)
            .Select(d => VolumeProbe.Describe(d, probeIo: false))
            .OrderBy(v => v.FreeBytes ?? long.MaxValue)
            .FirstOrDefault();
        var volume = fullest is null
            ? "a volume the run writes to is full"
            : $"the volume holding {fullest.Path}{(fullest.MountPoint is { } mount && mount != fullest.Path ? $" (mounted at {mount})" : string.Empty)} is full ({(fullest.FreeBytes is { } free ? ByteSize.Human(free) : "an unknown amount")} free now)";
        return $"no space left on the device: {volume}, filled during the run; {Rest}, then {resume}";
    }
}
