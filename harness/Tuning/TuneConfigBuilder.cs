using System.Globalization;
using System.Text.Json;
using Bench.Harness.Configuration;
using Bench.Harness.Runner;
using Bench.Harness.Tune;
using Bench.Results.Manifest;
using Bench.Results.Units;
using Bench.Scenarios;
using Bench.Scenarios.Parameters;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Tuning;

/// <summary>
/// Makes the one <see cref="TuneConfig"/> of a <c>bench tune</c>: the options as given (or, with --resume, the
/// interrupted tune's own), <c>bench run</c>'s checks of the target and directories, then the mode, the size, the
/// memory cap, the axes' ranges and the budget, every error collected before any I/O.
/// </summary>
public static class TuneConfigBuilder
{
    /// <summary>Most case runs of a tune given no --budget.</summary>
    public const int MaxDefaultBudget = 100;

    /// <summary>Repetitions a matrix run of the same grid would give each case (the default of a run), for the default budget.</summary>
    public const int GridRepetitions = 3;

    /// <summary>Most case runs --budget allows.</summary>
    public const int MaxBudget = 100_000;

    /// <summary>
    /// Fewest case runs --budget allows: a warm-up run, then the start and one neighbour <see cref="GridRepetitions"/>
    /// times each, when the start warms up in one run; each further warm-up run (up to <see cref="TuneOptions.MaxWarmUp"/>)
    /// leaves one fewer for them. Fewer cannot compare two settings at all, and gave an answer measured once or twice.
    /// </summary>
    public const int MinBudget = 1 + (2 * GridRepetitions);

    /// <summary>What --budget allows, in words.</summary>
    public static string BudgetAllowed { get; } =
        string.Create(CultureInfo.InvariantCulture, $"{MinBudget} to {MaxBudget} case runs: at the least, a warm-up run, then the start and one neighbour {GridRepetitions} times each when the start warms up in one run (each further warm-up run, up to {TuneOptions.DefaultMaxWarmUp}, leaves one fewer for them) (default: a quarter of the full grid's, at least {MinBudget}, at most {MaxDefaultBudget})");

    /// <summary>The tune of <paramref name="given"/> at <paramref name="nowUtc"/>, or every error that stops it.</summary>
    public static (TuneConfig? Config, IReadOnlyList<ValidationError> Errors) Build(TuneRunOptions given, DateTime nowUtc)
    {
        ArgumentNullException.ThrowIfNull(given);
        var options = given;
        RunManifest? resumed = null;
        if (given.Run.ResumeDirectory is { } resumeDirectory)
        {
            try
            {
                RunOptions resumedRun;
                (resumedRun, resumed) = ResumeSettings.Load(resumeDirectory, given.Run);
                var file = TuneSettingsFile.Read(resumedRun.ResumeDirectory!);
                if (given.Mode.Length > 0 && !string.Equals(given.Mode, file.Mode, StringComparison.OrdinalIgnoreCase))
                {
                    // The mode is the verb's argument, not an option, so the check of options given with --resume cannot see it.
                    return (null, [new ValidationError(
                        SourceLocation.CommandLine("mode"), "mode", $"'{given.Mode}', but the tune in {resumeDirectory} is a {file.Mode.ToLowerInvariant()} tune",
                        $"bench tune --resume RUN_DIR (it resumes in its own mode), or bench tune {file.Mode.ToLowerInvariant()} --resume RUN_DIR")]);
                }

                options = new TuneRunOptions(resumedRun, file.Mode, file.Size, file.MaxMemory, file.Stripes, file.BufferCount, file.MaxTransferSize, file.Budget)
                {
                    WarmUp = file.WarmUp ?? 0, // a tune begun before the warm-up had none: its record replays as it ran
                    CopyLimit = file.CopyLimit ?? false, // nor the copy rate as its limit
                    TradeEnds = file.TradeEnds ?? false, // nor the trade's ends
                    AgainstDefault = file.AgainstDefault ?? false, // nor the default in the final round
                };

                if (ResumeSettings.DamagedResults(resumedRun.ResumeDirectory!) is { } damaged)
                {
                    return (null, [damaged]);
                }
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException or JsonException)
            {
                return (null, [new ValidationError(SourceLocation.CommandLine("--resume"), "resume", e.Message, "the folder of a tune bench tune wrote")]);
            }
        }

        var errors = OptionsValidator.Check(options.Run).ToList();
        var operation = Mode(options.Mode, errors);
        var size = Size(options.Size, errors);
        var memory = Memory(options.MaxMemory, errors);
        var stripes = Range(options.Stripes, "--stripes", "stripes", "powers of two from 1 to 64 backup files, e.g. 1..16 or 4", Count, errors);
        var buffers = Range(options.BufferCount, "--buffer-count", "buffer-count", "powers of two from 1 to 524288, e.g. 1..1024 or 64", Count, errors);
        var transfers = Range(options.MaxTransferSize, "--max-transfer-size", "max-transfer-size", "powers of two from 64KB to 4MB, e.g. 64KB..4MB or 1MB", SizeValue, errors);
        // A tune begun with a smaller budget (before the minimum) resumes with its own.
        if (options.Budget is < 1 or > MaxBudget || (resumed is null && options.Budget < MinBudget))
        {
            errors.Add(new ValidationError(
                SourceLocation.CommandLine("--budget"), "budget", string.Create(CultureInfo.InvariantCulture, $"{options.Budget} case runs is too {(options.Budget > MaxBudget ? "many" : "few")}"), BudgetAllowed));
        }

        // The ranges are checked whatever else is wrong, so that every error is named at once: one that is not a range
        // at all stands in as the default range, which has no problem of its own to add.
        var defaults = TuneSpace.For(operation ?? TuneOperation.Restore);
        var space = defaults with { Stripes = stripes ?? defaults.Stripes, BufferCount = buffers ?? defaults.BufferCount, MaxTransferSize = transfers ?? defaults.MaxTransferSize };
        errors.AddRange(space.Problems());
        if (errors.Count > 0 || operation is not { } op)
        {
            return (null, errors);
        }

        var gridPoints = space.Points().LongCount(p => p.MemoryBytes <= memory);
        var budget = options.Budget ?? (int)Math.Clamp(gridPoints * GridRepetitions / 4, MinBudget, MaxDefaultBudget);
        var tuneOptions = new TuneOptions { Budget = budget, MaxMemoryBytes = memory };
        tuneOptions = tuneOptions with { MaxWarmUp = options.WarmUp ?? tuneOptions.MaxWarmUp, TradeEnds = options.TradeEnds ?? tuneOptions.TradeEnds, AgainstDefault = options.AgainstDefault ?? tuneOptions.AgainstDefault };
        errors.AddRange(tuneOptions.Problems(space));
        if (errors.Count == 0 && space.DefaultStart(memory) is null)
        {
            var smallest = space.Points().Min(p => p.MemoryBytes);
            errors.Add(new ValidationError(
                SourceLocation.CommandLine("--max-memory"), "max-memory",
                $"{ByteSize.Human(memory)} is less than the smallest setting of the grid needs ({ByteSize.Human(smallest)})",
                $"at least {ByteSize.Format(smallest)}, or smaller --stripes, --buffer-count or --max-transfer-size"));
        }

        if (errors.Count > 0)
        {
            return (null, errors);
        }

        var label = options.Run.Label ?? options.Run.Target;
        var runId = resumed?.RunId ?? string.Create(CultureInfo.InvariantCulture, $"{nowUtc:yyyyMMdd-HHmmss}-{label}");
        var plan = new RunPlan(runId, resumed?.Label ?? label, $"bench tune {options.Mode.ToLowerInvariant()}", GridRepetitions, [], []);
        var baselineBytes = OptionsValidator.BaselineBytes(options.Run.BaselineSize) ?? 0;
        var run = new RunConfig(options.Run, plan, baselineBytes) { Resumed = resumed };
        var frozen = options with { Mode = options.Mode.ToLowerInvariant(), Budget = budget, WarmUp = tuneOptions.MaxWarmUp, CopyLimit = options.CopyLimit ?? true, TradeEnds = tuneOptions.TradeEnds, AgainstDefault = tuneOptions.AgainstDefault };
        var config = new TuneConfig(run, frozen, ScenarioOf(op), size, space, tuneOptions);

        // A finished tune is left as it is: no space to check.
        if (TuneOutputs.Finished(resumed, options.Run.ResumeDirectory))
        {
            return (config, []);
        }

        // As bench run: the directories, and room for the most the tune holds at once and the baseline's file if it measures one.
        var measures = config.MeasuresBaseline(resumed is not null && RunFolder.RecordedRows(options.Run.ResumeDirectory!) > 0);
        var room = SpaceValidator.Check(options.Run, Needs(config), runId, measures ? baselineBytes : 0, resumed is not null, SpaceValidator.Session.Tune);
        return room.Count > 0 ? (null, room) : (config, []);
    }

    /// <summary>The most space the tune of <paramref name="config"/> holds at once: any case of its grid within its memory cap, with the fixtures it keeps.</summary>
    public static SpaceNeeds Needs(TuneConfig config)
    {
        ArgumentNullException.ThrowIfNull(config);
        var cases = config.Space.Points().Where(p => p.MemoryBytes <= config.Options.MaxMemoryBytes)
            .Select(p => config.Scenario.Plan(CaseProbe.Values(config.Scenario, p, config.SizeBytes, config.Options.MaxMemoryBytes)))
            .Where(planned => planned.Problems.Count == 0).Select(planned => planned.Case).ToList();
        return FixtureCache.Peak(cases, $"a {config.Given.Mode} of {ByteSize.Human(config.SizeBytes)}");
    }

    /// <summary>The scenario whose cases tune <paramref name="operation"/>: the catalog's one named as the mode (restore, backup).</summary>
    public static IScenario ScenarioOf(TuneOperation operation) =>
        ScenarioCatalog.All.Single(s => string.Equals(s.Info.Name, operation.ToString(), StringComparison.OrdinalIgnoreCase));

    private static TuneOperation? Mode(string text, List<ValidationError> errors)
    {
        var modes = Enum.GetValues<TuneOperation>().Select(o => o.ToString().ToLowerInvariant()).ToList();
        if (Enum.TryParse<TuneOperation>(text, ignoreCase: true, out var operation) && modes.Contains(text.ToLowerInvariant()))
        {
            return operation;
        }

        var problem = string.IsNullOrWhiteSpace(text) ? "no mode given (bench tune restore or bench tune backup)" : $"'{text}' is not a mode of bench tune{Suggestions.DidYouMean(text, modes)}";
        errors.Add(new ValidationError(SourceLocation.CommandLine("mode"), "mode", problem, string.Join(" or ", modes)));
        return null;
    }

    private static long Size(string text, List<ValidationError> errors)
    {
        var spec = DataFiles.SizeParameter;
        if (spec.TryRead(text, out var bytes))
        {
            return bytes;
        }

        errors.Add(new ValidationError(SourceLocation.CommandLine("--size"), "size", ByteSize.Hint(text) is { } hint ? $"'{text}' is not allowed: {hint}" : $"'{text}' is not allowed", spec.Allowed));
        return 0;
    }

    private static long Memory(string text, List<ValidationError> errors)
    {
        if (ByteSize.TryParse(text, out var size) && size.Bytes >= 1L << 20)
        {
            return size.Bytes;
        }

        errors.Add(new ValidationError(SourceLocation.CommandLine("--max-memory"), "max-memory", $"'{text}' is not allowed", "a size of buffer memory from 1MB in whole units (1536KB, not 1.5MB), e.g. 512MB or 2GB"));
        return 0;
    }

    private static long? Count(string text) =>
        long.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out var value) ? value : null;

    private static long? SizeValue(string text) => ByteSize.TryParse(text, out var size) ? size.Bytes : null;

    /// <summary>"a..b" or "a" read by <paramref name="read"/> into a log2 range (its problems are the space's to say).</summary>
    private static Log2Range? Range(string text, string option, string field, string allowed, Func<string, long?> read, List<ValidationError> errors)
    {
        var parts = text.Split("..");
        var values = parts.Select(p => read(p.Trim())).ToList();
        if (parts.Length is 1 or 2 && values.All(v => v is >= 1 and <= int.MaxValue))
        {
            return new Log2Range((int)values[0]!.Value, (int)values[^1]!.Value);
        }

        // A range whose ends read but one is 0 (or beyond an int) is said as that, not as no range at all.
        var outside = parts.Length is 1 or 2 && values.All(v => v is not null) ? parts[values.FindIndex(v => v is < 1 or > int.MaxValue)].Trim() : null;
        errors.Add(new ValidationError(SourceLocation.CommandLine(option), field, outside is null ? $"'{text}' is not a range" : $"'{text}': {outside} is not within the grid's powers of two", allowed));
        return null;
    }
}
