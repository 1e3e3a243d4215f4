using System.Globalization;
using Bench.Results.Units;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Tune;

/// <summary>
/// Finds good BACKUP/RESTORE settings in a fraction of the grid, exploiting that throughput rises then plateaus (or
/// peaks) along each axis. Coordinate ascent on the log2 grid, from SQL Server's defaults (or a given start):
/// <list type="number">
/// <item>Warm-up: the start runs first uncounted, then again until a run is no longer clearly faster than the one
/// before (<see cref="TuneOptions.MaxWarmUp"/>); the first runs on a fresh volume or in a fresh process can be several
/// times slower than every later one, and a search that screens each setting once would leave the best region on them
/// for good. Warm-up runs count in the budget and the path, in no decision.</item>
/// <item>A sweep walks each axis in turn (stripes, MAXTRANSFERSIZE, BUFFERCOUNT, BLOCKSIZE, compression): it steps
/// up while the neighbour is significantly better (<see cref="Significance"/>), and down when the first step up was
/// not; a step whose buffer memory passes the cap is not run. BUFFERCOUNT, MAXTRANSFERSIZE and BLOCKSIZE only add
/// bytes in flight or request size, so along them throughput rises then plateaus and a tie goes up (the last few
/// percent of a plateau are too small to see one step at a time, yet add up); stripes can hurt past a point
/// (contention) and compression trades CPU for bytes, so those, and every step down, must be significantly better.
/// A tie step is judged against where its walk began or last clearly gained, so a decline too small for the noise to
/// show costs at most one margin.</item>
/// <item>When a whole sweep moves nothing, the diagonals (several parallel axes up at once) and the trades along the
/// cap (one axis up, another down until it fits) are tried; any that is better restarts the sweeps. When those move
/// nothing either, once per search, the two ends of the best's trade along its bytes in flight (the largest and the
/// smallest MAXTRANSFERSIZE at no more bytes in flight, <see cref="Moves.TradeEnds"/>): a way to the best made of steps
/// each smaller than the noise is crossed in one.</item>
/// <item>It stops when the lower bound of the best's median is within <see cref="TuneOptions.Tolerance"/> of the
/// volume's limit (<see cref="Significance.AtLimit"/>), when nothing above improves on the best (converged), or when
/// the budget is spent (all but a small reserve).</item>
/// <item>The final round: the best and its closest rivals (up to <see cref="TuneOptions.FinalContenders"/> in all, each
/// with a median within a single run's noise margin below the best's, or above it) run side by side, in turn, the order
/// reversed each round, <see cref="TuneOptions.Repetitions"/> times each; the best is the highest median of these runs
/// alone, or, when the highest leads others by no more than <see cref="TuneOptions.MinGain"/> (too close to call), the one
/// with the least buffer memory among them (<see cref="TuneResult.TooClose"/>). Settings measured minutes apart differ by the volume's drift as well as by their own merit (on this project's
/// RAM-backed volume, the grid's best run again beside the tune's pick came out 16-29% below its own grid median), so the
/// answer is chosen from settings measured together. SQL Server's default at each contender's stripes
/// (<see cref="TuneSpace.DefaultAt"/>) joins the round when it is not there already (<see cref="TuneOptions.AgainstDefault"/>),
/// right after its contender, so that the answer is measured against its default (<see cref="VersusDefault"/>). Overtime: while the round's two highest medians are too close to
/// call, the two run again side by side, up to <see cref="TuneOptions.MaxRepetitions"/> runs each, from what the search
/// left of the budget (keeping Repetitions runs for the knee).</item>
/// <item>The knee is the least memory (then fewest stripes) whose median is within Tolerance below the best's figure
/// (its final-round median when it ran there) and not above it. From the budget
/// left, both get <see cref="TuneOptions.Repetitions"/> runs (the knee may change as they come).</item>
/// </list>
/// A setting is run once when first met; only contenders (too close to call) and the best are run again. Every
/// decision depends only on the results, so the same results give the same path: a replay resumes a search.
/// </summary>
public sealed class TuneSearch
{
    private readonly TuneSpace space;
    private readonly TuneOptions options;
    private readonly Ledger ledger;
    private readonly CancellationToken cancellationToken;
    private readonly HashSet<TuneAxis> blockedUp = [];
    private readonly HashSet<TuneSetting> held = [];
    private readonly Dictionary<TuneSetting, List<double>> final = [];
    private IReadOnlyList<TuneSetting> tooClose = [];
    private readonly int reserve;
    private TuneSetting incumbent;
    private bool finishing;
    private bool baselinePassed;
    private bool tradedToEnds;
    private bool tradeEndsUnjudged;

    private TuneSearch(TuneSpace space, TuneOptions options, TuneSetting start, Ledger ledger, CancellationToken cancellationToken)
    {
        this.space = space;
        this.options = options;
        this.ledger = ledger;
        this.cancellationToken = cancellationToken;
        incumbent = start;
        held.Add(start);
        reserve = Math.Min(Math.Max(2, options.FinalContenders + (options.AgainstDefault ? 1 : 0)) * options.Repetitions, options.Budget / 4);
    }

    private enum Outcome
    {
        Stayed,
        Moved,
        Tied,
        OutOfBudget,
        AtLimit,
    }

    /// <summary>
    /// Searches <paramref name="space"/> by running cases through <paramref name="probe"/>, within
    /// <paramref name="options"/>' budget and memory cap; reports every run to <paramref name="progress"/>.
    /// Throws <see cref="ValidationException"/> (every problem, none run) for a bad space or options.
    /// </summary>
    public static async Task<TuneResult> RunAsync(
        TuneSpace space, TuneOptions options, IThroughputProbe probe, IProgress<TuneProgress>? progress, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(space);
        ArgumentNullException.ThrowIfNull(options);
        ArgumentNullException.ThrowIfNull(probe);
        var errors = space.Problems().Concat(options.Problems(space)).ToList();
        var start = errors.Count > 0 ? null : options.Start ?? space.DefaultStart(options.MaxMemoryBytes);
        if (errors.Count == 0 && start is null)
        {
            var smallest = space.Points().Min(p => p.MemoryBytes);
            errors.Add(new ValidationError(
                SourceLocation.CommandLine("--max-memory"), "max_memory",
                $"{ByteSize.Human(options.MaxMemoryBytes)} is less than the smallest setting of the grid needs ({ByteSize.Human(smallest)})",
                $"at least {ByteSize.Format(smallest)}, or smaller axes"));
        }

        if (errors.Count > 0)
        {
            throw new ValidationException(errors);
        }

        var ledger = new Ledger(options.Budget, probe, progress);
        var search = new TuneSearch(space, options, start!, ledger, cancellationToken);
        try
        {
            var (reason, detail) = await search.SearchAsync();
            if (reason != StopReason.StartFailed)
            {
                await search.FinalRoundAsync();
                await search.ConfirmAsync();
            }

            if (reason == StopReason.BudgetSpent)
            {
                await search.SpendReserveAsync();
            }

            return search.Result(reason, detail);
        }
        finally
        {
            // The last run is reported once the search has nothing more to decide on it (a stopped search: as it stood).
            ledger.Flush();
        }
    }

    private bool CanRun => ledger.Remaining > (finishing ? 0 : reserve);

    /// <summary>The fewest runs a final round takes: two settings, twice each (once each at one repetition).</summary>
    private int LeastFinalRound => 2 * Math.Min(2, options.Repetitions);

    private double Noise => ledger.Noise(options.AssumedNoise);

    private async Task<(StopReason Reason, string Detail)> SearchAsync()
    {
        var first = await StartAsync();
        if (!first.IsOk)
        {
            return (StopReason.StartFailed, $"the start {incumbent} failed: {first.Error}");
        }

        var outcome = await AtLimitAsync() ? Outcome.AtLimit : Outcome.Moved;
        while (outcome == Outcome.Moved)
        {
            blockedUp.Clear();
            outcome = Outcome.Stayed;
            foreach (var axis in space.SearchedAxes())
            {
                var along = await LineSearchAsync(axis);
                outcome = along == Outcome.Stayed ? outcome : along;
                if (outcome is Outcome.OutOfBudget or Outcome.AtLimit)
                {
                    break;
                }
            }

            if (outcome == Outcome.Stayed)
            {
                outcome = await CombinedAsync();
            }

            if (outcome == Outcome.Stayed && options.TradeEnds && !tradedToEnds)
            {
                outcome = await TradeEndsAsync();
            }
        }

        var c = CultureInfo.InvariantCulture;
        return outcome switch
        {
            Outcome.AtLimit => (StopReason.BaselineReached, string.Create(c,
                $"the best, {Significance.Median(ledger.Samples(incumbent)):0.#} MB/s over {ledger.Samples(incumbent).Count} runs, is within noise of the volume's limit, {options.BaselineMbS:0.#} MB/s")),
            Outcome.OutOfBudget => (StopReason.BudgetSpent, reserve == 0
                ? $"the budget of {CaseRuns.Of(options.Budget)} is spent by the search"
                : reserve < LeastFinalRound
                ? $"the budget of {CaseRuns.Of(options.Budget)} is spent: the search ran to the last {CaseRuns.Of(reserve)}, kept to confirm the best and the knee (too few for a final round, which needs {LeastFinalRound}: two settings twice each)"
                : $"the budget of {CaseRuns.Of(options.Budget)} is spent: the search ran to the last {CaseRuns.Of(reserve)}, kept for the final round and the knee"),
            _ => (StopReason.Converged, string.Create(c,
                $"no neighbour of the best, along one axis or several, is significantly better (a gain of at least {options.MinGain * 100:0.#}%; run-to-run noise {Noise * 100:0.#}% over the search's runs){BaselineNote(c)}{(tradeEndsUnjudged ? "; the budget ran out before the ends of its trade along bytes in flight were judged" : string.Empty)}")),
        };
    }

    /// <summary>
    /// The start's first counted run, after its warm-up: one run uncounted, then runs of it as its screen, each of which
    /// turns into warm-up while it is faster than the run before by more than two single runs' margin at the assumed
    /// noise, up to MaxWarmUp warm-up runs, always leaving a run of the budget for the screen.
    /// </summary>
    private async Task<ProbeResult> StartAsync()
    {
        var warmUps = 0;
        var margin = Significance.Margin(1, 1, options.AssumedNoise, options.MinGain);
        ProbeResult? previous = null;
        while (true)
        {
            var more = warmUps < options.MaxWarmUp && ledger.Remaining > 1;
            var floor = previous?.MegabytesPerSecond * (1 + margin); // a warm-up run never failed
            var step = await ledger.RunAsync(
                incumbent, MeasurementPurpose.Screen, incumbent, cancellationToken, r => more && r.IsOk && (floor is null || r.MegabytesPerSecond > floor));
            if (step.Purpose != MeasurementPurpose.WarmUp)
            {
                return step.Result;
            }

            previous = step.Result;
            warmUps++;
        }
    }

    private string BaselineNote(CultureInfo c) => baselinePassed
        ? string.Create(c, $"; the volume baseline, {options.BaselineMbS:0.#} MB/s, was passed beyond noise, so it was not taken as the limit")
        : string.Empty;

    /// <summary>
    /// Steps along <paramref name="axis"/> while the neighbour is better: up, or down when the first step up was not.
    /// A tie step up is judged against the walk's anchor (where it began or last clearly gained), so a slow decline
    /// cannot drift further than one margin below it.
    /// </summary>
    private async Task<Outcome> LineSearchAsync(TuneAxis axis)
    {
        var moved = false;
        var anchor = incumbent;
        foreach (var direction in (int[])[+1, -1])
        {
            while (!(direction < 0 && moved) && space.Step(incumbent, axis, direction, maxMemory: options.MaxMemoryBytes) is { } next)
            {
                if (next.MemoryBytes > options.MaxMemoryBytes)
                {
                    if (direction > 0)
                    {
                        blockedUp.Add(axis);
                    }

                    break;
                }

                var outcome = await ChallengeAsync(next, direction > 0 && RisesThenPlateaus(axis) ? anchor : null);
                if (outcome is Outcome.OutOfBudget or Outcome.AtLimit)
                {
                    return outcome;
                }

                if (outcome == Outcome.Stayed)
                {
                    break;
                }

                anchor = outcome == Outcome.Moved ? incumbent : anchor;
                moved = true;
            }
        }

        return moved ? Outcome.Moved : Outcome.Stayed;
    }

    private async Task<Outcome> CombinedAsync()
    {
        foreach (var candidate in Moves.Combined(space, incumbent, blockedUp, options.MaxMemoryBytes))
        {
            var outcome = await ChallengeAsync(candidate);
            if (outcome != Outcome.Stayed)
            {
                return outcome;
            }
        }

        return Outcome.Stayed;
    }

    /// <summary>
    /// Once per search, when nothing else moves it: the ends of the best's trade along its bytes in flight
    /// (<see cref="Moves.TradeEnds"/>) challenge it while the budget beyond the reserve lasts; the first that is better resumes
    /// the sweeps. Running out of budget here leaves the search converged: the moves before it found nothing better.
    /// </summary>
    private async Task<Outcome> TradeEndsAsync()
    {
        tradedToEnds = true;
        foreach (var end in Moves.TradeEnds(space, incumbent, options.MaxMemoryBytes))
        {
            var outcome = await ChallengeAsync(end);
            if (outcome is Outcome.Moved or Outcome.AtLimit)
            {
                return outcome;
            }

            if (outcome == Outcome.OutOfBudget)
            {
                tradeEndsUnjudged = true;
                break;
            }
        }

        return Outcome.Stayed;
    }

    private static bool RisesThenPlateaus(TuneAxis axis) => axis is TuneAxis.BufferCount or TuneAxis.MaxTransferSize or TuneAxis.BlockSize;

    /// <summary>
    /// Runs <paramref name="candidate"/> and the best until <see cref="Significance.Judge"/> decides, and moves to it when
    /// better. With an <paramref name="anchor"/>, the candidate is judged against it instead, a tie goes to the candidate
    /// (<see cref="Outcome.Tied"/>) unless the candidate was held before (so ties cannot cycle).
    /// </summary>
    private async Task<Outcome> ChallengeAsync(TuneSetting candidate, TuneSetting? anchor = null)
    {
        var reference = anchor ?? incumbent;
        var tieToCandidate = anchor is not null && !held.Contains(candidate);
        if (ledger.Failures(candidate).Count > 0)
        {
            return Outcome.Stayed;
        }

        if (ledger.Samples(candidate).Count == 0)
        {
            if (!CanRun)
            {
                return Outcome.OutOfBudget;
            }

            if (!(await RunAsync(candidate, MeasurementPurpose.Screen)).IsOk)
            {
                return Outcome.Stayed;
            }
        }

        while (true)
        {
            var judgement = Significance.Judge(ledger.Samples(candidate), ledger.Samples(reference), Noise, options, tieToCandidate);
            if (judgement is Judgement.Better or Judgement.Tie)
            {
                Move(candidate);
                held.Add(candidate);
                return await AtLimitAsync() ? Outcome.AtLimit : judgement == Judgement.Better ? Outcome.Moved : Outcome.Tied;
            }

            if (judgement == Judgement.NotBetter)
            {
                return Outcome.Stayed;
            }

            if (!CanRun)
            {
                return Outcome.OutOfBudget;
            }

            if (!(await RunAsync(judgement == Judgement.RepeatCandidate ? candidate : reference, MeasurementPurpose.Repeat)).IsOk)
            {
                return Outcome.Stayed;
            }
        }
    }

    /// <summary>
    /// Whether the best is within noise of the baseline, running it up to its repetitions to tell. Once a best is beyond
    /// noise above the baseline, the baseline is not this volume's limit for these transfers and never stops the search.
    /// </summary>
    private async Task<bool> AtLimitAsync()
    {
        if (options.BaselineMbS is not { } baseline || baselinePassed)
        {
            return false;
        }

        while (Significance.Median(ledger.Samples(incumbent)) >= (1 - options.Tolerance) * baseline)
        {
            if (ledger.Samples(incumbent).Count >= options.Repetitions)
            {
                baselinePassed = Significance.BeyondLimit(ledger.Samples(incumbent), baseline, Noise, options);
                return !baselinePassed && Significance.AtLimit(ledger.Samples(incumbent), baseline, Noise, options);
            }

            if (!CanRun || !(await RunAsync(incumbent, MeasurementPurpose.Repeat)).IsOk)
            {
                return false;
            }
        }

        return false;
    }

    /// <summary>
    /// Runs the best and its closest rivals side by side, in turn (the order reversed each round), Repetitions rounds (fewer,
    /// down to two, when the budget left cannot give two settings that many), and
    /// makes the highest median of these runs the best, or, of those it leads by no more than MinGain, the least memory. Rivals: settings that never failed whose
    /// median is at least the best's over 1 + the margin two single runs need to be told apart, highest medians first; as
    /// many as FinalContenders allows (none: no final round); each followed by SQL Server's default at its stripes when not
    /// there already; as many of these as the budget left allows. A rival whose run fails leaves the round.
    /// </summary>
    private async Task FinalRoundAsync()
    {
        finishing = true;
        var bestMedian = Significance.Median(ledger.Samples(incumbent));
        var window = Significance.Margin(1, 1, Noise, options.MinGain);
        var rivals = ledger.Seen
            .Where(s => s != incumbent && ledger.Failures(s).Count == 0 && ledger.Samples(s).Count > 0)
            .Where(s => Significance.Median(ledger.Samples(s)) * (1 + window) >= bestMedian)
            .OrderByDescending(s => Significance.Median(ledger.Samples(s))).ThenBy(s => s.MemoryBytes);
        // Each contender runs Repetitions times; with a budget too small for two settings that often (its last quarter,
        // under 2 x Repetitions runs: a budget under 24 at the defaults), fewer, down to two each.
        var rounds = Math.Min(options.Repetitions, ledger.Remaining / 2);
        if (rounds < Math.Min(2, options.Repetitions))
        {
            return;
        }

        // SQL Server's default at each contender's stripes runs beside it (right after it, so before the next rival when
        // the budget is short), so that whichever wins is measured against its default: the gain a DBA changes a job for.
        var contenders = new List<TuneSetting>();
        foreach (var contender in new[] { incumbent }.Concat(rivals.Take(options.FinalContenders - 1)))
        {
            foreach (var setting in Standard(contender) is { } standard ? [contender, standard] : new[] { contender })
            {
                if (!contenders.Contains(setting))
                {
                    contenders.Add(setting);
                }
            }
        }

        contenders = contenders.Take(ledger.Remaining / rounds).ToList();
        if (contenders.Count < 2 || options.FinalContenders < 2)
        {
            return;
        }

        var round = 0;
        for (; round < rounds && contenders.Count > 1; round++)
        {
            await FinalRunsAsync(contenders, round);
        }

        // Overtime: while the round's two highest medians are too close to call, the two run again side by side, up to
        // MaxRepetitions runs each, as long as the budget keeps Repetitions runs for the knee. On a noisy volume three
        // runs each cannot tell a few percent apart, and a search that converged early leaves the budget for it.
        for (; options.FinalOvertime && FinalRanking() is [var first, var second, ..] && TooCloseToCall(first, second)
                 && ledger.Remaining >= 2 + options.Repetitions; round++)
        {
            var pair = new List<TuneSetting> { first.Setting, second.Setting };
            if (!await FinalRunsAsync(pair, round))
            {
                break;
            }
        }

        // The highest median wins when it is clearly ahead; otherwise, of the settings it leads by no more than MinGain (the
        // least gain the search moves for), which no margin can tell apart, the one with the least buffer memory (then the
        // fewest stripes). A wider band, the noise margin (8.5% at 5% noise and 3 runs each), handed the answer to settings
        // truly 5-8% slower: on the plateau at 5% noise 38 of 50 seeds ended within 5% of the optimum, against 48 or more.
        if (FinalRanking() is [var top, ..] ranking)
        {
            var close = ranking.Where(r => r == top || (top.MedianMbS <= (1 + options.MinGain) * r.MedianMbS
                && top.MedianMbS <= r.MedianMbS * (1 + Significance.Margin(top.Samples.Count, r.Samples.Count, Noise, options.MinGain)))).ToList();
            tooClose = close.Count > 1 ? [.. close.Select(r => r.Setting)] : [];
            Move(close.OrderBy(r => r.MemoryBytes).ThenBy(r => r.Setting.Stripes).ThenByDescending(r => r.MedianMbS).First().Setting);
        }
    }

    /// <summary>
    /// SQL Server's default at <paramref name="contender"/>'s stripes when it is to join the final round: the comparison
    /// asked for, not the contender itself, within the memory cap, none of its runs failed; null otherwise.
    /// </summary>
    private TuneSetting? Standard(TuneSetting contender)
    {
        var standard = space.DefaultAt(contender);
        return options.AgainstDefault && standard != contender && standard.MemoryBytes <= options.MaxMemoryBytes && ledger.Failures(standard).Count == 0
            ? standard : null;
    }

    /// <summary>The best against SQL Server's default at its stripes, from their final-round runs (<see cref="VersusDefault"/>); null when not asked for.</summary>
    private VersusDefault? AgainstDefault()
    {
        if (!options.AgainstDefault)
        {
            return null;
        }

        var standard = space.DefaultAt(incumbent);
        var whyNot = standard.MemoryBytes > options.MaxMemoryBytes
            ? $"it needs {ByteSize.Human(standard.MemoryBytes)} of buffer memory, above the cap"
            : ledger.Failures(standard).Count > 0 ? "a run of it failed"
            : final.Count == 0 && options.FinalContenders < 2 ? "no final round was asked for (--final-contenders 1)"
            : final.Count == 0 ? "there was no final round (the budget left no room for it)"
            : "the budget left no room for it in the final round";
        return VersusDefault.Of(incumbent, final.GetValueOrDefault(incumbent) ?? [], standard, final.GetValueOrDefault(standard) ?? [], Noise, options, whyNot);
    }

    /// <summary>Makes <paramref name="best"/> the best and, when that changes it, says so at once (not with the next run's report).</summary>
    private void Move(TuneSetting best)
    {
        if (best != incumbent)
        {
            incumbent = best;
            ledger.BestMoved(best);
        }
    }

    /// <summary>
    /// Whether <paramref name="first"/>'s lead over <paramref name="second"/> is within the margin their runs need to be
    /// told apart (<see cref="Significance.Margin"/>), with room for another run of each under MaxRepetitions.
    /// </summary>
    private bool TooCloseToCall(MeasuredSetting first, MeasuredSetting second) =>
        first.Samples.Count < options.MaxRepetitions && second.Samples.Count < options.MaxRepetitions
        && first.MedianMbS <= second.MedianMbS * (1 + Significance.Margin(first.Samples.Count, second.Samples.Count, Noise, options.MinGain));

    /// <summary>One run of each of <paramref name="contenders"/> in turn, reversed on odd rounds; a setting whose run fails leaves the round. False when one failed.</summary>
    private async Task<bool> FinalRunsAsync(List<TuneSetting> contenders, int round)
    {
        var allOk = true;
        foreach (var setting in round % 2 == 0 ? contenders.ToList() : Enumerable.Reverse(contenders).ToList())
        {
            var result = await RunAsync(setting, MeasurementPurpose.Final);
            if (!result.IsOk)
            {
                contenders.Remove(setting);
                final.Remove(setting);
                allOk = false;
                continue;
            }

            if (!final.TryGetValue(setting, out var runs))
            {
                final[setting] = runs = [];
            }

            runs.Add(result.MegabytesPerSecond);
        }

        return allOk;
    }

    /// <summary>The final round's settings with their side-by-side runs only, highest median first (a tie: the least memory).</summary>
    private List<MeasuredSetting> FinalRanking() =>
        final.Select(f => MeasuredSetting.Of(f.Key, f.Value, [], options.BaselineMbS)).OrderByDescending(r => r.MedianMbS).ThenBy(r => r.MemoryBytes).ToList();

    /// <summary>Gives the best and the knee their repetitions from what is left of the budget (the knee may change as they come).</summary>
    private async Task ConfirmAsync()
    {
        finishing = true;
        for (var round = 0; round < 4 * options.Repetitions; round++)
        {
            var (best, knee) = Pick();
            var pending = new[] { best, knee }.Distinct()
                .FirstOrDefault(s => ledger.Samples(s).Count < options.Repetitions && ledger.Failures(s).Count == 0);
            if (pending is null || !CanRun)
            {
                return;
            }

            await RunAsync(pending, MeasurementPurpose.Confirm);
        }
    }

    /// <summary>
    /// When the search stopped for its budget, the runs it kept that the final round and the confirmation did not need
    /// (no rival close enough, the best and the knee confirmed already) go to the best and the knee, the one with fewer
    /// runs first, up to MaxRepetitions each: kept runs are never left unspent, and the answer's interval narrows.
    /// </summary>
    private async Task SpendReserveAsync()
    {
        finishing = true;
        while (CanRun)
        {
            var (best, knee) = Pick();
            var next = new[] { best, knee }.Distinct()
                .Where(s => ledger.Samples(s).Count < options.MaxRepetitions && ledger.Failures(s).Count == 0)
                .OrderBy(s => ledger.Samples(s).Count).FirstOrDefault();
            if (next is null || !(await RunAsync(next, MeasurementPurpose.Confirm)).IsOk)
            {
                return;
            }
        }
    }

    /// <summary>
    /// The best (the final round's pick, or where the search stopped: nothing around it is significantly better) and the
    /// knee: the least memory (then fewest stripes) whose median is within Tolerance below the best's figure
    /// (<see cref="BestRuns"/>) and not above it (a setting measured faster at other times is not called a cheaper
    /// near-equal of the best); the best when none is cheaper; never a setting that failed a run.
    /// </summary>
    private (TuneSetting Best, TuneSetting Knee) Pick()
    {
        var ok = ledger.Seen.Where(s => ledger.Samples(s).Count > 0 && (ledger.Failures(s).Count == 0 || s == incumbent)).ToList();
        var best = incumbent;
        var figure = Significance.Median(BestRuns());
        var floor = (1 - options.Tolerance) * figure;
        var knee = ok.Where(s => s == best || (Significance.Median(ledger.Samples(s)) >= floor && Significance.Median(ledger.Samples(s)) <= figure))
            .OrderBy(s => s.MemoryBytes).ThenBy(s => s.Stripes).ThenByDescending(s => Significance.Median(ledger.Samples(s)))
            .First();
        return (best, knee);
    }

    /// <summary>The best's runs its figure is of: those of the final round when it ran there (measured beside its rivals), else all of them.</summary>
    private IReadOnlyList<double> BestRuns() => final.TryGetValue(incumbent, out var runs) ? runs : ledger.Samples(incumbent);

    private async Task<ProbeResult> RunAsync(TuneSetting setting, MeasurementPurpose purpose) =>
        (await ledger.RunAsync(setting, purpose, incumbent, cancellationToken)).Result;

    private TuneResult Result(StopReason reason, string detail)
    {
        MeasuredSetting Row(TuneSetting s) => MeasuredSetting.Of(s, ledger.Samples(s), ledger.Failures(s), options.BaselineMbS);
        var started = reason != StopReason.StartFailed;
        var (best, knee) = started ? Pick() : (incumbent, incumbent);
        var bestRow = started ? MeasuredSetting.Of(best, BestRuns(), ledger.Failures(best), options.BaselineMbS) : null;
        return new TuneResult
        {
            Space = space,
            Options = options,
            Ranked = ledger.Seen.Select(Row).OrderByDescending(r => r.MedianMbS ?? double.NegativeInfinity).ThenBy(r => r.MemoryBytes).ToList(),
            Best = bestRow,
            Knee = started ? (knee == best ? bestRow : Row(knee)) : null,
            Path = ledger.Path,
            FinalRound = FinalRanking(),
            TooClose = tooClose,
            VersusDefault = started ? AgainstDefault() : null,
            StopReason = reason,
            StopDetail = detail,
            Noise = Noise,
        };
    }
}
