namespace Bench.Scenarios;

/// <summary>
/// What a seed measured with IFI off and on, on its own hardware: the one place its figures are written, for the sentences
/// and charts that quote them (<see cref="ScenarioInfo.SeedIfi"/>) and the report's table that sets them beside a run's.
/// </summary>
/// <param name="Seed">Which seed ("seed 002").</param>
/// <param name="Hardware">The seed's machine and storage, as it describes them.</param>
/// <param name="What">What it timed, as a sentence says it ("10 GB", "a 1 GB growth").</param>
/// <param name="Bytes">The size timed: the database's data, or one growth's (<paramref name="PerGrowth"/>).</param>
/// <param name="Off">Its time with IFI off, as it gives it ("about 5 min 50 s").</param>
/// <param name="On">Its time with IFI on ("under 2 s").</param>
/// <param name="Ratio">Its off/on ratio in words ("31x"); null when its figures give none worth saying.</param>
/// <param name="PerGrowth">The figure is one autogrowth's, not a whole operation's.</param>
public sealed record SeedIfiFigure(string Seed, string Hardware, string What, long Bytes, string Off, string On, string? Ratio = null, bool PerGrowth = false)
{
    /// <summary>"seed 002: 10 GB in 2 min 6 s against 4 s, 31x": how a sentence quotes it.</summary>
    public override string ToString() => $"{Seed}: {What} in {Off} against {On}" + (Ratio is null ? string.Empty : $", {Ratio}");

    /// <summary>Seed 000's test system (its posting's end describes it).</summary>
    public const string Seed000Hardware = "Dell T610, one 6-core Xeon X5670, 32 GB RAM; data files on a RAID 10 of 10 15K SAS disks (PowerVault MD3000 DAS); SQL Server 2008 era";

    /// <summary>Seed 002's test system.</summary>
    public const string Seed002Hardware = "a local virtual machine, SQL Server 2012 (2014 and 2016 alike); its storage not named";
}
