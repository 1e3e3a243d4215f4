namespace Bench.Scenarios.Parameters;

/// <summary>Checked values of one case, by parameter name.</summary>
/// <param name="Values">Value of each parameter (bytes, count, or 1/0 for switches).</param>
public sealed record ParameterValues(IReadOnlyDictionary<string, long> Values)
{
    /// <summary>A size or count.</summary>
    public long this[string name] => Values.TryGetValue(name, out var value)
        ? value
        : throw new KeyNotFoundException($"parameter '{name}' was not bound");

    /// <summary>A count that fits an int.</summary>
    public int Count(string name) => checked((int)this[name]);

    /// <summary>A switch.</summary>
    public bool On(string name) => this[name] != 0;
}
