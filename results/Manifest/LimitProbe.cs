namespace Bench.Results.Manifest;

/// <summary>The volume measured just before a group of transfers: the limits its cases are held against.</summary>
/// <param name="Group">The group of the schedule (0-based) it ran before.</param>
/// <param name="AtUtc">When it ended.</param>
/// <param name="Ms">How long it took.</param>
/// <param name="Rates">What it measured: a short baseline (write, read, and read while writing when backups share the volume).</param>
public sealed record LimitProbe(int Group, DateTime AtUtc, double Ms, VolumeBaseline Rates);
