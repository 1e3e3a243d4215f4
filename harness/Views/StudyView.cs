using System.Globalization;
using Bench.Harness.Runner;
using Bench.Results.Manifest;
using Bench.Results.Units;

namespace Bench.Harness.Views;

/// <summary>The lines printed at the very end of a run: the study's efficiency and where its time went, the forecast against the actual time and space, the harness's CPU per GB.</summary>
public static class StudyView
{
    /// <summary>
    /// Prints them; <paramref name="fromProbe"/>: the rates came from the short probe (no baseline was measured);
    /// <paramref name="cancelled"/>: the run stopped before its end, so its time is not held against the forecast of the whole;
    /// <paramref name="resumed"/>: the session went on with an interrupted run, so its forecast covered only the rest of the run;
    /// <paramref name="stopped"/>: as <paramref name="cancelled"/>, the target having stopped it (said so);
    /// <paramref name="cold"/>: why the baseline looks cold (<see cref="Bench.Plots.Report.ColdBaseline.Sentence"/>), said under the forecast line as the report says it.
    /// </summary>
    public static void Print(IAnsiConsole console, StudyInfo? study, ForecastInfo? forecast, CpuInfo cpu, bool fromProbe, bool cancelled, bool resumed = false, bool stopped = false, string? cold = null)
    {
        ArgumentNullException.ThrowIfNull(console);
        ArgumentNullException.ThrowIfNull(cpu);
        if (study is not null)
        {
            var moved = study.BytesWritten + study.BytesRead;
            console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
                $"study: [bold]{Duration(study.WallMs)}[/] wall, efficiency [bold]{100 * study.Efficiency:0}%[/]: the cases' {ByteSize.Human(moved)} need {Duration(study.IdealMs)}{Cut(study)} at the {(fromProbe ? "probe's" : "baseline's")} rates{AtBaseline(study)}{Copied(study)}");
            console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
                $"  timed cases {Duration(study.TimedMs)}, case set-up {Duration(study.CaseSetupMs)}, fixtures {Duration(study.FixturesMs)}, deletion {Duration(study.DeletionMs)}, sampling {Duration(study.SamplingMs)}, {(fromProbe ? "volume probe" : "baseline and probes")} {Duration(study.BaselineMs)}, reporting {Duration(study.ReportingMs)}, other {Duration(study.OtherMs)}");
        }

        if (forecast is { ActualWallMs: { } actual })
        {
            var measured = forecast.MeasuredFootprintBytes is { } bytes ? $", measured {ByteSize.Human(bytes)}" : string.Empty;
            var against = cancelled
                ? $"{Duration(forecast.PredictedWallMs)} for {(resumed ? "the rest of the run" : "the whole run")}, actual {Duration(actual)} until it {(stopped ? "stopped" : "was cancelled")}"
                : string.Create(CultureInfo.InvariantCulture, $"{Duration(forecast.PredictedWallMs)}, actual {Duration(actual)} ({100 * ((actual / forecast.PredictedWallMs) - 1):+0;-0;0}%)");
            console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
                $"  forecast {against}; footprint planned {ByteSize.Human(forecast.PeakFootprintBytes)} (largest group {ByteSize.Human(forecast.LargestGroupBytes)}){measured}");
        }

        if (cold is not null)
        {
            console.MarkupLineInterpolated($"  [yellow]{cold}[/]");
        }

        console.MarkupLineInterpolated(CultureInfo.InvariantCulture,
            $"  harness CPU {PerGb(cpu.MsPerGb)} ms per GB moved (user {cpu.UserMs / 1000:0.0} s, kernel {cpu.SystemMs / 1000:0.0} s, {ByteSize.Human(cpu.BytesMoved)}){Parts(cpu)}");
        if (cpu.SharedMachine() is { } shared)
        {
            console.MarkupLineInterpolated($"  [yellow]{shared}[/]");
        }
    }

    /// <summary>The CPU per GB of the cases and of the fixtures, each only when they moved bytes.</summary>
    private static string Parts(CpuInfo cpu)
    {
        var parts = new[] { (Name: "cases", MsPerGb: cpu.CasesMsPerGb), (Name: "fixtures", MsPerGb: cpu.FixturesMsPerGb) }
            .Where(p => p.MsPerGb is not null).Select(p => $"{p.Name} {PerGb(p.MsPerGb)} ms/GB").ToList();
        return parts.Count == 0 ? string.Empty : "; " + string.Join(", ", parts);
    }

    /// <summary>Milliseconds per GB, or "-" when nothing was moved.</summary>
    private static string PerGb(double? msPerGb) => msPerGb?.ToString("0", CultureInfo.InvariantCulture) ?? "-";

    /// <summary>When transfers read and wrote one volume at once: how much of it was charged at its copy rate.</summary>
    private static string Copied(StudyInfo study) =>
        study.BytesCopied is { } copied ? $"; {ByteSize.Human(copied)} of the reads and as many of the writes copied on one volume, at its copy rate" : string.Empty;

    /// <summary>
    /// When cases moved their bytes faster than the rates measured near them: what their own times took off the ideal,
    /// said as the ideal before the cut less the cut (the cut comes off that, not off the ideal printed, which it may exceed:
    /// a small baseline's file measures the volume slower than the cases then run).
    /// </summary>
    private static string Cut(StudyInfo study) =>
        study.IdealCutMs is > 0 and var cut
            ? $" ({Duration(study.IdealMs + cut)} less {Duration(cut)} where cases beat the rates measured before them, each counted at most its timed part and set-up)"
            : string.Empty;

    /// <summary>When the volume was measured again before groups of transfers: what the efficiency is with the baseline alone.</summary>
    private static string AtBaseline(StudyInfo study) =>
        study.EfficiencyAtBaseline is { } start && study.IdealAtBaselineMs != study.IdealMs
            ? string.Create(CultureInfo.InvariantCulture, $" and, for the transfers, the rates measured just before their groups ({100 * start:0}% with the baseline's alone)")
            : string.Empty;

    private static string Duration(double ms) => RunForecast.Duration(ms / 1000);
}
