namespace Bench.Scenarios;

/// <summary>
/// One experiment: what it is (<see cref="Info"/>), its parameters, the target capabilities it needs, what it adds to
/// the profiles, how one combination of values becomes a case, and the procedure that runs a case against a target
/// (what to set up, what to time, what to clean). <see cref="Scenario{TParameters}"/> implements it for a typed
/// parameter record.
/// </summary>
public interface IScenario
{
    /// <summary>Name, title and presentation hints.</summary>
    ScenarioInfo Info { get; }

    /// <summary>Its parameters, in the order case ids list them.</summary>
    IReadOnlyList<ParameterSpec> Parameters { get; }

    /// <summary>The target capabilities (interfaces of <see cref="Targets"/>) its cases need; a target without one gets the case skipped.</summary>
    IReadOnlyList<Type> Needs { get; }

    /// <summary>Its entries in the quick, standard and full profiles.</summary>
    IReadOnlyList<ProfileEntry> ProfileEntries { get; }

    /// <summary>
    /// The case of one combination of checked values (in <see cref="Parameters"/> order): its identity, typed parameters,
    /// columns and the space it needs; and what is wrong with the combination.
    /// </summary>
    (PlannedCase Case, IReadOnlyList<ParameterProblem> Problems) Plan(IReadOnlyList<long> values);

    /// <summary>Runs one repetition of a case; always removes what it created, also when cancelled or failed.</summary>
    Task<CaseOutcome> RunAsync(PlannedCase plannedCase, ITarget target, CaseContext context, CancellationToken cancellationToken);
}
