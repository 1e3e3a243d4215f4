namespace Bench.Plots.Report;

/// <summary>A predicted time for a size the run did not measure, from a line fitted to what it did.</summary>
/// <param name="Run">The run's label.</param>
/// <param name="Scenario">create or restore.</param>
/// <param name="Ifi">IFI on or off.</param>
/// <param name="SizeBytes">The size asked about (all data files together).</param>
/// <param name="Ms">Predicted elapsed milliseconds.</param>
/// <param name="LowerMs">Lower end of the 95% interval of the fitted line there.</param>
/// <param name="UpperMs">Upper end.</param>
/// <param name="FixedMs">The fit's fixed cost.</param>
/// <param name="RateMbS">The fit's rate (size over the time beyond the fixed cost), MB/s.</param>
/// <param name="Points">Measurements fitted, and at how many sizes.</param>
public sealed record Estimate(string Run, string Scenario, bool Ifi, long SizeBytes, double Ms, double LowerMs, double UpperMs, double FixedMs, double RateMbS, string Points);
