namespace Bench.Harness.Tune;

/// <summary>One case run of the search, in the order run (the points of the search-path chart).</summary>
/// <param name="Index">1-based position in the path (the case runs used so far).</param>
/// <param name="Setting">The setting run.</param>
/// <param name="Result">What the run gave.</param>
/// <param name="Purpose">Why it was run.</param>
/// <param name="Incumbent">The best setting the search held when it chose this run.</param>
public sealed record PathStep(int Index, TuneSetting Setting, ProbeResult Result, MeasurementPurpose Purpose, TuneSetting Incumbent);
