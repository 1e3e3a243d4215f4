using Bench.Harness.Native;
using Bench.Harness.Runner;
using Bench.Harness.Volume;
using Bench.Results.Manifest;
using Bench.Results.Units;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Views;

/// <summary>The lines printed before the first case: what runs, where, and how the volume is written.</summary>
public static class RunHeader
{
    /// <summary>What the run will do and the most space it will hold, printed before any I/O.</summary>
    public static void PrintPlan(IAnsiConsole console, RunPlan plan, SpaceNeeds space)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(space);
        var visits = plan.Groups.Count(g => g.Fixture is not null);
        var fixtures = plan.Groups.Where(g => g.Fixture is not null).Select(g => g.Fixture!.Key).Distinct(StringComparer.Ordinal).Count();
        var turns = visits == fixtures ? string.Empty : $"; restores from backups that differ only in stripes take turns, so backups are made {(visits - fixtures == 1 ? "once" : $"{visits - fixtures} times")} more";
        console.MarkupLineInterpolated(
            $"[bold]bench run[/] {plan.RunId}: {plan.MatrixSource}, {plan.Counts} in {plan.Groups.Count} group{(plan.Groups.Count == 1 ? string.Empty : "s")} ({visits} sharing a database or backup made for them{turns})");
        console.MarkupLineInterpolated(
            $"  footprint: holds up to [bold]{ByteSize.Human(space.PeakBytes)}[/] at once ({space.PeakWords}); the largest group needs {ByteSize.Human(space.LargestGroupBytes)}; every file goes when its group ends");
    }

    /// <summary>Prints the header.</summary>
    /// <param name="console">Where to print.</param>
    /// <param name="plan">The run.</param>
    /// <param name="folder">Its folder.</param>
    /// <param name="workspace">The run's folders on the volumes.</param>
    /// <param name="target">Where its cases run.</param>
    /// <param name="volume">The volume.</param>
    /// <param name="note">The user's note on the run (--note), or null.</param>
    public static void Print(IAnsiConsole console, RunPlan plan, RunFolder folder, RunWorkspace workspace, ITarget target, VolumeInfo volume, string? note)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(folder);
        ArgumentNullException.ThrowIfNull(workspace);
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(volume);
        console.MarkupLineInterpolated($"  target  {target.Name}");
        foreach (var line in (target as IServerInfo)?.Details ?? [])
        {
            console.MarkupLineInterpolated($"  {line}");
        }

        console.MarkupLineInterpolated($"  volume  {volume.Path} ({volume.FileSystem ?? "?"} on {volume.Device ?? "?"}, {Unit(volume.AllocationUnitBytes)} allocation unit, {Rotation(volume.Rotational)}, {ByteSize.Human(volume.FreeBytes ?? 0)} free)");
        PrintNote(console, note);
        console.MarkupLineInterpolated($"  results {folder.Directory}");
        foreach (var line in WindowsHost.Lines)
        {
            console.MarkupLineInterpolated($"  windows {line}");
        }
        if (workspace.BackupDirectory != workspace.Directory)
        {
            console.MarkupLineInterpolated($"  backups {workspace.BackupDirectory}");
        }

        if (target.IoMode == "buffered")
        {
            console.MarkupLine("  [yellow]warning:[/] this volume refuses direct I/O (tmpfs?): writes go through the page cache and are flushed with fsync; the manifest says so.");
        }

        if (volume.Fallocate == false)
        {
            console.MarkupLine("  [yellow]warning:[/] this volume cannot allocate without writing: IFI-on cases will be recorded as skipped.");
        }
    }

    /// <summary>The user's note on the run (--note), under what the volume looks like to the harness; nothing when there is none.</summary>
    public static void PrintNote(IAnsiConsole console, string? note)
    {
        ArgumentNullException.ThrowIfNull(console);
        if (note is not null)
        {
            console.MarkupLineInterpolated($"  note    {note}");
        }
    }

    private static string Unit(long? bytes) => bytes is null ? "unknown" : ByteSize.Format(bytes.Value);

    private static string Rotation(bool? rotational) => rotational switch
    {
        true => "rotational",
        false => "solid state",
        _ => "rotational unknown",
    };
}
