namespace Bench.Results.Manifest;

/// <summary>
/// How well a run used its wall time: the time the bytes its cases moved need at the volume's rates, over the wall time
/// of the whole run (start to the last report file), and where the wall time went. The rates are those measured nearest
/// to each case: the volume measured again just before a group of transfers for its cases, the run's baseline for the
/// others (a shared disk changes level within a minute); the same at the baseline's rates alone is given beside it. The parts add up to the
/// wall time: what ran overlapped (a fixture removed while the next was made) is counted once, in the part that waited.
/// </summary>
/// <param name="WallMs">The run's wall time: from the start of the session to the end of reporting.</param>
/// <param name="IdealMs">Bytes the cases wrote at the write rate measured nearest to them plus bytes they read at the read rate; a transfer's
/// bytes read and written at once on one volume (<see cref="BytesCopied"/>) at the copy rate measured there instead; each case's
/// at most its own time (<see cref="IdealCutMs"/>).</param>
/// <param name="Efficiency">IdealMs / WallMs (1 = every instant moved bytes at the volume's limit).</param>
/// <param name="TimedMs">The cases' measured operations (elapsed_ms of every row).</param>
/// <param name="CaseSetupMs">What cases did before or between their timed parts (e.g. autogrow's page writes between growths).</param>
/// <param name="FixturesMs">Making databases and backups for the cases (and the removal it overlapped).</param>
/// <param name="DeletionMs">The file system deleting the cases' files and the fixtures, where nothing overlapped it.</param>
/// <param name="SamplingMs">Reading counters, memory (after collecting garbage) and server waits at case boundaries.</param>
/// <param name="BaselineMs">Measuring the volume (baseline and probes).</param>
/// <param name="ReportingMs">summary.csv, manifest, charts and the report.</param>
/// <param name="OtherMs">The rest: opening the target and the folders, rows appended, progress, skipped cases.</param>
public sealed record StudyInfo(
    double WallMs,
    double IdealMs,
    double Efficiency,
    double TimedMs,
    double CaseSetupMs,
    double FixturesMs,
    double DeletionMs,
    double SamplingMs,
    double BaselineMs,
    double ReportingMs,
    double OtherMs)
{
    /// <summary>Bytes the cases wrote.</summary>
    public long BytesWritten { get; init; }

    /// <summary>Bytes the cases read.</summary>
    public long BytesRead { get; init; }

    /// <summary>
    /// Of <see cref="BytesWritten"/> and of <see cref="BytesRead"/>: what restores and backups with their backups on the data
    /// volume read and wrote at once there (per case the smaller of the two), charged at the volume's copy rate; null: none.
    /// </summary>
    public long? BytesCopied { get; init; }

    /// <summary>
    /// The cases' bytes at the run's baseline rates alone (measured once, at its start); copies at its copy rate when it has
    /// one (then every probe has one too, so the copies are the same <see cref="BytesCopied"/>); each case at most the time
    /// it spent moving them, as in <see cref="IdealMs"/> (that cut is not in <see cref="IdealCutMs"/>).
    /// </summary>
    public double? IdealAtBaselineMs { get; init; }

    /// <summary><see cref="IdealAtBaselineMs"/> / <see cref="WallMs"/>.</summary>
    public double? EfficiencyAtBaseline { get; init; }

    /// <summary>
    /// What <see cref="IdealMs"/> would have held more without its cut: each case is charged at most the time it spent
    /// moving its bytes (its timed part and set-up, not its files' deletion), so a case that moved them faster than the
    /// rates measured near it (a short probe caught the shared disk slow, or a restore beat the copy probe) counts as
    /// moving them at its limit, never beyond. Null in manifests from before.
    /// </summary>
    public double? IdealCutMs { get; init; }
}
