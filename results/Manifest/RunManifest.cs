namespace Bench.Results.Manifest;

/// <summary>manifest.json: what ran, where, on what, and when. Holds no secret.</summary>
public sealed record RunManifest
{
    /// <summary>The run's id (also its folder name).</summary>
    public required string RunId { get; init; }

    /// <summary>The user's label for the run (e.g. ssd, hdd).</summary>
    public required string Label { get; init; }

    /// <summary>The user's note on the run (--note), e.g. what the volume really is; null when none was given, and in runs of earlier versions.</summary>
    public string? Note { get; init; }

    /// <summary>native or sqlserver.</summary>
    public required string Target { get; init; }

    /// <summary>Version of the harness that wrote the run.</summary>
    public required string HarnessVersion { get; init; }

    /// <summary>The machine.</summary>
    public required HostInfo Host { get; init; }

    /// <summary>Who ran it, for fleets: host, machine id, volume id, matrix hash, fleet name (null in runs written before it was recorded: see <see cref="FleetInfo.Of"/>).</summary>
    public FleetInfo? Fleet { get; init; }

    /// <summary>The volume under test.</summary>
    public required VolumeInfo Volume { get; init; }

    /// <summary>direct, or buffered (with fsync) where the volume refuses direct I/O.</summary>
    public required string IoMode { get; init; }

    /// <summary>How IFI was provided and verified on this target.</summary>
    public required string IfiState { get; init; }

    /// <summary>Native target: how writes to each kind of file were made durable (--durability); null for a server, which opens its own files, and in runs of earlier versions.</summary>
    public DurabilityInfo? Durability { get; init; }

    /// <summary>
    /// True: a restore's log was zeroed beside its copy, as SQL Server zeroes it, so its <c>log_zero_ms</c> overlaps its
    /// <c>transfer_ms</c> (which holds the copy's wait for the zeroing's end). Written by both targets; null in runs of
    /// earlier versions, whose native restores zeroed the log one step before the copy (a sqlserver run's always overlapped).
    /// </summary>
    public bool? RestoreLogZeroedDuringCopy { get; init; }

    /// <summary>SQL Server version and edition (sqlserver target only).</summary>
    public string? SqlServer { get; init; }

    /// <summary>Where the matrix came from: a profile name or a file.</summary>
    public required string MatrixSource { get; init; }

    /// <summary>Repetitions of every case that has none of its own (<see cref="ManifestCase.Repetitions"/>).</summary>
    public required int Repetitions { get; init; }

    /// <summary>The cases of the matrix.</summary>
    public required IReadOnlyList<ManifestCase> Cases { get; init; }

    /// <summary>When the run started.</summary>
    public required DateTime StartedUtc { get; init; }

    /// <summary>When the run ended; null while it runs or if it was killed.</summary>
    public DateTime? EndedUtc { get; init; }

    /// <summary>running, complete, cancelled, stopped (the target could not go on: a server that kept ending the run's sessions).</summary>
    public required string Status { get; init; }

    /// <summary>The harness's own overhead per case.</summary>
    public OverheadInfo? Overhead { get; init; }

    /// <summary>The data directory's sequential bandwidth, measured at the start of the run (null with --no-baseline).</summary>
    public VolumeBaseline? Baseline { get; init; }

    /// <summary>
    /// The volume measured again just before each group of transfers (backups, restores), as a short baseline: the limits
    /// of the moment its cases' limit_pct is held against (the disk's throughput can change within a minute).
    /// </summary>
    public IReadOnlyList<LimitProbe> LimitProbes { get; init; } = [];

    /// <summary>Where backup files went, when not in the data directory.</summary>
    public VolumeInfo? BackupVolume { get; init; }

    /// <summary>Databases and backups made for the cases, each timed apart from every row.</summary>
    public IReadOnlyList<FixtureInfo> Fixtures { get; init; } = [];

    /// <summary>Peak resident memory of the harness process over the run (VmHWM on Linux).</summary>
    public long? PeakRssBytes { get; init; }

    /// <summary>What the run predicted before its first case (wall time, space) and what it found.</summary>
    public ForecastInfo? Forecast { get; init; }

    /// <summary>The study's efficiency: the time its moved bytes need at the volume's rates over its wall time, and where the time went.</summary>
    public StudyInfo? Study { get; init; }

    /// <summary>The harness's CPU time per GB moved.</summary>
    public CpuInfo? Cpu { get; init; }

    /// <summary>Performance counter sampling: interval, sources, cost.</summary>
    public CountersInfo? Counters { get; init; }

    /// <summary>A tune's budget and warm-up runs (<c>bench tune</c>); null for a matrix run.</summary>
    public TuneInfo? Tune { get; init; }

    /// <summary>What the run was asked to do (for --resume).</summary>
    public RunSettings? Settings { get; init; }

    /// <summary>Things the reader of the results must know (fallbacks, skips).</summary>
    public IReadOnlyList<string> Notes { get; init; } = [];
}
