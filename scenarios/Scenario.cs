using Bench.Results.Cases;

namespace Bench.Scenarios;

/// <summary>
/// A scenario whose cases carry a typed parameter record: the record reads itself from the checked values and names
/// the columns it fills; the scenario says what a case needs (space, a fixture) and runs it.
/// </summary>
/// <typeparam name="TParameters">The parameter record.</typeparam>
/// <param name="info">What it is, for the report and the console.</param>
/// <param name="needs">The target capabilities its cases need.</param>
/// <param name="profileEntries">Its entries in the profiles.</param>
public abstract class Scenario<TParameters>(ScenarioInfo info, IReadOnlyList<Type> needs, IReadOnlyList<ProfileEntry> profileEntries) : IScenario
    where TParameters : class, IScenarioParameters<TParameters>
{
    /// <inheritdoc/>
    public ScenarioInfo Info { get; } = info;

    /// <inheritdoc/>
    public IReadOnlyList<ParameterSpec> Parameters => TParameters.Parameters;

    /// <inheritdoc/>
    public IReadOnlyList<Type> Needs { get; } = needs;

    /// <inheritdoc/>
    public IReadOnlyList<ProfileEntry> ProfileEntries { get; } = profileEntries;

    /// <inheritdoc/>
    public (PlannedCase Case, IReadOnlyList<ParameterProblem> Problems) Plan(IReadOnlyList<long> values)
    {
        ArgumentNullException.ThrowIfNull(values);
        var parameters = TParameters.Read(new ParameterValues(Parameters, values));
        var plan = Plan(parameters);
        var planned = new PlannedCase(Identify(values), this, parameters, parameters.Columns(), plan.DataBytes)
        {
            BackupBytesNeeded = plan.BackupBytes,
            Fixture = plan.Fixture,
            BufferMemoryBytes = plan.BufferMemoryBytes,
            Work = plan.Work,
        };
        return (planned, parameters.Problems());
    }

    /// <inheritdoc/>
    public Task<CaseOutcome> RunAsync(PlannedCase plannedCase, ITarget target, CaseContext context, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plannedCase);
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(context);
        return RunAsync((TParameters)plannedCase.Parameters, target, context, cancellationToken);
    }

    /// <summary>What a case of <paramref name="parameters"/> needs: space, and what must be made first.</summary>
    protected abstract ScenarioPlan Plan(TParameters parameters);

    /// <summary>Runs one repetition of a case of <paramref name="parameters"/>.</summary>
    protected abstract Task<CaseOutcome> RunAsync(TParameters parameters, ITarget target, CaseContext context, CancellationToken cancellationToken);

    /// <summary>The case id: the scenario, then every parameter that is not a limit in its canonical text, IFI last.</summary>
    private CaseId Identify(IReadOnlyList<long> values)
    {
        var shown = new List<CaseParameter>();
        bool? ifi = null;
        for (var i = 0; i < values.Count; i++)
        {
            var spec = Parameters[i];
            if (spec.Name == CaseId.IfiName)
            {
                ifi = values[i] != 0;
            }
            else if (!spec.IsLimit)
            {
                var text = spec.Format(values[i]);
                shown.Add(new CaseParameter(spec.Name, text, CaseId.NumberOf(text)));
            }
        }

        return CaseId.Create(Info.Name, shown, ifi);
    }
}
