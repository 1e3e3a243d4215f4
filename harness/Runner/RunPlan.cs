using System.Globalization;
using Bench.Harness.Configuration;
using Bench.Results.Cases;
using Bench.Results.Manifest;
using Bench.Scenarios;
using Bench.Scenarios.Matrix;
using Bench.Scenarios.Validation;

namespace Bench.Harness.Runner;

/// <summary>A checked run: its id, its cases, and the order they run in, group by group of cases sharing a fixture.</summary>
/// <param name="RunId">Id and folder name: time and label.</param>
/// <param name="Label">The run's label.</param>
/// <param name="MatrixSource">Profile or file the cases came from.</param>
/// <param name="Repetitions">Repetitions of each case that has none of its own (<see cref="PlannedCase.Repetitions"/>).</param>
/// <param name="Cases">Distinct cases.</param>
/// <param name="Groups">The cases grouped by the fixture they share (a sweep's backups taking turns, a group per visit), each group with its runs in order (<see cref="Bench.Scenarios.Matrix.Schedule"/>).</param>
public sealed record RunPlan(
    string RunId, string Label, string MatrixSource, int Repetitions, IReadOnlyList<PlannedCase> Cases, IReadOnlyList<ScheduleGroup> Groups)
{
    /// <summary>Its cases and repetitions in one phrase: "20 cases x 5 repetitions (6 of them x 15)".</summary>
    public string Counts => CaseCounts.Describe(Repetitions, Cases.Select(c => c.Repetitions).ToList());

    /// <summary>
    /// Its cases as the matrix hash takes them (<see cref="MatrixHash.CaseKey"/>), in the order the matrix writes them
    /// (<see cref="PlannedCase.WrittenAt"/>): the hash follows the file, not how the planner lists its cases, so runs of one
    /// file share it across versions whose planners order cases otherwise (before IFI twins were put side by side, the
    /// list was the file's order).
    /// </summary>
    public IReadOnlyList<string> HashedCases => Cases.OrderBy(c => c.WrittenAt).Select(c => MatrixHash.CaseKey(c.Id, c.Repetitions)).ToList();

    /// <summary>Every (case, repetition) in running order: the groups' runs, one group after the other.</summary>
    public IReadOnlyList<ScheduledCase> Schedule { get; } = Groups.SelectMany(g => g.Runs).ToList();

    /// <summary>
    /// This plan as a run began it, from what its manifest recorded: <paramref name="runId"/> and
    /// <paramref name="label"/>, and each case's repetitions (a case <paramref name="started"/> lists without its own
    /// runs <paramref name="repetitions"/>, as every case of a run begun by a version without per-case repetitions did),
    /// so that a resumed run finishes what it started rather than what the profile asks today.
    /// </summary>
    public RunPlan AsStarted(string runId, string label, int repetitions, IReadOnlyList<ManifestCase> started)
    {
        ArgumentNullException.ThrowIfNull(started);
        var own = started.ToDictionary(c => c.CaseId.ToString(), c => c.Repetitions, StringComparer.Ordinal);
        var cases = Cases.Select(c => own.TryGetValue(c.Id.ToString(), out var r) ? c with { Repetitions = r } : c).ToList();
        return new RunPlan(runId, label, MatrixSource, repetitions, cases, Bench.Scenarios.Matrix.Schedule.Group(cases, repetitions));
    }

    /// <summary>The matrix of <paramref name="options"/> (profile or file, scenarios, repetitions) planned; throws <see cref="ValidationException"/> with every error of it.</summary>
    public static RunPlan From(RunOptions options, DateTime nowUtc)
    {
        ArgumentNullException.ThrowIfNull(options);
        var matrix = options.MatrixFile is null ? Profiles.Get(options.Profile) : MatrixFile.Load(options.MatrixFile);
        if (options.Repetitions is { } repetitions)
        {
            matrix = matrix.WithRepetitions(repetitions);
        }

        var cases = MatrixPlanner.Plan(matrix.OnlyScenarios(options.Scenarios));
        var label = options.Label ?? options.Target;
        var runId = string.Create(CultureInfo.InvariantCulture, $"{nowUtc:yyyyMMdd-HHmmss}-{label}");
        return new RunPlan(runId, label, matrix.Source, matrix.Repetitions, cases, Bench.Scenarios.Matrix.Schedule.Group(cases, matrix.Repetitions));
    }
}
