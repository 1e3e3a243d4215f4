namespace Bench.Scenarios.Parameters;

/// <summary>
/// A scenario's parameters as one typed record: which parameters a matrix may give it (in case id order), how the
/// record reads itself from checked values, the columns it fills in results.csv, and what is wrong with a
/// combination of values that are each allowed alone.
/// </summary>
/// <typeparam name="TSelf">The record.</typeparam>
public interface IScenarioParameters<TSelf>
    where TSelf : IScenarioParameters<TSelf>
{
    /// <summary>The parameters, in the order case ids list them.</summary>
    static abstract IReadOnlyList<ParameterSpec> Parameters { get; }

    /// <summary>The record of one case's checked values.</summary>
    static abstract TSelf Read(ParameterValues values);

    /// <summary>What the record fills in results.csv (a parameter a scenario does not have stays empty).</summary>
    CaseParameters Columns();

    /// <summary>Values allowed alone but not together (none by default).</summary>
    IReadOnlyList<ParameterProblem> Problems() => [];
}
