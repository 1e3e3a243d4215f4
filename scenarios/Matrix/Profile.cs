namespace Bench.Scenarios.Matrix;

/// <summary>The named matrices.</summary>
public enum Profile
{
    /// <summary>Hundreds of MB: minutes anywhere.</summary>
    Quick,

    /// <summary>Seed 002's 10 GB create and 1 GB growths, seed 004's tempdb 8 x 1 GB, seed 001's grid at 4 GB.</summary>
    Standard,

    /// <summary>Seed 000's 50 GB, seed 004's 4/8/16 x 1 GB, seed 001's grid at 16 GB.</summary>
    Full,
}
