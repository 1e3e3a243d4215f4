using Bench.Scenarios.Parameters;
using Bench.Scenarios.Targets;

namespace Bench.Scenarios;

/// <summary>
/// One experiment: its name, its parameters, and the procedure that runs a case of it against a target
/// (what to set up, what to time, what to clean).
/// </summary>
public interface IScenario
{
    /// <summary>Name used in matrices and results (create, autogrow, ...).</summary>
    string Name { get; }

    /// <summary>One sentence: what it measures and which seed it comes from.</summary>
    string Description { get; }

    /// <summary>Its parameters, in the order case ids list them.</summary>
    IReadOnlyList<ParameterSpec> Parameters { get; }

    /// <summary>Turns checked values into the case's typed parameters, the space it needs and what it needs made first.</summary>
    ScenarioPlan Plan(ParameterValues values);

    /// <summary>Runs one repetition of a case; always removes what it created, also when cancelled or failed.</summary>
    Task<CaseOutcome> RunAsync(PlannedCase plannedCase, ITarget target, CaseContext context, CancellationToken cancellationToken);
}
