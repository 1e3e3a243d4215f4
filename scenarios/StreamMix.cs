namespace Bench.Scenarios;

/// <summary>The I/O streams a scenario's cases run at once, drawn as each stream's throughput per case.</summary>
/// <param name="Title">What the streams make up, for the chart's title ("throughput of each stream of ...").</param>
/// <param name="Streams">Each stream, in the chart's order; a row is drawn when it has the first one's figure.</param>
/// <param name="Note">What the subtitle says after "median over the repetitions; " (e.g. that they run at once).</param>
public sealed record StreamMix(string Title, IReadOnlyList<StreamRate> Streams, string Note);

/// <summary>One stream of a <see cref="StreamMix"/>.</summary>
/// <param name="Name">What the chart calls it, with its request size.</param>
/// <param name="MbS">Its throughput in a row of results.csv (MB/s); null when the row has none.</param>
public sealed record StreamRate(string Name, Func<ResultRow, double?> MbS);
