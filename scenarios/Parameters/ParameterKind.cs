namespace Bench.Scenarios.Parameters;

/// <summary>What sort of value a parameter takes.</summary>
public enum ParameterKind
{
    /// <summary>A size in bytes, written with a unit (4MB, 1GB).</summary>
    Size,

    /// <summary>A whole number.</summary>
    Count,

    /// <summary>on or off.</summary>
    Switch,
}
