using Bench.Results.Manifest;

namespace Bench.Scenarios;

/// <summary>The baseline's bandwidth a transfer is held against.</summary>
public static class TransferLimits
{
    /// <summary><paramref name="baseline"/>'s read for <see cref="TransferLimit.Read"/>, its write for <see cref="TransferLimit.Write"/>; null for none or without a baseline.</summary>
    public static double? RateIn(this TransferLimit limit, VolumeBaseline? baseline) => limit switch
    {
        TransferLimit.Read => baseline?.ReadMbS,
        TransferLimit.Write => baseline?.WriteMbS,
        _ => null,
    };
}
