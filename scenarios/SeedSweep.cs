namespace Bench.Scenarios;

/// <summary>
/// What a seed published about one setting of a scenario, quoted with its own figures, for the report to set this run's
/// sweep of that setting beside it and say whether the two agree.
/// </summary>
/// <param name="Parameter">The setting, as case ids name it (e.g. stripes).</param>
/// <param name="Seed">The seed's finding with its figures, as a sentence quotes it (e.g. "seed 001: 19 min 46 s from 1 backup file, 445 s from 9").</param>
/// <param name="LargerIsFaster">
/// What the seed found: larger values faster (true), smaller faster (false), or no direction to hold this run against (null).
/// </param>
/// <param name="DefaultIsLargest">
/// The setting's "default" is above every value given (a BLOCKSIZE not given: the full request size), so it counts as the
/// largest; otherwise a default is left out of the comparison (a BUFFERCOUNT default is no fixed size).
/// </param>
/// <param name="NativeModel">What the setting is on the native target when that is a model of the server's, not the server's own; null when it is the same.</param>
public sealed record SeedSweep(string Parameter, string Seed, bool? LargerIsFaster = true, bool DefaultIsLargest = false, string? NativeModel = null);
