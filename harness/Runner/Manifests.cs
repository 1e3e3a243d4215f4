using System.Reflection;
using Bench.Harness.Counters;
using Bench.Harness.Native;
using Bench.Harness.Volume;
using Bench.Results.Manifest;
using Bench.Scenarios.Targets;

namespace Bench.Harness.Runner;

/// <summary>Builds the manifest at the start of a run and completes it at the end.</summary>
public static class Manifests
{
    /// <summary>The harness's version.</summary>
    public static string HarnessVersion =>
        typeof(Manifests).Assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion ?? "unknown";

    /// <summary>The manifest as the run starts (status running).</summary>
    /// <param name="plan">The run.</param>
    /// <param name="target">Where its cases run.</param>
    /// <param name="volume">The volume under test.</param>
    public static RunManifest Start(RunPlan plan, ITarget target, VolumeInfo volume)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(volume);
        var notes = new List<string>(target.Notes);
        if (volume.DirectIo == false && target.IoMode != "buffered")
        {
            notes.Insert(0, "The volume refused direct I/O: the baseline was written through the page cache and flushed with fsync.");
        }

        notes.AddRange(WindowsHost.Lines);

        return new RunManifest
        {
            RunId = plan.RunId,
            Label = plan.Label,
            Target = target.Name,
            HarnessVersion = HarnessVersion,
            Host = HostProbe.Describe(),
            Volume = volume,
            IoMode = target.IoMode,
            IfiState = target is IIfiControl ifi ? ifi.IfiState : $"{target.Name}: IFI is not controlled by this target",
            Durability = (target as IWriteDurability)?.Durability,
            RestoreLogZeroedDuringCopy = true,
            SqlServer = (target as IServerInfo)?.Product,
            MatrixSource = plan.MatrixSource,
            Repetitions = plan.Repetitions,
            Cases = plan.Cases.Select(c => new ManifestCase(c.Id, c.Scenario.Info.Name, c.Columns)
            {
                BufferMemoryBytes = c.BufferMemoryBytes > 0 ? c.BufferMemoryBytes : null,
                Repetitions = c.Repetitions,
            }).ToList(),
            StartedUtc = DateTime.UtcNow,
            Status = "running",
            Notes = notes,
        };
    }

    /// <summary>The manifest as the run ends: its peak memory is the largest of this session's and any earlier session's of the same run.</summary>
    public static RunManifest End(RunManifest started, RunReport report, long? peakRssBytes)
    {
        ArgumentNullException.ThrowIfNull(started);
        ArgumentNullException.ThrowIfNull(report);
        var during = During(started, report);
        return during with
        {
            EndedUtc = DateTime.UtcNow,
            Notes = report.Stopped is { } why ? [.. during.Notes, StoppedNote(why)] : during.Notes,
            Status = report.Cancelled ? "cancelled" : report.Stopped is not null ? "stopped" : "complete",
            Overhead = report.Overhead ?? started.Overhead,
            PeakRssBytes = new[] { started.PeakRssBytes, peakRssBytes }.Max(),
        };
    }

    /// <summary>The note of a run or tune the target stopped before its end (<see cref="RunReport.Stopped"/>), written once, as it ends.</summary>
    public static string StoppedNote(string why) => $"Stopped before its end: {why}.";

    /// <summary>
    /// The manifest while the run goes on (status running): the session's records so far (fixtures made, limit probes,
    /// notes) after those of <paramref name="started"/>, written as they come so that a run killed hard keeps them for its
    /// resume, which starts from the manifest on disk.
    /// </summary>
    public static RunManifest During(RunManifest started, RunReport report)
    {
        ArgumentNullException.ThrowIfNull(started);
        ArgumentNullException.ThrowIfNull(report);
        return started with
        {
            Fixtures = [.. started.Fixtures, .. report.Fixtures],
            LimitProbes = [.. started.LimitProbes, .. report.LimitProbes],
            Notes = [.. started.Notes, .. report.Notes],
        };
    }

    /// <summary>The sampling section completed with what sampling did and cost.</summary>
    public static CountersInfo? SamplingCost(CountersInfo? started, Sampler? sampler)
    {
        if (started is null || sampler is null)
        {
            return started;
        }

        var sampledMs = sampler.SampledMs;
        return started with
        {
            Samples = sampler.Samples,
            SampledMs = Math.Round(sampledMs, 1),
            CpuMs = sampler.CpuMs is { } cpu ? Math.Round(cpu, 3) : null,
            CpuPctOfOneCore = sampler.CpuMs is { } used && sampledMs > 0 ? Math.Round(100 * used / sampledMs, 4) : null,
        };
    }
}
