using System.Text.Json;
using System.Text.Json.Nodes;
using Bench.Harness.Tune;
using Bench.Plots.Rendering;
using Bench.Plots.Charts;
using Bench.Results.Csv;
using Bench.Results.Export;
using Bench.Results.Units;
using Bench.Scenarios.Parameters;

namespace Bench.Harness.Tuning;

/// <summary>
/// What a tune leaves in its run folder besides a run's own files: tune-path.csv (every case run in order),
/// tune-ranked.csv (the ranked table), tune-result.json (best, knee, WITH clause, budget used), grid.json (the full
/// grid of the same axes as a matrix for <c>bench run --matrix</c>), charts/tune-path.svg (<see cref="TunePathChart"/>) and
/// tune.md (<see cref="TuneReport"/>), each written whole.
/// </summary>
public static class TuneOutputs
{
    /// <summary>tune-path.csv.</summary>
    public const string PathFile = "tune-path.csv";

    /// <summary>tune-ranked.csv.</summary>
    public const string RankedFile = "tune-ranked.csv";

    /// <summary>tune-result.json.</summary>
    public const string ResultFile = Bench.Results.Tune.TuneAnswer.FileName;

    /// <summary>grid.json.</summary>
    public const string GridFile = "grid.json";

    /// <summary>tune.md.</summary>
    public const string ReportFile = "tune.md";

    /// <summary>The search-path chart's name (charts/&lt;name&gt;.svg).</summary>
    public const string ChartName = Bench.Plots.Report.TuneSection.ChartName;

    private static readonly JsonSerializerOptions Json = new() { WriteIndented = true };

    /// <summary>
    /// Whether the tune in <paramref name="directory"/> (its manifest <paramref name="manifest"/>) is finished: it ended
    /// complete and its answer was written, tune.md last (a tune stopped between the two is resumed, which replays it and writes the answer).
    /// </summary>
    public static bool Finished(Bench.Results.Manifest.RunManifest? manifest, string? directory) =>
        manifest is { Status: "complete" } && directory is not null && File.Exists(Path.Combine(directory, ReportFile));

    /// <summary>
    /// Writes every file of <paramref name="result"/> into <paramref name="directory"/>, each whole or not at all (a
    /// temporary file renamed over the earlier one), tune.md last. A write that fails or is cancelled undoes them all
    /// (<see cref="WriteJournal"/>: the files it made deleted, the ones it replaced put back) and throws.
    /// <paramref name="journal"/>: where the writes are noted (a new one when null; a test's, to stop it part-way).
    /// </summary>
    public static async Task WriteAsync(TuneResult result, TuneConfig config, string directory, CancellationToken cancellationToken, WriteJournal? journal = null)
    {
        ArgumentNullException.ThrowIfNull(result);
        ArgumentNullException.ThrowIfNull(config);
        journal ??= new WriteJournal();
        try
        {
            await WriteCsvAsync(journal, Path.Combine(directory, PathFile), PathRows(result), cancellationToken);
            await WriteCsvAsync(journal, Path.Combine(directory, RankedFile), Ranked(result), cancellationToken);
            await journal.WriteAllTextAsync(Path.Combine(directory, ResultFile), ResultJson(result, config).ToJsonString(Json), cancellationToken);
            await journal.WriteAllTextAsync(Path.Combine(directory, GridFile), Grid(config).ToJsonString(Json), cancellationToken);
            var footer = new ChartFooter(config.Run.Plan.RunId, Environment.MachineName, DateTimeOffset.UtcNow);
            if (TunePathChart.Chart(result, footer, ByteSize.Human(config.SizeBytes)) is { } chart)
            {
                await ChartExport.WriteAsync(Path.Combine(directory, "charts"), chart, journal, cancellationToken);
            }

            await journal.WriteAllTextAsync(Path.Combine(directory, ReportFile), TuneReport.Markdown(result, config), cancellationToken);
        }
        catch
        {
            journal.Undo();
            throw;
        }

        journal.Commit();
    }

    /// <summary><paramref name="rows"/> as a new CSV at <paramref name="path"/>, whole or not at all.</summary>
    private static Task WriteCsvAsync<T>(WriteJournal journal, string path, IEnumerable<T> rows, CancellationToken cancellationToken) =>
        journal.WriteAsync(path, (temporary, _) =>
        {
            using var writer = new CsvTableWriter<T>(temporary);
            writer.AppendAll(rows);
            return Task.CompletedTask;
        }, cancellationToken);

    /// <summary>The ranked table: every setting run, by median MB/s, its role (best, knee) named.</summary>
    public static IReadOnlyList<TuneRankedRow> Ranked(TuneResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        return result.Ranked.Select((r, i) => new TuneRankedRow(
            i + 1, r.Setting.ToString(), r.Setting.Stripes, r.Setting.BufferCount, r.Setting.MaxTransferSize, r.Setting.BlockSize, r.Setting.Compression,
            r.Samples.Count, Round(r.MedianMbS), Round(Finite(r.Summary?.CiLower)), Round(Finite(r.Summary?.CiUpper)), Round(r.LimitPct), r.MemoryBytes,
            r.MbSPerMemoryMb is { } per ? Math.Round(per, 3) : null, Role(result, r.Setting), r.Failures.Count)).ToList();
    }

    /// <summary>Every case run in order.</summary>
    public static IEnumerable<TunePathRow> PathRows(TuneResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        return result.Path.Select(s => new TunePathRow(
            s.Index, s.Purpose.ToString().ToLowerInvariant(), s.Setting.Stripes, s.Setting.BufferCount, s.Setting.MaxTransferSize, s.Setting.BlockSize,
            s.Setting.Compression, s.Setting.MemoryBytes, s.Result.IsOk ? s.Result.MegabytesPerSecond : null, s.Result.Error, s.Incumbent.ToString()));
    }

    /// <summary>The full grid of the same axes under the memory cap as a matrix: what <c>bench run --matrix grid.json</c> runs to check the tune.</summary>
    public static JsonObject Grid(TuneConfig config)
    {
        ArgumentNullException.ThrowIfNull(config);
        var space = config.Space;
        var cases = new JsonArray();
        foreach (var group in space.Points().Where(p => p.MemoryBytes <= config.Options.MaxMemoryBytes)
                     .GroupBy(p => (p.Stripes, p.MaxTransferSize, p.BlockSize, p.Compression)))
        {
            var entry = new JsonObject
            {
                ["scenario"] = config.Scenario.Info.Name,
                [DataFiles.SizeParameter.Name] = ByteSize.Format(config.SizeBytes),
                [BackupOptions.StripesParameter.Name] = group.Key.Stripes,
                [BackupOptions.MaxTransferSizeParameter.Name] = ByteSize.Format(group.Key.MaxTransferSize),
                [BackupOptions.BufferCountParameter.Name] = new JsonArray([.. group.Select(p => JsonValue.Create(p.BufferCount))]),
                [BackupOptions.BlockSizeParameter.Name] = BackupOptions.BlockSizeParameter.Format(group.Key.BlockSize),
                [BackupOptions.CompressionParameter.Name] = BackupOptions.CompressionParameter.Format(group.Key.Compression ? 1 : 0),
                [FileInitialization.IfiParameter.Name] = FileInitialization.IfiParameter.Format(1),
                [BackupOptions.MaxBufferMemoryParameter.Name] = ByteSize.Format(config.Options.MaxMemoryBytes),
            };
            foreach (var name in entry.Select(p => p.Key).Where(k => k != "scenario" && config.Scenario.Parameters.All(p => p.Name != k)).ToList())
            {
                entry.Remove(name);
            }

            cases.Add(entry);
        }

        return new JsonObject
        {
            ["description"] = $"The full grid bench tune {config.Given.Mode} searched (run {config.Run.Plan.RunId}): every point under --max-memory {ByteSize.Format(config.Options.MaxMemoryBytes)}.",
            ["repetitions"] = TuneConfigBuilder.GridRepetitions,
            ["cases"] = cases,
        };
    }

    /// <summary>tune-result.json: what the tune found and what it cost.</summary>
    public static JsonObject ResultJson(TuneResult result, TuneConfig config)
    {
        ArgumentNullException.ThrowIfNull(result);
        ArgumentNullException.ThrowIfNull(config);
        JsonObject? Setting(MeasuredSetting? s) => s is null ? null : new JsonObject
        {
            ["setting"] = s.Setting.ToString(),
            ["stripes"] = s.Setting.Stripes,
            ["buffer_count"] = s.Setting.BufferCount,
            ["max_transfer_size"] = s.Setting.MaxTransferSize,
            ["block_size"] = s.Setting.BlockSize,
            ["compression"] = s.Setting.Compression,
            ["runs"] = s.Samples.Count,
            ["median_mb_s"] = Round(s.MedianMbS),
            ["ci_lower_mb_s"] = Round(Finite(s.Summary?.CiLower)),
            ["ci_upper_mb_s"] = Round(Finite(s.Summary?.CiUpper)),
            ["limit_pct"] = Round(s.LimitPct),
            ["buffer_memory_bytes"] = s.MemoryBytes,
            ["with"] = TuneTsql.WithClause(result.Space.Operation, s.Setting),
            ["unconfirmed"] = TuneReport.Unconfirmed(result, s) is { Length: > 0 } unconfirmed ? unconfirmed.TrimStart(';', ' ') : null,
        };
        return new JsonObject
        {
            ["mode"] = config.Given.Mode,
            ["size"] = ByteSize.Format(config.SizeBytes),
            ["stop_reason"] = result.StopReason.ToString(),
            ["stop_detail"] = result.StopDetail,
            ["case_runs"] = result.Used,
            ["budget"] = result.Options.Budget,
            ["full_grid_runs"] = result.FullGridRuns(TuneConfigBuilder.GridRepetitions),
            ["grid_repetitions"] = TuneConfigBuilder.GridRepetitions,
            ["noise"] = Math.Round(result.Noise, 4),
            ["baseline_mb_s"] = Round(result.Options.BaselineMbS),
            ["baseline_name"] = result.Options.BaselineMbS is null ? null : result.Options.BaselineName,
            ["target"] = config.Run.Options.Target,
            ["caveat"] = TuneReport.NativeCaveat(config.Run.Options.Target) is { Length: > 0 } caveat ? caveat : null,
            ["versus_default"] = result.VersusDefault is not { } versus ? null : new JsonObject
            {
                ["verdict"] = TuneReport.Verdict(result),
                ["outcome"] = versus.Outcome.ToString(),
                ["default"] = versus.Default.ToString(),
                ["with"] = TuneTsql.WithClause(result.Space.Operation, versus.Default),
                ["gain_pct"] = Round(versus.Gain * 100),
                ["gain_lower_pct"] = Round(versus.GainLower * 100),
                ["gain_upper_pct"] = Round(versus.GainUpper * 100),
                ["best_runs"] = versus.BestRuns,
                ["default_runs"] = versus.DefaultRuns,
            },
            ["best"] = Setting(result.Best),
            ["knee"] = Setting(result.Knee),
            ["too_close"] = new JsonArray([.. result.TooClose.Select(s => JsonValue.Create(s.ToString()))]),
            ["final_round"] = new JsonArray([.. result.FinalRound.Select(r => new JsonObject
            {
                ["setting"] = r.Setting.ToString(),
                ["runs"] = r.Samples.Count,
                ["median_mb_s"] = Round(r.MedianMbS),
                ["ci_lower_mb_s"] = Round(Finite(r.Summary?.CiLower)),
                ["ci_upper_mb_s"] = Round(Finite(r.Summary?.CiUpper)),
            })]),
        };
    }

    /// <summary>best, knee, both, or nothing.</summary>
    public static string Role(TuneResult result, TuneSetting setting)
    {
        ArgumentNullException.ThrowIfNull(result);
        var best = result.Best?.Setting == setting;
        var knee = result.Knee?.Setting == setting;
        return best && knee ? "best knee" : best ? "best" : knee ? "knee" : string.Empty;
    }

    /// <summary>A value that is a number, else null (an interval of a single run has none).</summary>
    internal static double? Finite(double? value) => value is { } v && double.IsFinite(v) ? v : null;

    /// <summary>A value to one decimal.</summary>
    internal static double? Round(double? value) => value is { } v ? Math.Round(v, 1) : null;
}
