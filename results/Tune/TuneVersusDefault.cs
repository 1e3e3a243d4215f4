namespace Bench.Results.Tune;

/// <summary>The tune's answer against SQL Server's default, as tune-result.json's versus_default gives it.</summary>
/// <param name="Verdict">The sentence that says it (tune.md's first line).</param>
/// <param name="Outcome">Its outcome in one word (Faster, NoClearDifference, ...).</param>
/// <param name="Default">SQL Server's default setting in the tune's words.</param>
/// <param name="GainPct">The answer's gain over the default, in percent.</param>
/// <param name="GainLowerPct">The lower end of the gain's 95% interval, in percent.</param>
/// <param name="GainUpperPct">The upper end of the gain's 95% interval, in percent.</param>
public sealed record TuneVersusDefault(string Verdict, string Outcome, string Default, double? GainPct, double? GainLowerPct, double? GainUpperPct);
