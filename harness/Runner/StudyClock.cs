using System.Diagnostics;
using Bench.Results.Manifest;

namespace Bench.Harness.Runner;

/// <summary>Where a run's wall time goes (see <see cref="StudyInfo"/>).</summary>
public enum StudyPart
{
    /// <summary>The cases' measured operations.</summary>
    Timed,

    /// <summary>Cases' work outside their timed part.</summary>
    CaseSetup,

    /// <summary>Making fixtures.</summary>
    Fixtures,

    /// <summary>Deleting files, where nothing overlapped it.</summary>
    Deletion,

    /// <summary>Readings at case boundaries.</summary>
    Sampling,

    /// <summary>Measuring the volume.</summary>
    Baseline,

    /// <summary>Summary, manifest, charts, report.</summary>
    Reporting,
}

/// <summary>
/// The run's ledger of wall time and CPU time: parts of the wall time charged as they happen (the rest is "other"),
/// the CPU time of the cases and of the fixtures, and the bytes each moved. One per session, used on its one flow.
/// </summary>
public sealed class StudyClock
{
    private readonly Stopwatch wall = Stopwatch.StartNew();
    private readonly Counters.MachineLoad? load = Counters.MachineLoad.Start();
    private readonly bool othersApart;
    private Counters.MachineLoad.Shares? loadShares;

    /// <summary>
    /// A clock; <paramref name="othersApart"/>: other processes' CPU time is none of the measured work, so their share is
    /// reported (false for a SQL Server target, whose server does the measured work in another process: only the
    /// machine's busy share is then recorded).
    /// </summary>
    public StudyClock(bool othersApart = true) => this.othersApart = othersApart;
    private readonly double[] parts = new double[Enum.GetValues<StudyPart>().Length];
    private TimeSpan casesCpu;
    private TimeSpan fixturesCpu;
    private readonly List<Moved> cases = [];

    /// <summary>Milliseconds since the clock started.</summary>
    public double WallMs => wall.Elapsed.TotalMilliseconds;

    /// <summary>Bytes the cases read and wrote.</summary>
    public long CasesBytes => CasesWritten + CasesRead;

    /// <summary>Bytes the cases wrote.</summary>
    public long CasesWritten { get; private set; }

    /// <summary>Bytes the cases read.</summary>
    public long CasesRead { get; private set; }

    /// <summary>
    /// Bytes the cases that copy (<see cref="CaseEnded"/>) read and wrote at once: per case the smaller of its read and
    /// written bytes, each counted in <see cref="CasesWritten"/> and <see cref="CasesRead"/> too. Whether they are charged
    /// at a copy rate depends on the rates having one, which a run measures exactly when backups share the data volume
    /// (the baseline and every probe alike), so a transfer to or from other storage is counted here but charged at the
    /// separate rates.
    /// </summary>
    public long CasesCopied { get; private set; }

    /// <summary>Bytes the fixtures wrote.</summary>
    public long FixturesBytes { get; private set; }

    /// <summary>Bytes the baseline and probes moved.</summary>
    public long ProbeBytes { get; private set; }

    /// <summary>Milliseconds charged to <paramref name="part"/> so far.</summary>
    public double this[StudyPart part] => parts[(int)part];

    /// <summary>The process's CPU time so far (user, kernel), from its start.</summary>
    public static (TimeSpan User, TimeSpan System) ProcessCpu()
    {
        var usage = Environment.CpuUsage;
        return (usage.UserTime, usage.PrivilegedTime);
    }

    /// <summary>Adds <paramref name="milliseconds"/> to <paramref name="part"/> (negative or NaN amounts are ignored).</summary>
    public void Charge(StudyPart part, double milliseconds)
    {
        if (milliseconds > 0)
        {
            parts[(int)part] += milliseconds;
        }
    }

    /// <summary>Now, for a later <see cref="Since"/>.</summary>
    public Mark Start() => new(wall.Elapsed, Environment.CpuUsage.TotalTime);

    /// <summary>Milliseconds since <paramref name="mark"/>.</summary>
    public double Since(Mark mark) => (wall.Elapsed - mark.Wall).TotalMilliseconds;

    /// <summary>
    /// Counts a case that started at <paramref name="mark"/>, wrote <paramref name="written"/> and read <paramref name="read"/>
    /// bytes: its CPU time and bytes, and, with <paramref name="limit"/> (the volume measured just before its group), the
    /// time those bytes need at that moment's rates. A case's ideal is never more than the time it spent moving them,
    /// <paramref name="movingMs"/> (its timed part and set-up; its files' deletion not included; null: all the time since
    /// <paramref name="mark"/>): a case that moved its bytes faster than the rates measured near it shows that those rates
    /// were not its limit (a short probe caught the shared disk slow, or a restore beat the copy probe), and is charged
    /// its own time instead (<see cref="StudyInfo.IdealCutMs"/> says how much that took off). A case that <paramref name="copies"/> (a restore or backup whose backups
    /// are on the data volume: it reads and writes that one volume at once) has the smaller of its two byte counts charged at
    /// the copy rate the volume was measured at (<see cref="VolumeBaseline.ReadWriteMbS"/>; the rest at the separate rates),
    /// as a file copied on one volume needs at least that, where the rates were measured. The caller marks every backup and
    /// restore as copying: the rates carry a copy rate only when backups share the data volume, so where they do not, the
    /// mark charges nothing differently.
    /// </summary>
    public void CaseEnded(Mark mark, long written, long read, VolumeBaseline? limit = null, bool copies = false, double? movingMs = null)
    {
        casesCpu += Environment.CpuUsage.TotalTime - mark.Cpu;
        CasesWritten += written;
        CasesRead += read;
        var copied = copies ? Math.Max(0, Math.Min(written, read)) : 0;
        CasesCopied += copied;
        cases.Add(new Moved(written, read, copied, movingMs ?? Since(mark), limit));
    }

    /// <summary>Counts a fixture made since <paramref name="mark"/> that wrote <paramref name="bytes"/>: its CPU time and bytes.</summary>
    public void FixtureMade(Mark mark, long bytes)
    {
        fixturesCpu += Environment.CpuUsage.TotalTime - mark.Cpu;
        FixturesBytes += bytes;
    }

    /// <summary>Counts bytes the baseline or a probe moved.</summary>
    public void Probed(long bytes) => ProbeBytes += bytes;

    /// <summary>
    /// The wall time's parts now, and the efficiency: the cases' bytes at the rates measured nearest to them over the wall
    /// time (a case of a group the volume was measured before: that measurement's; the others: <paramref name="writeMbS"/>,
    /// <paramref name="readMbS"/> and, for bytes copied on one volume, <paramref name="readWriteMbS"/>, the run's baseline),
    /// and at the baseline's rates alone.
    /// </summary>
    public StudyInfo Study(double writeMbS, double readMbS, double? readWriteMbS = null)
    {
        var wallMs = WallMs;
        double atStartMs = 0, idealMs = 0, uncutMs = 0;
        foreach (var moved in cases)
        {
            var atStart = IdealMs(moved.Written, moved.Read, moved.Copied, writeMbS, readMbS, readWriteMbS);
            var nearest = moved.Limit is { } limit ? IdealMs(moved.Written, moved.Read, moved.Copied, limit.WriteMbS, limit.ReadMbS, limit.ReadWriteMbS) : atStart;
            atStartMs += Math.Min(atStart, moved.CaseMs);
            idealMs += Math.Min(nearest, moved.CaseMs);
            uncutMs += nearest;
        }

        var (bytesWritten, bytesRead) = (CasesWritten, CasesRead);
        var copied = readWriteMbS is null ? 0 : CasesCopied; // a probe has a copy rate exactly when the baseline has one
        var other = wallMs - parts.Sum();
        return new StudyInfo(
            Round(wallMs), Round(idealMs), wallMs > 0 ? Math.Round(idealMs / wallMs, 4) : 0,
            Round(this[StudyPart.Timed]), Round(this[StudyPart.CaseSetup]), Round(this[StudyPart.Fixtures]), Round(this[StudyPart.Deletion]),
            Round(this[StudyPart.Sampling]), Round(this[StudyPart.Baseline]), Round(this[StudyPart.Reporting]), Round(Math.Max(0, other)))
        {
            BytesWritten = bytesWritten,
            BytesRead = bytesRead,
            BytesCopied = copied > 0 ? copied : null,
            IdealAtBaselineMs = Round(atStartMs),
            EfficiencyAtBaseline = wallMs > 0 ? Math.Round(atStartMs / wallMs, 4) : 0,
            IdealCutMs = Round(uncutMs - idealMs),
        };
    }

    /// <summary>
    /// Milliseconds <paramref name="written"/> and <paramref name="read"/> bytes need at <paramref name="writeMbS"/> and
    /// <paramref name="readMbS"/>, <paramref name="copied"/> of each (read and written at once) at <paramref name="readWriteMbS"/>
    /// where it was measured.
    /// </summary>
    private static double IdealMs(long written, long read, long copied, double writeMbS, double readMbS, double? readWriteMbS)
    {
        var (atOnce, copyMs) = readWriteMbS is { } rate ? (copied, copied / 1e3 / Math.Max(1, rate)) : (0L, 0.0);
        return copyMs + ((written - atOnce) / 1e3 / Math.Max(1, writeMbS)) + ((read - atOnce) / 1e3 / Math.Max(1, readMbS));
    }

    /// <summary>Per cent of the cores' time other processes have taken since the clock started; null when not measured apart (<see cref="StudyClock(bool)"/>) or unreadable.</summary>
    public double? OthersBusySoFar() => othersApart ? load?.Since()?.OthersPct : null;

    /// <summary>
    /// Ends the span over which the machine's load is measured (at the end of the measuring: what the report and the
    /// manifest say of it then covers the baseline and the cases, not the drawing of charts).
    /// </summary>
    public void MeasuringEnded() => loadShares ??= load?.Since();

    /// <summary>The process's CPU time against the bytes moved.</summary>
    public CpuInfo Cpu()
    {
        var (user, system) = ProcessCpu();
        var moved = CasesBytes + FixturesBytes + ProbeBytes;
        var shares = loadShares ?? load?.Since();
        return new CpuInfo(Round(user.TotalMilliseconds), Round(system.TotalMilliseconds), moved, PerGb((user + system).TotalMilliseconds, moved))
        {
            CasesMs = Round(casesCpu.TotalMilliseconds),
            CasesBytes = CasesBytes,
            CasesMsPerGb = PerGb(casesCpu.TotalMilliseconds, CasesBytes),
            FixturesMs = Round(fixturesCpu.TotalMilliseconds),
            FixturesBytes = FixturesBytes,
            FixturesMsPerGb = PerGb(fixturesCpu.TotalMilliseconds, FixturesBytes),
            MachineBusyPct = shares?.MachinePct,
            OthersBusyPct = othersApart ? shares?.OthersPct : null,
        };
    }

    private static double? PerGb(double ms, long bytes) => bytes > 0 ? Math.Round(ms / (bytes / 1e9), 1) : null;

    private static double Round(double value) => Math.Round(value, 1);

    /// <summary>What one case moved, in how long, and the rates measured just before its group (null: none).</summary>
    private sealed record Moved(long Written, long Read, long Copied, double CaseMs, VolumeBaseline? Limit);

    /// <summary>An instant of the clock: wall time and the process's CPU time.</summary>
    /// <param name="Wall">Wall time since the clock started.</param>
    /// <param name="Cpu">The process's CPU time.</param>
    public readonly record struct Mark(TimeSpan Wall, TimeSpan Cpu);
}
