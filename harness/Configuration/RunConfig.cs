using Bench.Harness.Runner;
using Bench.Results.Manifest;

namespace Bench.Harness.Configuration;

/// <summary>One run, checked and frozen: what <see cref="RunConfigBuilder"/> makes of the command line, a matrix and a profile, or of a run to resume.</summary>
/// <param name="Options">The options (a resumed run's own settings).</param>
/// <param name="Plan">Its cases and their running order.</param>
/// <param name="BaselineBytes">Size of the volume baseline's file; 0: none.</param>
public sealed record RunConfig(RunOptions Options, RunPlan Plan, long BaselineBytes)
{
    /// <summary>The manifest of the interrupted run this one finishes; null for a new run.</summary>
    public RunManifest? Resumed { get; init; }

    /// <summary>A resumed run that has a row for every case and repetition already: how many rows (nothing to run); else null.</summary>
    public int? CompleteRows { get; init; }

    /// <summary>
    /// Whether the backups go to the data directory's volume (no --backup-dir, or one on the same mount), as the space
    /// check found: the baseline then also writes a copy of its file, to measure the copy rate.
    /// </summary>
    public bool BackupsOnDataVolume { get; init; } = true;

    /// <summary>What the manifest keeps, for a later --resume.</summary>
    public RunSettings Settings => ResumeSettings.Of(Options, BaselineBytes);
}
