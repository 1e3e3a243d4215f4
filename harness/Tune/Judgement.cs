namespace Bench.Harness.Tune;

/// <summary>What <see cref="Significance.Judge"/> concludes about a candidate against the current best.</summary>
internal enum Judgement
{
    /// <summary>Better by more than the noise margin: move to it.</summary>
    Better,

    /// <summary>Not worse, where a tie goes to the candidate: move to it.</summary>
    Tie,

    /// <summary>Not better by a gain worth having: stay.</summary>
    NotBetter,

    /// <summary>Too close to call: run the candidate again.</summary>
    RepeatCandidate,

    /// <summary>Too close to call, or the best has too few runs to dismiss anything against: run the best again.</summary>
    RepeatIncumbent,
}
