using System.Reflection;
using Bench.Harness.Counters;
using Bench.Harness.Native;
using Bench.Harness.SqlServer;
using Bench.Results.Manifest;
using Bench.Harness.Volume;

namespace Bench.Harness.Runner;

/// <summary>Builds the manifest at the start of a run and completes it at the end.</summary>
public static class Manifests
{
    /// <summary>The harness's version.</summary>
    public static string HarnessVersion =>
        typeof(Manifests).Assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion ?? "unknown";

    /// <summary>The manifest as the run starts (status running).</summary>
    /// <param name="plan">The run.</param>
    /// <param name="target">The run's directories on the volume (the native target's workspace).</param>
    /// <param name="volume">The volume.</param>
    /// <param name="server">The sqlserver target, when the cases run on a server.</param>
    public static RunManifest Start(RunPlan plan, NativeTarget target, VolumeInfo volume, SqlServerTarget? server = null)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(volume);
        var notes = new List<string>();
        if (target.IoMode != "direct")
        {
            notes.Add(server is null
                ? "The volume refused direct I/O: files were written through the page cache and flushed with fsync before each phase ended."
                : "The volume refused direct I/O: the baseline was written through the page cache and flushed with fsync.");
        }

        var how = OperatingSystem.IsWindows() ? "SetEndOfFile + SetFileValidData" : "fallocate(2) mode 0";
        var ifi = volume.Fallocate switch
        {
            true => $"native: IFI on = {how} (allocation without writing), verified on this volume; IFI off = zeroing in direct writes",
            false => $"native: this volume refused {how}; IFI-on cases are recorded as skipped",
            _ => "native: allocation without writing not probed",
        };
        if (server is not null)
        {
            notes.AddRange(server.Notes);
        }

        return new RunManifest
        {
            RunId = plan.RunId,
            Label = plan.Label,
            Target = server?.Name ?? target.Name,
            HarnessVersion = HarnessVersion,
            Host = HostProbe.Describe(),
            Volume = volume,
            IoMode = server?.IoMode ?? target.IoMode,
            IfiState = server?.IfiState ?? ifi,
            SqlServer = server?.Facts.Describe(),
            MatrixSource = plan.MatrixSource,
            Repetitions = plan.Repetitions,
            Cases = plan.Cases.Select(c => new ManifestCase(c.Id, c.Scenario.Info.Name, c.Columns)
            {
                BufferMemoryBytes = c.BufferMemoryBytes > 0 ? c.BufferMemoryBytes : null,
            }).ToList(),
            StartedUtc = DateTime.UtcNow,
            Status = "running",
            Notes = notes,
        };
    }

    /// <summary>The manifest as the run ends.</summary>
    public static RunManifest End(RunManifest started, RunReport report)
    {
        ArgumentNullException.ThrowIfNull(started);
        ArgumentNullException.ThrowIfNull(report);
        return started with
        {
            EndedUtc = DateTime.UtcNow,
            Status = report.Cancelled ? "cancelled" : "complete",
            Overhead = report.Overhead,
            Fixtures = [.. started.Fixtures, .. report.Fixtures],
            PeakRssBytes = PeakRss(),
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

    /// <summary>Peak resident memory of this process (VmHWM on Linux; the peak working set elsewhere).</summary>
    public static long? PeakRss()
    {
        using var process = System.Diagnostics.Process.GetCurrentProcess();
        var peak = process.PeakWorkingSet64;
        return peak > 0 ? peak : null;
    }
}
